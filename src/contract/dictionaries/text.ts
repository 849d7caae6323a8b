import { ruledString, textRules } from '../common/rules.ts'

/** A name or code typed into a dictionary: required, no spaces around it (a stray space makes a near-duplicate). */
export const dictionaryText = (max: number) => ruledString([textRules.noSpaces, textRules.maxLength(max)])

export const optionalDictionaryText = (max: number) =>
  ruledString([textRules.noSpaces, textRules.maxLength(max)], { optional: true })
