/** A stored phone `+79990000012` as the phone field writes it, `+7 (999) 000-00-12`; anything else as it is. */
export function formatPhone(phone: string): string {
  const match = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone)
  return match ? `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}` : phone
}
