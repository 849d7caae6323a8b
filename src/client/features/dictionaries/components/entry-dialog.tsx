import type { FormEventHandler, ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormDialog, type DialogWidth } from '../../../ui/dialog.tsx'
import { FormCell } from '../../../ui/fields/form-grid.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'

/** A dictionary row's create or edit dialog: the form wraps body and buttons so Enter saves. */
export function EntryDialog(props: {
  title: string
  width: DialogWidth
  isNew: boolean
  submitting: boolean
  onClose: () => void
  onSubmit: FormEventHandler<HTMLFormElement>
  children: ReactNode
  /** Below the form's buttons' row: parts that act on their own, such as the contract offer upload. */
  after?: ReactNode
}) {
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={props.title}
      width={props.width}
      onSubmit={props.onSubmit}
      submitLabel={props.isNew ? 'Добавить' : 'Сохранить'}
      pending={props.submitting}
    >
      {props.children}
      {props.after}
    </FormDialog>
  )
}

/** A short dictionary's «Название» (a city, a fund, a citizenship), the whole row wide. */
export function EntryNameCell(props: { registration: UseFormRegisterReturn; error: string | undefined }) {
  return (
    <FormCell wide>
      <TextField label="Название" maxLength={100} {...props.registration} error={props.error} />
    </FormCell>
  )
}
