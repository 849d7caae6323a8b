import { useRef, useState } from 'react'
import { ArrowDownTrayIcon, ArrowUpTrayIcon } from '@heroicons/react/20/solid'
import { importFileLimitBytes, bulkMessages, importHeader, type ImportReport } from '#contract/orders/bulk.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { notifyFailure } from '../../../ui/snackbar/notify-failure.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { downloadImportTemplate, previewImport, useImportOrders } from '../api/import-orders.ts'

type Checked = { file: File; report: ImportReport }

/**
 * «Импорт» (issue 48): a table of orders is checked first (every row's problem, nothing created), then created
 * whole. A fixed file is chosen again and checked again.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null)
  const [checked, setChecked] = useState<Checked | null>(null)
  const [checking, setChecking] = useState(false)
  const [downloading, setDownloading] = useState(false)
  const importing = useImportOrders()

  const check = async (file: File) => {
    setChecked(null)
    if (file.size > importFileLimitBytes) {
      notify({ status: 'warning', message: bulkMessages.importTooLarge })
      return
    }
    setChecking(true)
    try {
      setChecked({ file, report: await previewImport(file) })
    } catch (error) {
      notifyFailure(error)
    } finally {
      setChecking(false)
    }
  }

  const create = async () => {
    if (!checked) return
    const report = await importing.submit(checked.file, {
      onDone: (created) => {
        notify({ status: 'success', message: `Создано заказов: ${created.created}` })
        onClose()
      },
    })
    // Refused: what changed since the check (an order made meanwhile) is shown row by row.
    if (!report) await check(checked.file)
  }

  const template = async () => {
    setDownloading(true)
    try {
      await downloadImportTemplate()
    } catch (error) {
      notifyFailure(error)
    } finally {
      setDownloading(false)
    }
  }

  const report = checked?.report
  const ready = report !== undefined && report.errors.length === 0
  return (
    <Dialog open onClose={onClose} title="Импорт заказов" width={900}>
      <DialogBody>
        <div className="space-y-4 text-sm text-gray-700">
          <p>
            Таблица .xlsx или .csv (разделитель — точка с запятой) с заголовком{' '}
            <span className="font-mono text-xs break-words text-gray-900">{importHeader}</span>. Магазин и
            услуга — по названию, дата — ДД.ММ.ГГГГ, время — ЧЧ:ММ. Сначала таблица проверяется, заказы
            создаются только все сразу.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => void template()} loading={downloading}>
              <ArrowDownTrayIcon className="size-5" aria-hidden />
              Скачать шаблон
            </Button>
            <Button onClick={() => input.current?.click()} loading={checking}>
              <ArrowUpTrayIcon className="size-5" aria-hidden />
              {checked ? 'Выбрать другой файл' : 'Выбрать файл'}
            </Button>
            <input
              ref={input}
              type="file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Файл таблицы с заказами"
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => {
                const file = event.target.files?.[0]
                event.target.value = ''
                if (file) void check(file)
              }}
            />
          </div>
          {checked && report && <ImportReportView fileName={checked.file.name} report={report} />}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={onClose}>
          Отмена
        </Button>
        <Button onClick={() => void create()} disabled={!ready} loading={importing.isPending}>
          Создать заказы
        </Button>
      </DialogFooter>
    </Dialog>
  )
}

function ImportReportView({ fileName, report }: { fileName: string; report: ImportReport }) {
  const rowsWithProblems = new Set(report.errors.map((error) => error.row)).size
  return (
    <section aria-label="Проверка таблицы" className="space-y-3 rounded-lg p-4 ring-1 ring-gray-200">
      <p className="text-gray-900">
        <span className="font-medium">{fileName}</span>: строк с заказами — {report.rows}
      </p>
      {report.errors.length === 0 ? (
        <p className="font-medium text-primary-800">Ошибок нет: можно создавать заказы</p>
      ) : (
        <>
          <p className="font-medium text-red-700">
            Строк с ошибками — {rowsWithProblems}. Исправьте их в таблице и выберите файл снова
          </p>
          <ul aria-label="Ошибки в строках" className="max-h-72 space-y-1 overflow-y-auto">
            {report.errors.map((error, index) => (
              <li key={index}>
                <span className="font-medium text-gray-900">Строка {error.row}:</span> {error.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
