import { XMarkIcon } from '@heroicons/react/20/solid'

/** What the last action did, kept on the page until closed: a week's refusals are too many for a snackbar. */
export type PlannerReport = { tone: 'success' | 'warning' | 'error'; title: string; lines: string[] }

const tones = {
  success: 'bg-primary-50 text-primary-900 ring-primary-200',
  warning: 'bg-amber-50 text-amber-950 ring-amber-200',
  error: 'bg-red-50 text-red-900 ring-red-200',
} as const

export function PlannerReportPanel({ report, onClose }: { report: PlannerReport; onClose: () => void }) {
  return (
    <section
      role={report.tone === 'error' ? 'alert' : 'status'}
      aria-label="Итог"
      className={`flex items-start gap-3 rounded-xl p-4 text-sm ring-1 ${tones[report.tone]}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{report.title}</p>
        {report.lines.length > 0 && (
          <ul className="mt-2 max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5">
            {report.lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Закрыть итог"
        className="rounded-md p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary-700"
      >
        <XMarkIcon className="size-5" aria-hidden />
      </button>
    </section>
  )
}
