import { dejavu, dejavuDocument } from '../../pdf/dejavu.ts'

/** A demo tax receipt as «Мой налог» prints it: a small PDF with the receipt's lines as real text. */
export async function renderDemoReceipt(receipt: {
  number: string
  date: string
  service: string
  sum: string
  inn: string
}): Promise<Uint8Array> {
  const doc = await dejavuDocument({
    size: [226, 340],
    margin: 16,
    info: { Title: `Чек № ${receipt.number}` },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  )
  doc.font(dejavu.regular).fontSize(12).text(`Чек № ${receipt.number}`)
  doc.fontSize(9).fillColor('#555555').text(receipt.date).moveDown()
  doc.fillColor('#111111').text('Наименование').text(receipt.service).moveDown()
  doc
    .fontSize(12)
    .text(`Итого: ${receipt.sum.replace('.', ',')} ₽`)
    .moveDown()
  doc.fontSize(8).fillColor('#555555').text('Налог на профессиональный доход')
  doc.text(`ИНН продавца: ${receipt.inn}`)
  doc.text('Сформирован в приложении «Мой налог» (демо)')
  doc.end()
  return done
}
