import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { vi } from 'vitest'

/** jsdom lacks what Headless UI's anchored panels measure with. */
function stubLayoutApis() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

/**
 * Renders fields in a react-hook-form form without a resolver, so the widgets' own rules apply, validating
 * as the app's forms do (first on leaving a field). Call with fake timers on to drive debounces.
 */
export function renderInForm<V extends FieldValues>(
  defaultValues: V,
  fields: (control: Control<V>) => ReactNode,
) {
  stubLayoutApis()
  const form: { current: UseFormReturn<V> | null } = { current: null }
  function Host() {
    const methods = useForm<V>({ defaultValues: defaultValues as never, mode: 'onTouched' })
    form.current = methods
    return <form noValidate>{fields(methods.control)}</form>
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Host />
    </QueryClientProvider>,
  )
  return {
    ...view,
    user,
    form: () => {
      if (!form.current) throw new Error('the form has not rendered')
      return form.current
    },
    values: () => form.current?.getValues(),
  }
}
