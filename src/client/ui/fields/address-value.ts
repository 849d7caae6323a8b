/** An address as the field edits it: the line down to the street, and the parts typed beside it. */
export type AddressParts = { street: string; house: string; building: string; flat: string }

export type AddressPartKey = Exclude<keyof AddressParts, 'street'>

/** Marks of the parts in the stored line, in their order in it. */
const partMarks: readonly (readonly [AddressPartKey, string])[] = [
  ['house', 'д.'],
  ['building', 'корп.'],
  ['flat', 'кв.'],
]

export const emptyAddress: AddressParts = { street: '', house: '', building: '', flat: '' }

/** The one line the profile keeps: «…, ул Ленина, д. 5, корп. 2, кв. 10», empty parts left out. */
export function composeAddress(parts: AddressParts): string {
  const marked = partMarks
    .filter(([key]) => parts[key].trim())
    .map(([key, mark]) => `${mark} ${parts[key].trim()}`)
  return [parts.street.trim(), ...marked].filter(Boolean).join(', ')
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The inverse of composeAddress, so a saved line opens with its parts in their own inputs again. */
export function parseAddress(line: string): AddressParts {
  const parts = { ...emptyAddress, street: line }
  for (const [key, mark] of [...partMarks].reverse()) {
    const match = new RegExp(`^(?:(.*), )?${escaped(mark)} ([^,]+)$`).exec(parts.street)
    if (match) {
      parts[key] = match[2] ?? ''
      parts.street = match[1] ?? ''
    }
  }
  return parts
}

/** A part is one token of the line: a comma in it would read as the start of another part. */
export const cleanPart = (text: string) => text.replaceAll(',', '')
