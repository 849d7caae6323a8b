/** A choice of a list, autocomplete or searchable field; `description` is the second line (a guid, a zupId). */
export type Option<V> = { value: V; label: string; description?: string | null }

export type OptionValue = string | number
