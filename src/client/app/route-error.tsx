import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { ApiError } from '../lib/api-error.ts'
import { Button } from '../ui/button.tsx'

/** A page that failed to load (a lost connection while fetching its code or data) says so and offers a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const message = error instanceof ApiError ? error.message : 'Проверьте соединение с интернетом и повторите.'
  return (
    <div
      role="alert"
      className="mx-auto max-w-md space-y-4 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200"
    >
      <h1 className="text-lg font-semibold text-gray-900">Не удалось открыть раздел</h1>
      <p className="text-sm text-gray-600">{message}</p>
      <Button
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        Повторить
      </Button>
    </div>
  )
}
