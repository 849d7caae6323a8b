import { describe, expect, it } from 'vitest'
import { receiptMessages, taxReceiptLimitBytes } from '#contract/receipts/requests.ts'
import { formatFileSize, receiptFileProblem } from './receipt-file.ts'

describe('receipt file check', () => {
  it('takes photos and PDFs up to 10 MB', () => {
    expect(receiptFileProblem({ size: 200_000, type: 'image/jpeg' })).toBeNull()
    expect(receiptFileProblem({ size: 200_000, type: 'image/png' })).toBeNull()
    expect(receiptFileProblem({ size: taxReceiptLimitBytes, type: 'application/pdf' })).toBeNull()
  })

  it('refuses a larger, empty or other kind of file with the server’s words', () => {
    expect(receiptFileProblem({ size: taxReceiptLimitBytes + 1, type: 'application/pdf' })).toBe(
      receiptMessages.tooLarge,
    )
    expect(receiptFileProblem({ size: 0, type: 'image/png' })).toBe(receiptMessages.noFile)
    expect(receiptFileProblem({ size: 1000, type: 'application/x-msdownload' })).toBe(
      receiptMessages.wrongKind,
    )
    expect(receiptFileProblem({ size: 1000, type: 'image/heic' })).toBe(receiptMessages.wrongKind)
  })

  it('leaves a file without a declared type to the server', () => {
    expect(receiptFileProblem({ size: 1000, type: '' })).toBeNull()
  })

  it('shows sizes in kilobytes and megabytes', () => {
    expect(formatFileSize(300)).toBe('1\u00a0КБ')
    expect(formatFileSize(358_400)).toBe('350\u00a0КБ')
    expect(formatFileSize(2_516_582)).toBe('2,4\u00a0МБ')
  })
})
