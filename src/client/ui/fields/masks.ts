/** Masks as the spec writes them: `#` for each typed digit, anything else shown as it is. */
export const specMasks = {
  date: '##-##-####',
  time: '##:##',
  card: '#### #### #### ####',
  snils: '###-###-### ##',
  departmentCode: '###-###',
  passportSeriesRus: '## ##',
} as const

const imaskSpecial = /[0a*[\]{}`\\]/

/** The IMask pattern of a spec mask: IMask writes a digit as `0` and gives `0 a * [ ] { } \` meanings of its own. */
export function imaskPattern(mask: string): string {
  return [...mask].map((ch) => (ch === '#' ? '0' : imaskSpecial.test(ch) ? `\\${ch}` : ch)).join('')
}
