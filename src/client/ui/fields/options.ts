/** A choice of a list, autocomplete or searchable field; `description` is the second line (a guid, a zupId). */
export type Option<V> = { value: V; label: string; description?: string | null }

export type OptionValue = string | number

/** The choice of a filter that does not narrow: the value 0 stands for "all". */
export const anyOption = (label: string): Option<number> => ({ value: 0, label })

export const namedOptions = (list: readonly { id: number; name: string }[] = []): Option<number>[] =>
  list.map((item) => ({ value: item.id, label: item.name }))

/** A filter's choices among `values`, each named by `labels`, after the one that does not narrow (the value ''). */
export const labelledOptions = <V extends string>(
  anyLabel: string,
  values: readonly V[],
  labels: Record<V, string>,
): Option<V | ''>[] => [
  { value: '', label: anyLabel },
  ...values.map((value) => ({ value, label: labels[value] })),
]
