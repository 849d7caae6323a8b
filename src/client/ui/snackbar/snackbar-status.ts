export type SnackbarTone = 'success' | 'warning' | 'error' | 'info'
export type SnackbarStatus = SnackbarTone | string | number

/** Spec section 8: a string tone, or an HTTP code — 200–299 success, 400–499 warning, 500–599 error, else info. */
export function snackbarTone(status: SnackbarStatus): SnackbarTone {
  const code = typeof status === 'number' ? status : /^\d+$/.test(status) ? Number(status) : null
  if (code === null)
    return (['success', 'warning', 'error', 'info'] as const).find((tone) => tone === status) ?? 'info'
  if (code >= 200 && code <= 299) return 'success'
  if (code >= 400 && code <= 499) return 'warning'
  if (code >= 500 && code <= 599) return 'error'
  return 'info'
}

export const snackbarTimeoutMs = 5000
export const snackbarDelayMs = 1000
