import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ArrowUpTrayIcon } from '@heroicons/react/20/solid'
import { displayDate } from '#contract/common/display-dates.ts'
import {
  formerEmployeeMessages as says,
  formerEmployeesFileLimitBytes,
  formerEmployeesHeader,
} from '#contract/former-employees/former-employees.ts'
import { Button } from '../../../ui/button.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { formerEmployeesQueryOptions, useImportFormerEmployees } from '../api/former-employees.ts'

/** A refused file: the server's reason, and each wrong row, kept on the page to fix the file by. */
type Refusal = { message: string; rows: string[] }

function ImportSection() {
  const input = useRef<HTMLInputElement>(null)
  const upload = useImportFormerEmployees()
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const send = async (file: File) => {
    setRefusal(null)
    if (file.size > formerEmployeesFileLimitBytes) {
      notify({ status: 'warning', message: says.tooLarge })
      return
    }
    await upload.submit(file, {
      onDone: (answer) => notify({ status: 'success', message: says.imported(answer.imported) }),
      placeIn: (error) => {
        if (error.status !== 400) return false
        setRefusal({ message: error.message, rows: error.messages.filter((line) => line !== error.message) })
        return true
      },
    })
  }
  return (
    <section
      className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
      aria-label="Загрузка списка"
    >
      <h2 className="text-base font-semibold text-gray-900">Загрузка списка</h2>
      <p className="text-sm text-gray-600">
        Файл .xlsx или .csv: первая строка — «{formerEmployeesHeader.join(';')}», даты в виде ДД.ММ.ГГГГ. Если
        в файле есть ошибка, не загружается ничего. Человек, уже бывший в списке, получает дату из нового
        файла.
      </p>
      <Button variant="secondary" onClick={() => input.current?.click()} loading={upload.isPending}>
        <ArrowUpTrayIcon className="size-5" aria-hidden />
        Загрузить список
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-label="Файл со списком бывших работников"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void send(file)
        }}
      />
      {refusal && (
        <div
          role="alert"
          className="space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          <p className="font-medium">{refusal.message}</p>
          {refusal.rows.length > 0 && (
            <ul className="list-inside list-disc">
              {refusal.rows.map((row) => (
                <li key={row}>{row}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  )
}

/**
 * Бывшие работники (decision 100): the company's list, imported whole or not at all, and each person's day
 * from which the company may assign and pay them as self-employed.
 */
export function FormerEmployeesTab() {
  const list = useQuery(formerEmployeesQueryOptions)
  return (
    <div className="max-w-5xl space-y-4">
      <ImportSection />
      <section
        className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
        aria-label="Бывшие работники компании"
      >
        <h2 className="text-base font-semibold text-gray-900">
          Бывшие работники компании{list.data ? `: ${list.data.length}` : ''}
        </h2>
        {list.data?.length === 0 && <p className="mt-2 text-sm text-gray-600">Список ещё не загружен.</p>}
        {list.isError && <p className="mt-2 text-sm text-gray-600">Не удалось загрузить список</p>}
        {list.data && list.data.length > 0 && (
          <div className="mt-3 overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead className="border-b border-gray-200 text-gray-600">
                <tr>
                  <th className="px-3 py-2 font-medium">ФИО</th>
                  <th className="px-3 py-2 font-medium">ИНН</th>
                  <th className="px-3 py-2 font-medium whitespace-nowrap">Дата увольнения</th>
                  <th className="px-3 py-2 font-medium whitespace-nowrap">Работать можно с</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100 text-gray-900">
                {list.data.map((person) => (
                  <tr key={person.inn}>
                    <td className="px-3 py-2">{person.fullName}</td>
                    <td className="px-3 py-2 tabular-nums">{person.inn}</td>
                    <td className="px-3 py-2 tabular-nums">{displayDate(person.dismissedOn)}</td>
                    <td className="px-3 py-2 tabular-nums">{displayDate(person.mayWorkFrom)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}
