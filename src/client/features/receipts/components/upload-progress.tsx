/** The share of the receipt sent; while it cannot be told (a repeated upload), just that it is on its way. */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  const percent = fraction === null ? null : Math.round(fraction * 100)
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label="Отправка чека"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className={`h-full rounded-full bg-primary-600 transition-[width] ${percent === null ? 'w-1/3 animate-pulse' : ''}`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-gray-600">
        {percent === null || percent >= 100 ? 'Отправляем чек…' : `Отправлено ${percent} %`}
      </p>
    </div>
  )
}
