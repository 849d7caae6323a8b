import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { CalendarDaysIcon } from '@heroicons/react/24/outline'
import type { CSSProperties } from 'react'
import { DayPicker, type Matcher } from 'react-day-picker'
import { ru } from 'react-day-picker/locale'
import 'react-day-picker/style.css'

const firstMonth = new Date(1900, 0)

/** The picker's own stylesheet is not in a cascade layer, so its variables are overridden inline, not by classes. */
const pickerTheme = {
  '--rdp-accent-color': '#15803d',
  '--rdp-accent-background-color': '#f0fdf4',
  '--rdp-day-height': '40px',
  '--rdp-day-width': '40px',
  '--rdp-day_button-height': '38px',
  '--rdp-day_button-width': '38px',
} as CSSProperties

/** The calendar button of a date field: Russian month and day names, weeks from Monday (spec section 5). */
export function DatePickerButton(props: {
  selected: Date | undefined
  onPick: (date: Date) => void
  from?: Date | undefined
  to?: Date | undefined
  disabled?: boolean | undefined
}) {
  const { from, to } = props
  const outside: Matcher[] = [...(from ? [{ before: from }] : []), ...(to ? [{ after: to }] : [])]
  const lastMonth = to ?? new Date(new Date().getFullYear() + 10, 11)
  return (
    <Popover>
      <PopoverButton
        disabled={props.disabled}
        aria-label="Выбрать дату в календаре"
        className="flex size-10 items-center justify-center rounded-md text-gray-500 hover:text-primary-700 focus:outline-none data-[disabled]:text-gray-300 data-[focus]:ring-2 data-[focus]:ring-primary-700"
      >
        <CalendarDaysIcon className="size-5" aria-hidden />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        focus
        className="z-50 rounded-xl bg-white p-3 text-sm shadow-lg ring-1 ring-gray-200 [--anchor-gap:6px] [--anchor-padding:8px]"
      >
        {({ close }) => (
          <DayPicker
            mode="single"
            locale={ru}
            weekStartsOn={1}
            captionLayout="dropdown"
            selected={props.selected}
            defaultMonth={props.selected ?? to}
            startMonth={from ?? firstMonth}
            endMonth={lastMonth}
            disabled={outside}
            onSelect={(date) => {
              if (!date) return
              props.onPick(date)
              close()
            }}
            style={pickerTheme}
          />
        )}
      </PopoverPanel>
    </Popover>
  )
}
