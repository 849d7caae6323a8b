import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { ChevronUpDownIcon } from '@heroicons/react/20/solid'
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'
import { HeadlessFieldFrame, inputClass } from '../../../ui/fields/field-frame.tsx'
import { OptionText, optionClass, optionsPanelClass } from '../../../ui/fields/option-list.tsx'
import type { Option } from '../../../ui/fields/options.ts'

/** Several services chosen from the list (a multiple Listbox): the panel stays open while ticking. */
export function ServicesSelect<T extends FieldValues>(props: {
  control: Control<T, unknown, FieldValues>
  name: Path<T>
  label: string
  options: readonly Option<number>[]
}) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control: props.control, name: props.name })
  const chosen = (field.value ?? []) as number[]
  const labels = props.options.filter((option) => chosen.includes(option.value)).map((option) => option.label)
  const error = fieldState.error?.message
  return (
    <HeadlessFieldFrame
      label={props.label}
      error={error}
      hint={chosen.length ? `Выбрано: ${chosen.length}` : 'Магазин пока не заказывает ни одной услуги'}
    >
      <Listbox
        multiple
        value={chosen}
        onChange={(value: number[]) => {
          field.onChange(value)
          field.onBlur()
        }}
      >
        <ListboxButton
          ref={ref}
          aria-invalid={error ? true : undefined}
          className={`${inputClass} relative min-h-11 pr-10 text-left`}
        >
          <span className={labels.length ? 'block truncate' : 'block truncate text-gray-500'}>
            {labels.length ? labels.join(', ') : 'Выберите услуги'}
          </span>
          <ChevronUpDownIcon
            className="pointer-events-none absolute inset-y-0 right-2 my-auto size-5 text-gray-400"
            aria-hidden
          />
        </ListboxButton>
        <ListboxOptions anchor="bottom start" className={optionsPanelClass.listbox}>
          {props.options.map((option) => (
            <ListboxOption key={option.value} value={option.value} className={optionClass}>
              <OptionText option={option} />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </HeadlessFieldFrame>
  )
}
