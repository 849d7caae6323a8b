import { Fragment, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { formatRoubles } from '#contract/common/kopecks.ts'
import { standbyStateLabels, type StandbySlot } from '#contract/standby/standby.ts'
import { formatShift } from '../../../shared/format/local-time.ts'
import { Button } from '../../../ui/button.tsx'
import { Chip, type ChipTone } from '../../../ui/chip.tsx'
import { Dialog, DialogBody } from '../../../ui/dialog.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { staffSlotsQuery, useCancelSlot } from '../api/standby-calls.ts'
import { CallPanel } from './call-panel.tsx'
import { CreateSlotForm } from './create-slot-form.tsx'

const tones: Record<StandbySlot['state'], ChipTone> = {
  OPEN: 'sky',
  TAKEN: 'teal',
  CALLED: 'green',
  PAID_MINIMUM: 'violet',
  CANCELED: 'gray',
}

/** An open slot whose window has passed was never taken: said so rather than «Свободно». */
function StateChip({ slot, now }: { slot: StandbySlot; now: number }) {
  const lapsed = slot.state === 'OPEN' && Date.parse(slot.dateTo) <= now
  return (
    <Chip tone={lapsed ? 'gray' : tones[slot.state]}>
      {lapsed ? 'Никто не взял' : standbyStateLabels[slot.state]}
    </Chip>
  )
}

/** «Дежурства» for staff: a new slot, and today's and later slots with their call or cancel. */
function StandbyDialog({ onClose }: { onClose: () => void }) {
  const slots = useQuery(staffSlotsQuery({}))
  const cancel = useCancelSlot()
  const [calling, setCalling] = useState<number | null>(null)
  // The moment the dialog opened: which slots have ended is read against it, not at each render.
  const [now] = useState(() => Date.now())
  return (
    <Dialog open onClose={onClose} title="Дежурства" width={1200}>
      <DialogBody>
        <div className="space-y-6">
          <CreateSlotForm />
          <section aria-labelledby="standby-list" className="space-y-2">
            <h3 id="standby-list" className="text-base font-semibold text-gray-900">
              Дежурства с сегодняшнего дня
            </h3>
            {!slots.data ? (
              <div className="flex justify-center py-6">
                <Spinner className="size-6 text-primary-700" label="Загрузка дежурств" />
              </div>
            ) : slots.data.length === 0 ? (
              <p className="text-sm text-gray-600">Дежурств пока нет.</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead className="border-b border-gray-200 text-gray-600">
                  <tr>
                    <th className="py-2 pr-3 font-medium">Магазин</th>
                    <th className="py-2 pr-3 font-medium">Услуга</th>
                    <th className="py-2 pr-3 font-medium">Время</th>
                    <th className="py-2 pr-3 font-medium">Минимум</th>
                    <th className="py-2 pr-3 font-medium">Состояние</th>
                    <th className="py-2 pr-3 font-medium">Исполнитель</th>
                    <th className="py-2 font-medium">
                      <span className="sr-only">Действия</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {slots.data.map((slot) => (
                    <Fragment key={slot.id}>
                      <tr>
                        <td className="py-2 pr-3">{slot.shop.name}</td>
                        <td className="py-2 pr-3">{slot.service.fullName}</td>
                        <td className="py-2 pr-3 whitespace-nowrap">
                          {formatShift(slot.dateFrom, slot.dateTo, slot.shop.utcOffset)}
                        </td>
                        <td className="py-2 pr-3 whitespace-nowrap">{formatRoubles(slot.minimum)}</td>
                        <td className="py-2 pr-3">
                          <StateChip slot={slot} now={now} />
                          {slot.order && (
                            <span className="block text-xs text-gray-500">
                              Заказ № {slot.order.orderNumber}
                            </span>
                          )}
                        </td>
                        <td className="py-2 pr-3">{slot.worker?.name ?? '—'}</td>
                        <td className="py-2 text-right">
                          <SlotAction
                            slot={slot}
                            now={now}
                            calling={calling === slot.id}
                            onCall={() => setCalling(calling === slot.id ? null : slot.id)}
                            onCancel={() => void cancel.submit({ body: { id: slot.id } })}
                            canceling={cancel.isPending && cancel.variables?.body.id === slot.id}
                          />
                        </td>
                      </tr>
                      {calling === slot.id && (
                        <tr>
                          <td colSpan={7} className="bg-gray-50 px-3">
                            <CallPanel slot={slot} onDone={() => setCalling(null)} />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
      </DialogBody>
    </Dialog>
  )
}

function SlotAction(props: {
  slot: StandbySlot
  now: number
  calling: boolean
  onCall: () => void
  onCancel: () => void
  canceling: boolean
}) {
  const { slot } = props
  const ended = Date.parse(slot.dateTo) <= props.now
  if (slot.state === 'TAKEN' && !ended)
    return (
      <Button
        variant={props.calling ? 'secondary' : 'primary'}
        aria-expanded={props.calling}
        onClick={props.onCall}
      >
        {props.calling ? 'Скрыть заказы' : 'Вызвать на заказ'}
      </Button>
    )
  if (slot.state === 'OPEN' && !ended)
    return (
      <Button variant="ghost" loading={props.canceling} onClick={props.onCancel}>
        Отменить
      </Button>
    )
  return null
}

/** The header's button that opens «Дежурства». */
export function StandbyButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Дежурства
      </Button>
      {open && <StandbyDialog onClose={() => setOpen(false)} />}
    </>
  )
}
