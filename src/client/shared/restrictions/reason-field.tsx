import type { FieldValues } from 'react-hook-form'
import { staffReasons } from '#contract/restrictions/reasons.ts'
import type { BoundFieldProps } from '../../ui/fields/bound-field.ts'
import { ListField } from '../../ui/fields/list-field.tsx'

const options = staffReasons.map((reason) => ({ value: reason.code, label: reason.title }))

/** The reason of a block from the published list (decision 096), required. */
export function ReasonField<T extends FieldValues>(props: Omit<BoundFieldProps<T>, 'label'>) {
  return <ListField {...props} label="Причина по перечню" options={options} required />
}
