import { documentDate } from '#contract/common/display-dates.ts'
import { toOffsetIso } from '#contract/common/instants.ts'
import { tariffPeriodLabels, type TariffPeriod } from '#contract/orders/enums.ts'
import { hoursFromMinutes } from '#contract/orders/sums.ts'
import { dejavu, dejavuDocument } from '../../pdf/dejavu.ts'

export type ActData = {
  orderNumber: number
  generatedAt: Date
  utcOffset: number
  /** `npd`: the tax service's last answer about the executor, as its proof line (npdStatusLine). */
  executor: { fullName: string; inn: string; npd: string }
  shop: { name: string; address: string; city: string }
  service: string
  dateTime: Date
  dateTo: Date
  tariffValue: string
  tariffPeriod: TariffPeriod
  quantity: number
  actualMinutes: number | null
  /** Staff cancelled the confirmed shift late: the act is for the compensation only (decision 107). */
  cancelled: boolean
  /** The order's payment line beside the work, by its Russian name. */
  compensation: { label: string; sum: string } | null
  sum: string
}

const rubles = (money: string) => `${money.replace('.', ',')} ₽`

/** The act is a document: its dates keep the legal form `DD.MM.YYYY` (docs/decisions/021-spec-rows.md). */
function localDateTime(instant: Date, offset: number): string {
  const local = toOffsetIso(instant, offset)
  return `${documentDate(local)}, ${local.slice(11, 16)}`
}

function drawAct(doc: PDFKit.PDFDocument, act: ActData): void {
  const row = (label: string, value: string) => {
    const y = doc.y
    doc.font(dejavu.regular).fontSize(10).fillColor('#555555').text(label, 56, y, { width: 170 })
    const labelBottom = doc.y
    doc.fillColor('#111111').fontSize(11).text(value, 236, y, { width: 300 })
    doc.y = Math.max(labelBottom, doc.y) + 6
  }
  doc
    .font(dejavu.bold)
    .fontSize(16)
    .fillColor('#111111')
    .text(`Акт выполненных работ № ${act.orderNumber}`, 56, 64)
  doc
    .font(dejavu.regular)
    .fontSize(10)
    .fillColor('#555555')
    .text(`от ${localDateTime(act.generatedAt, act.utcOffset).slice(0, 10)}`)
  doc.moveDown(1.5)
  row(
    'Исполнитель',
    `${act.executor.fullName}, ИНН ${act.executor.inn}, плательщик налога на профессиональный доход`,
  )
  row('Статус НПД', act.executor.npd)
  row('Заказчик', `${act.shop.name}, ${act.shop.city}, ${act.shop.address}`)
  row('Услуга', act.service)
  row('Начало смены', localDateTime(act.dateTime, act.utcOffset))
  row('Окончание смены', localDateTime(act.dateTo, act.utcOffset))
  row('Ставка', `${rubles(act.tariffValue)} ${tariffPeriodLabels[act.tariffPeriod].toLowerCase()}`)
  if (act.cancelled) {
    row('Смена', 'Отменена заказчиком')
  } else if (act.tariffPeriod === 'Hour') {
    const minutes = act.actualMinutes ?? 0
    row('Отработано', `${minutes} мин (${String(hoursFromMinutes(minutes)).replace('.', ',')} ч)`)
  } else {
    row('Количество', String(act.quantity))
  }
  doc.moveDown(0.5)
  // The payment line beside the work (decision 107) on a line of its own: its name is too long for a label.
  if (act.compensation)
    doc
      .font(dejavu.regular)
      .fontSize(11)
      .fillColor('#111111')
      .text(`${act.compensation.label}: ${rubles(act.compensation.sum)}`, 56)
      .moveDown(0.3)
  doc
    .font(dejavu.bold)
    .fontSize(13)
    .fillColor('#111111')
    .text(`Итого к выплате: ${rubles(act.sum)}`, 56)
  doc.moveDown(1)
  doc
    .font(dejavu.regular)
    .fontSize(10)
    .fillColor('#333333')
    .text(
      (act.cancelled
        ? 'Заказчик отменил подтверждённую смену позже срока, который установил для отмены без компенсации, ' +
          'и выплачивает исполнителю компенсацию. '
        : 'Услуги оказаны полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет. ') +
        'Исполнитель подтверждает акт в приложении; подтверждение равносильно подписи.',
      56,
      doc.y,
      { width: 480 },
    )
  doc.moveDown(3)
  const y = doc.y
  doc.text('Исполнитель ____________________', 56, y)
  doc.text('Заказчик ____________________', 320, y)
}

/** One or several acts as an A4 PDF with Cyrillic text as real text (DejaVu Sans embedded). */
export async function renderActs(acts: ActData[]): Promise<Uint8Array> {
  const doc = await dejavuDocument({ size: 'A4', margin: 56, info: { Title: 'Акт выполненных работ' } })
  return new Promise((resolvePdf, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolvePdf(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
    acts.forEach((act, index) => {
      if (index > 0) doc.addPage()
      drawAct(doc, act)
    })
    doc.end()
  })
}
