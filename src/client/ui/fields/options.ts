/** A choice of a list, autocomplete or searchable field; `description` is the second line (a guid, a zupId). */
export type Option<V> = { value: V; label: string; description?: string | null }

export type OptionValue = string | number

/** The choice of a filter that does not narrow: the value 0 stands for "all". */
export const anyOption = (label: string): Option<number> => ({ value: 0, label })

export const namedOptions = (list: readonly { id: number; name: string }[] = []): Option<number>[] =>
  list.map((item) => ({ value: item.id, label: item.name }))
