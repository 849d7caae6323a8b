import { displayDate } from '#contract/common/display-dates.ts'
import { genderLabels } from '#contract/workers/enums.ts'
import { reliabilityText } from '#contract/orders/replacement.ts'
import { maskCardNumber, type Worker } from '#contract/workers/worker.ts'
import { formatPhone } from '../../../ui/fields/phone-text.ts'
import { formatDay } from '../../../shared/format/people-format.ts'
import { NpdStatusText, YearlyPayouts } from '../../../shared/npd/npd-status.tsx'
import { DetailList, DetailRow, IdentifiedValue } from './detail-list.tsx'

const snils = (value: string) =>
  value.length === 11
    ? `${value.slice(0, 3)}-${value.slice(3, 6)}-${value.slice(6, 9)} ${value.slice(9)}`
    : value
// A Russian series is four digits, written as two pairs.
const series = (value: string | null) =>
  value && /^\d{4}$/.test(value) ? `${value.slice(0, 2)} ${value.slice(2)}` : value
const departmentCode = (value: string) =>
  value.length === 6 ? `${value.slice(0, 3)}-${value.slice(3)}` : value

/** The worker's own profile, read-only; the card by its last four digits only. */
export function WorkerProfileDetails({ worker }: { worker: Worker }) {
  const fullName = [worker.lastName, worker.firstName, worker.patronymic].filter(Boolean).join(' ')
  return (
    <>
      <DetailList title="Личные данные">
        <DetailRow label="ФИО" value={fullName} />
        <DetailRow label="Дата рождения" value={displayDate(worker.birthDate)} />
        <DetailRow label="Пол" value={genderLabels[worker.gender]} />
        <DetailRow label="Гражданство" value={worker.citizenship.name} />
        <DetailRow label="Телефон" value={formatPhone(worker.phone)} />
        <DetailRow label="Город" value={worker.city.name} />
        <DetailRow label="Адрес" value={worker.address} />
      </DetailList>
      <DetailList title="Документы и выплаты">
        <DetailRow label="Карта для выплат" value={maskCardNumber(worker.paymentCardNumber)} />
        <DetailRow label="ИНН" value={worker.inn} />
        <DetailRow label="СНИЛС" value={snils(worker.snils)} />
        <DetailRow label="Самозанятый" value={worker.selfEmployed ? 'Да' : 'Нет'} />
        <DetailRow
          label="Паспорт"
          value={[series(worker.passportSeries), worker.passportNumber].filter(Boolean).join(' ')}
        />
        <DetailRow label="Дата выдачи" value={displayDate(worker.passportIssueDate)} />
        <DetailRow label="Код подразделения" value={departmentCode(worker.passportDepartmentCode)} />
        <DetailRow label="Кем выдан" value={worker.passportIssuedBy} />
        <DetailRow label="Место рождения" value={worker.passportBirthPlace} />
      </DetailList>
      <DetailList title="Налог на профессиональный доход">
        <DetailRow label="Статус по данным ФНС" value={<NpdStatusText status={worker.npd} />} />
        <DetailRow label="Выплаты за год" value={<YearlyPayouts paid={worker.paidThisYear} size="sm" />} />
      </DetailList>
      <DetailList title="Работа">
        <DetailRow
          label="Должность"
          value={
            <IdentifiedValue
              name={worker.selfEmployedService.fullName}
              identifier={worker.selfEmployedService.zupId}
            />
          }
        />
        <DetailRow
          label="Подменный фонд"
          value={<IdentifiedValue name={worker.fund.name} identifier={worker.fund.guid} />}
        />
        <DetailRow label="Дата регистрации" value={formatDay(worker.createdAt)} />
        <DetailRow label="Дата одобрения" value={formatDay(worker.confirmedAt)} />
        <DetailRow label="Надёжность" value={reliabilityText(worker.reliability)} />
      </DetailList>
    </>
  )
}
