/**
 * What a number field holds for its text: the number once the text is one (a comma taken for the decimal
 * point when fractions are allowed), null when empty, and the text itself otherwise, so that the rule reports
 * «Поле должно содержать только целые числа» instead of taking the field for empty.
 */
export function parseNumberText(text: string, float: boolean): number | string | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  const normal = float ? trimmed.replace(',', '.') : trimmed
  const pattern = float ? /^-?\d+(\.\d+)?$/ : /^-?\d+$/
  return pattern.test(normal) ? Number(normal) : text
}

/** The text a number field shows for a value set by the form; fractions with the Russian decimal comma. */
export function formatNumber(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value).replace('.', ',')
  return typeof value === 'string' ? value : ''
}

/** Whether the text already means the value, so a value the form sets back does not rewrite what is typed. */
export const textMeans = (text: string, value: unknown, float: boolean) =>
  Object.is(parseNumberText(text, float), value ?? null)
