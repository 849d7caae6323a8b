import { useState } from 'react'
import { Description, Field, Label, Switch } from '@headlessui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { BellIcon } from '@heroicons/react/24/outline'
import { notificationKindLabels, type NotificationKind } from '#contract/notifications/kinds.ts'
import { Button } from '../../../ui/button.tsx'
import { notifyFailure } from '../../../ui/snackbar/notify-failure.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { usePushPreferences, useRefreshPreferences, useSetPreference } from '../api/push-preferences.ts'
import { deviceState, disablePush, enablePush, PushNotAllowed, type DeviceState } from '../push-device.ts'

const deviceKey = ['device', 'push']

const deviceTexts: Record<DeviceState, string> = {
  on: 'Включены на этом устройстве.',
  off: 'Придут на это устройство, даже когда приложение закрыто.',
  denied:
    'Браузер запретил уведомления для этого сайта. Разрешите их в настройках сайта и нажмите «Включить».',
  'install-first':
    'На iPhone уведомления приходят только в установленное приложение: нажмите «Поделиться», выберите «На экран „Домой“», откройте Смены оттуда и включите уведомления здесь.',
  unsupported: 'Этот браузер не показывает уведомления: откройте Смены в Chrome, Safari или Firefox.',
}

/**
 * «Уведомления» on the profile page (issue 23): this device on or off, and a switch per kind the person can
 * receive. The browser's permission is asked only when «Включить» is pressed.
 */
export function NotificationsSection() {
  const device = useQuery({ queryKey: deviceKey, queryFn: deviceState, staleTime: Infinity })
  const preferences = usePushPreferences()
  const state = device.data
  const others = (preferences.data?.devices ?? 0) - (state === 'on' ? 1 : 0)

  return (
    <section
      aria-labelledby="notifications-title"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <div className="flex gap-3">
        <BellIcon className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id="notifications-title" className="font-semibold text-gray-900">
            Уведомления
          </h2>
          {state && <p className="text-sm text-gray-600">{deviceTexts[state]}</p>}
          {others > 0 && <p className="text-sm text-gray-600">Включены ещё на устройствах: {others}.</p>}
        </div>
      </div>
      {state && <DeviceButton state={state} />}
      {preferences.data && (
        <ul
          className="divide-y divide-gray-100 border-t border-gray-100"
          aria-label="Какие уведомления присылать"
        >
          {preferences.data.kinds.map((row) => (
            <KindSwitch key={row.kind} kind={row.kind} enabled={row.enabled} />
          ))}
        </ul>
      )}
    </section>
  )
}

function DeviceButton({ state }: { state: DeviceState }) {
  const queryClient = useQueryClient()
  const refreshPreferences = useRefreshPreferences()
  const [busy, setBusy] = useState(false)
  if (state === 'install-first' || state === 'unsupported') return null

  const change = async (action: () => Promise<void>, done: string) => {
    setBusy(true)
    try {
      await action()
      notify({ status: 'success', message: done })
    } catch (error) {
      if (error instanceof PushNotAllowed)
        notify({ status: 'error', message: 'Браузер не разрешил уведомления' })
      else if (error instanceof DOMException)
        notify({ status: 'error', message: 'Не удалось подписаться на уведомления: попробуйте позже' })
      else notifyFailure(error)
    } finally {
      setBusy(false)
      await Promise.all([queryClient.invalidateQueries({ queryKey: deviceKey }), refreshPreferences()])
    }
  }

  return state === 'on' ? (
    <Button
      variant="secondary"
      className="w-full sm:w-auto"
      loading={busy}
      onClick={() => void change(disablePush, 'Уведомления выключены')}
    >
      Выключить на этом устройстве
    </Button>
  ) : (
    <Button
      className="w-full sm:w-auto"
      loading={busy}
      onClick={() => void change(enablePush, 'Уведомления включены')}
    >
      Включить
    </Button>
  )
}

function KindSwitch({ kind, enabled }: { kind: NotificationKind; enabled: boolean }) {
  const setPreference = useSetPreference()
  const { label, hint } = notificationKindLabels[kind]
  return (
    <li>
      <Field className="flex items-center justify-between gap-4 py-3">
        <div className="min-w-0">
          <Label className="block text-sm font-medium text-gray-900">{label}</Label>
          <Description className="text-xs text-gray-500">{hint}</Description>
        </div>
        <Switch
          checked={setPreference.isPending ? !enabled : enabled}
          disabled={setPreference.isPending}
          onChange={(on) => void setPreference.submit({ body: { kind, enabled: on } })}
          className="group inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full focus:outline-none data-[disabled]:cursor-default"
        >
          {/* The track is drawn smaller than the switch, which a finger must be able to hit (44 px). */}
          <span className="inline-flex h-6 w-11 rounded-full bg-gray-300 transition-colors group-data-[checked]:bg-primary-700 group-data-[focus]:ring-2 group-data-[focus]:ring-primary-700 group-data-[focus]:ring-offset-2">
            <span className="pointer-events-none mt-0.5 ml-0.5 inline-block size-5 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-5" />
          </span>
        </Switch>
      </Field>
    </li>
  )
}
