export function Spinner({ className = 'size-5', label }: { className?: string; label?: string }) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent ${className}`}
    />
  )
}

/** Covers the app until the current user is loaded (spec section 2). */
export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white">
      <Spinner className="size-10 border-4 text-primary-700" label="Загрузка" />
    </div>
  )
}
