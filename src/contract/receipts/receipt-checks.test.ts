import { describe, expect, it } from 'vitest'
import { isValidCompanyInn } from '../settings/company.ts'
import { dayAndMonth, receiptDueText } from './deadlines.ts'
import { parseReceiptLink, receiptPrintLink } from './receipt-checks.ts'

describe('the «Мой налог» receipt link', () => {
  it('gives the seller’s INN and the receipt’s number, and makes the link back', () => {
    const link = 'https://lknpd.nalog.ru/api/v1/receipt/500100732259/200egmyuhw/print'
    expect(parseReceiptLink(link)).toEqual({ sellerInn: '500100732259', receiptId: '200egmyuhw' })
    expect(parseReceiptLink(`  ${link}/ `)).toEqual({ sellerInn: '500100732259', receiptId: '200egmyuhw' })
    expect(receiptPrintLink('500100732259', '200egmyuhw')).toBe(link)
  })

  it('is refused for any other address, scheme, path or INN', () => {
    for (const text of [
      'http://lknpd.nalog.ru/api/v1/receipt/500100732259/200egmyuhw/print',
      'https://lknpd.nalog.ru.evil.example/api/v1/receipt/500100732259/200egmyuhw/print',
      'https://lknpd.nalog.ru/api/v1/receipt/500100732259/200egmyuhw/json',
      'https://lknpd.nalog.ru/api/v1/receipt/5001007322/200egmyuhw/print',
      'https://lknpd.nalog.ru/api/v1/receipt/500100732259/../print',
      'lknpd.nalog.ru/api/v1/receipt/500100732259/200egmyuhw/print',
      '',
    ])
      expect(parseReceiptLink(text), text).toBeNull()
  })
})

describe('the receipt’s deadline', () => {
  it('is written with the month in the genitive', () => {
    expect(receiptDueText('2026-12-09')).toBe('Чек нужен до 9 декабря')
    expect(dayAndMonth('2027-01-09')).toBe('9 января')
    expect(dayAndMonth('2026-05-09')).toBe('9 мая')
  })
})

describe('the company’s INN', () => {
  it('is an organisation’s 10 digits or an entrepreneur’s 12, with their control digits', () => {
    expect(isValidCompanyInn('7707083893')).toBe(true)
    expect(isValidCompanyInn('5072012357')).toBe(true)
    expect(isValidCompanyInn('5072012358')).toBe(false)
    expect(isValidCompanyInn('500100732259')).toBe(true)
    expect(isValidCompanyInn('500100732258')).toBe(false)
    expect(isValidCompanyInn('50720123')).toBe(false)
  })
})
