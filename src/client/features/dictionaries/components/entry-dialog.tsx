import type { FormEventHandler, ReactNode } from 'react'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter, type DialogWidth } from '../../../ui/dialog.tsx'

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
    <Dialog open onClose={props.onClose} title={props.title} width={props.width}>
      <form noValidate onSubmit={props.onSubmit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          {props.children}
          {props.after}
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={props.onClose}>
            Отмена
          </Button>
          <Button type="submit" loading={props.submitting}>
            {props.isNew ? 'Добавить' : 'Сохранить'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
