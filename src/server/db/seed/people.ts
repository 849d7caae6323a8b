import type { Executor } from '../client.ts'
import { employees, workers } from '../schema/index.ts'
import { cardFor, innFor, snilsFor } from './documents.ts'
import type { seedReference } from './reference.ts'

/** The demo staff (an admin and an employee) and the demo workers in each of their states; answers the workers. */
export async function seedPeople(db: Executor, now: Date, ref: Awaited<ReturnType<typeof seedReference>>) {
  const [rus, kaz] = ref.citizenshipRows
  const [lukhovitsy] = ref.cityRows
  const [cashier] = ref.serviceRows
  const fund = ref.fundRows[0]!

  await db.insert(employees).values([
    {
      phone: '+79990000001',
      lastName: 'Смирнова',
      firstName: 'Анна',
      patronymic: 'Сергеевна',
      isAdmin: true,
    },
    {
      phone: '+79990000002',
      lastName: 'Кузнецов',
      firstName: 'Павел',
      patronymic: 'Андреевич',
      isAdmin: false,
    },
  ])

  const person = (seed: number) => ({
    birthDate: `199${seed % 10}-0${(seed % 9) + 1}-1${seed % 10}`,
    citizenshipId: rus!.id,
    cityId: lukhovitsy!.id,
    paymentCardNumber: cardFor(seed),
    inn: innFor(seed),
    snils: snilsFor(seed),
    passportSeries: `46 ${String(10 + seed).slice(-2)}`.replace(' ', ''),
    passportNumber: String(500000 + seed),
    passportIssueDate: '2015-06-1' + (seed % 10),
    passportDepartmentCode: '500123',
    passportIssuedBy: 'ГУ МВД России по Московской области',
    passportBirthPlace: 'г. Луховицы Московской обл.',
    address: 'Московская обл., г. Луховицы, ул. Советская, д. 1' + (seed % 10),
    selfEmployed: true,
    fundId: fund.id,
    selfEmployedServiceId: cashier!.id,
    createdAt: new Date(now.getTime() - 40 * 86_400_000),
  })
  /** Confirmed `days` ago and taken on by the bank: a worker who can be assigned and paid. */
  const confirmed = (days: number) => ({
    state: 'SELF_EMPLOYED' as const,
    confirmedAt: new Date(now.getTime() - days * 86_400_000),
    bankStatus: 'SENT' as const,
  })
  return db
    .insert(workers)
    .values([
      {
        ...person(11),
        phone: '+79990000011',
        lastName: 'Иванов',
        firstName: 'Иван',
        patronymic: 'Петрович',
        gender: 'M',
        ...confirmed(35),
      },
      {
        ...person(12),
        phone: '+79990000012',
        lastName: 'Петрова',
        firstName: 'Мария',
        patronymic: 'Олеговна',
        gender: 'F',
        state: 'NOT_CONFIRMED_SELF_EMPLOYED',
        createdAt: new Date(now.getTime() - 86_400_000),
      },
      {
        ...person(13),
        phone: '+79990000013',
        lastName: 'Сидоров',
        firstName: 'Алексей',
        patronymic: null,
        gender: 'M',
        state: 'BLOCKED_SELF_EMPLOYED',
        confirmedAt: new Date(now.getTime() - 30 * 86_400_000),
        blockedUntil: new Date(now.getTime() + 20 * 86_400_000),
      },
      {
        ...person(14),
        phone: '+79990000014',
        lastName: 'Абдуллаев',
        firstName: 'Тимур',
        patronymic: 'Русланович',
        gender: 'M',
        citizenshipId: kaz!.id,
        passportSeries: null,
        passportNumber: 'N12345678',
        ...confirmed(20),
      },
      {
        ...person(15),
        phone: '+79990000015',
        lastName: 'Новикова',
        firstName: 'Елена',
        patronymic: 'Викторовна',
        gender: 'F',
        ...confirmed(10),
      },
      {
        // The demo's restrictions and appeals of every kind and state (decision 114): working for months.
        ...person(16),
        phone: '+79990000016',
        lastName: 'Ковалёв',
        firstName: 'Дмитрий',
        patronymic: 'Игоревич',
        gender: 'M',
        ...confirmed(210),
        createdAt: new Date(now.getTime() - 220 * 86_400_000),
      },
    ])
    .returning({ id: workers.id, phone: workers.phone, inn: workers.inn })
}
