import { ComboboxOption, Description } from '@headlessui/react'
import { CheckIcon } from '@heroicons/react/20/solid'
import { isSearchTerm, searchMinLength } from '#contract/common/rules.ts'
import type { Option } from './options.ts'

// Headless UI writes `max-width: <room left>px` inline on an anchored panel, which beats any class: the cap
// is therefore `!important`, and the panel's least width (the control's) is held under it too.
const panelClass =
  'z-50 max-h-72 w-max [--menu-max:min(620px,calc(100vw-1rem))] max-w-(--menu-max)! overflow-auto rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-gray-200 [--anchor-gap:4px] [--anchor-padding:8px] focus:outline-none empty:invisible'

/**
 * The panel of a list, autocomplete or searchable field: under the control, at least as wide as it and at most
 * 620 px (spec section 9).
 */
export const optionsPanelClass = {
  listbox: `${panelClass} min-w-[min(var(--button-width),var(--menu-max))]`,
  combobox: `${panelClass} min-w-[min(var(--input-width),var(--menu-max))]`,
}

export const optionClass =
  'group flex cursor-pointer items-start gap-2 px-3 py-2 text-gray-900 select-none data-[disabled]:cursor-default data-[disabled]:text-gray-400 data-[focus]:bg-primary-50'

/** An option's text: the label and, under it, the second line (a guid, a zupId). */
export function OptionText<V>({ option }: { option: Option<V> }) {
  return (
    <>
      <CheckIcon
        className="invisible mt-0.5 size-4 shrink-0 text-primary-700 group-data-[selected]:visible"
        aria-hidden
      />
      <span className="min-w-0">
        <span className="block group-data-[selected]:font-medium">{option.label}</span>
        {option.description && (
          <span className="block break-all text-xs text-gray-500">{option.description}</span>
        )}
      </span>
    </>
  )
}

/** The chosen option's second line under the control, so the choice shows what identifies it (spec section 3). */
export function ChosenDescription<V>({ option }: { option: Option<V> | null | undefined }) {
  if (!option?.description) return null
  return <Description className="break-all text-xs text-gray-500">{option.description}</Description>
}

// Compared by identity, so it never equals a chosen value, even null.
const messageValue = Symbol('message')

/** A line in a combobox's list that says why there is nothing to choose; an option that cannot be chosen. */
export function OptionsMessage({ children }: { children: string }) {
  return (
    <ComboboxOption value={messageValue} disabled className="px-3 py-2 text-gray-500">
      {children}
    </ComboboxOption>
  )
}

const folded = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е')

/** Options whose label or second line contains the typed text, ignoring case and ё. */
export function filterOptions<V>(options: readonly Option<V>[], query: string): readonly Option<V>[] {
  const wanted = folded(query.trim())
  if (!wanted) return options
  return options.filter((option) => folded(`${option.label} ${option.description ?? ''}`).includes(wanted))
}

/** What the list says instead of options, or null when it shows them. */
export function searchStatus(typed: string, waiting: boolean, failed: boolean, found: number): string | null {
  if (!isSearchTerm(typed)) return `Введите не менее ${searchMinLength} символов`
  if (failed) return 'Не удалось выполнить поиск'
  if (waiting && found === 0) return 'Поиск…'
  return found === 0 ? 'Ничего не найдено' : null
}
