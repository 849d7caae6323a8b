import { useState } from 'react'
import { CalendarDaysIcon } from '@heroicons/react/24/outline'
import { calendarEndpoints } from '#contract/calendar/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { saveFile } from '../../../lib/save-file.ts'
import { Button } from '../../../ui/button.tsx'
import { notifyFailure } from '../../../ui/snackbar/notify-failure.ts'

/** «Добавить в календарь» on a confirmed shift: its one event as an .ics file the phone's calendar opens. */
export function AddToCalendarButton({ order }: { order: { id: number; orderNumber: number } }) {
  const [busy, setBusy] = useState(false)
  const add = async () => {
    setBusy(true)
    try {
      const file = await call(calendarEndpoints.orderEvent, { params: { id: order.id } })
      saveFile(file, `smena-${order.orderNumber}.ics`)
    } catch (error) {
      notifyFailure(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="secondary" block loading={busy} onClick={() => void add()}>
      <CalendarDaysIcon className="size-5" aria-hidden />
      Добавить в календарь
    </Button>
  )
}
