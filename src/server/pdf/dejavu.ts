import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const files = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
}

/** The names `doc.font()` takes in a document made by `dejavuDocument`. */
export const dejavu = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const

type ParsedFont = PDFKit.Mixins.PDFFontSource

/**
 * A font file read and parsed by pdfkit's font reader (fontkit), once. pdfkit takes a parsed font as a font source
 * but only makes one inside a document, so it is taken from a document that never gets a page.
 */
function parse(PDFDocument: Pdfkit, file: string): ParsedFont {
  const probe = new PDFDocument({ autoFirstPage: false })
  probe.font(readFileSync(file))
  const parsed = (probe as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font
  if (typeof parsed?.layout !== 'function')
    throw new Error('pdfkit did not keep its parsed font where expected')
  return parsed as ParsedFont
}

let parsed: Record<keyof typeof files, ParsedFont> | null = null

/** pdfkit takes half a second to load: only a process that makes a PDF loads it, on its first one. */
const loadPdfkit = async () => (await import('pdfkit')).default
type Pdfkit = Awaited<ReturnType<typeof loadPdfkit>>

/**
 * A PDF document with DejaVu Sans (regular and bold) registered, so Cyrillic text stays text. The fonts are read
 * and parsed on the first document and shared by every later one: re-reading the two 0.7 MB files and rebuilding
 * their layout tables was most of an act's 330 ms (issue 19). pdfkit still embeds, per document, a subset holding
 * only the glyphs that document uses.
 */
export async function dejavuDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const PDFDocument = await loadPdfkit()
  parsed ??= { regular: parse(PDFDocument, files.regular), bold: parse(PDFDocument, files.bold) }
  const doc = new PDFDocument(options)
  doc.registerFont(dejavu.regular, parsed.regular)
  doc.registerFont(dejavu.bold, parsed.bold)
  return doc
}
