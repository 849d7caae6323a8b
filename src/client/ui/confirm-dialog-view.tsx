import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react'
import { Button } from './button.tsx'
import type { ConfirmRequest } from './use-confirm.tsx'

export default function ConfirmDialogView(props: {
  request: ConfirmRequest | null
  onAnswer: (ok: boolean) => void
}) {
  const { request, onAnswer } = props
  return (
    <Dialog open={request !== null} onClose={() => onAnswer(false)} className="relative z-50">
      <div className="fixed inset-0 bg-gray-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-[400px] rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-gray-900">{request?.title}</DialogTitle>
          <Description className="mt-2 text-sm text-gray-600">{request?.message}</Description>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="ghost" onClick={() => onAnswer(false)}>
              {request?.cancelLabel}
            </Button>
            <Button variant={request?.danger ? 'danger' : 'primary'} onClick={() => onAnswer(true)}>
              {request?.confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
