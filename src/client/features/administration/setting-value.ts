import { settingSchemas, type SettingKey, type Settings } from '#contract/settings/settings.ts'

/** What the field shows for a stored value: `30000.00` as `30000`, kopecks with a comma. */
export function settingText(key: SettingKey, value: Settings[SettingKey]): string {
  if (key !== 'maxPaymentSum') return String(value)
  return String(value).replace(/\.00$/, '').replace('.', ',')
}

/**
 * The typed text as the call takes it, checked by the contract's own rule so the form shows the message the
 * server would answer. Spaces between digit groups and a decimal comma are accepted.
 */
export function parseSetting<K extends SettingKey>(
  key: K,
  text: string,
): { ok: true; value: Settings[K] } | { ok: false; message: string } {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.')
  const candidate = key === 'maxPaymentSum' ? compact : /^-?\d+$/.test(compact) ? Number(compact) : compact
  const parsed = settingSchemas[key].safeParse(candidate)
  if (parsed.success) return { ok: true, value: parsed.data as Settings[K] }
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' }
}
