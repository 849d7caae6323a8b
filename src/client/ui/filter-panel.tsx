import type { ReactNode } from 'react'
import { isSearchTerm, searchMinLength } from '#contract/common/rules.ts'
import { Button } from './button.tsx'
import { TextField } from './fields/text-field.tsx'

/** The filters above a staff table: their fields in a grid, and the reset as the grid's last cell. */
export function FilterPanel(props: { onReset: () => void; children: ReactNode }) {
  return (
    <section aria-label="Фильтры" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {props.children}
        <div className="flex sm:pt-7">
          <ResetFiltersButton onReset={props.onReset} />
        </div>
      </div>
    </section>
  )
}

export function ResetFiltersButton(props: { onReset: () => void }) {
  return (
    <Button variant="ghost" onClick={props.onReset}>
      Сбросить фильтры
    </Button>
  )
}

/** A text search that says so while what is typed is still too short to search by. */
export function SearchField(props: {
  label: string
  placeholder: string
  value: string
  onChange: (text: string) => void
}) {
  const typedTooShort = props.value.trim() !== '' && !isSearchTerm(props.value)
  return (
    <TextField
      label={props.label}
      type="search"
      placeholder={props.placeholder}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      maxLength={100}
      hint={typedTooShort ? `Введите не менее ${searchMinLength} символов` : undefined}
    />
  )
}
