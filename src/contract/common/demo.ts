/** Texts of the demo's helpers (`/dev/…`, decision 017). */
export const demoMessages = {
  smsOutboxElsewhere: 'Коды из СМС видны только на компьютере, где запущен сервер',
} as const
