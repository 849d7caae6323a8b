import { useState } from 'react'
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { MapPinIcon } from '@heroicons/react/20/solid'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useController, type FieldValues } from 'react-hook-form'
import { addressPartLabels } from '#contract/workers/enums.ts'
import type { AddressSuggestion } from '#contract/workers/addresses.ts'
import type { BoundFieldProps } from './bound-field.ts'
import {
  cleanPart,
  composeAddress,
  parseAddress,
  type AddressPartKey,
  type AddressParts,
} from './address-value.ts'
import { HeadlessFieldFrame, inputClass } from './field-frame.tsx'
import { validateRequired } from './field-rules.ts'
import { OptionsMessage, optionClass, optionsPanelClass, searchStatus } from './option-list.tsx'
import { useSearchTerm } from './search-debounce.ts'
import { TextField } from './text-field.tsx'

const partLabels: Record<AddressPartKey, string> = {
  house: addressPartLabels.HOUSE,
  building: addressPartLabels.BUILDING,
  flat: addressPartLabels.FLAT,
}

/**
 * An address: the street line chosen among suggestions as one types (3 characters, 500 ms), or typed as it is,
 * then the house, building and flat. The form keeps it as one line (see composeAddress).
 */
export function AddressField<T extends FieldValues>({
  control,
  name,
  suggest,
  ...props
}: BoundFieldProps<T> & { suggest: (query: string) => Promise<AddressSuggestion[]> }) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({
    control,
    name,
    rules: { validate: validateRequired(props.required) },
  })
  const value: string = field.value ?? ''
  const [parts, setParts] = useState<AddressParts>(() => parseAddress(value))
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    if (value !== composeAddress(parts)) setParts(parseAddress(value))
  }
  const { term, input } = useSearchTerm()
  const [typed, setTyped] = useState('')
  const results = useQuery({
    queryKey: ['address-suggestions', term],
    queryFn: () => suggest(term ?? ''),
    enabled: term !== null,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })
  const suggestions = term === null ? [] : (results.data ?? [])
  const status = searchStatus(
    typed,
    term !== typed.trim() || results.isFetching,
    results.isError,
    suggestions.length,
  )
  const error = fieldState.error?.message

  const update = (next: AddressParts) => {
    setParts(next)
    field.onChange(composeAddress(next))
  }
  const choose = (line: string | null) => {
    const suggestion = suggestions.find((item) => item.value === line)
    if (!suggestion) return update({ ...parts, street: line ?? '' })
    update({
      street: suggestion.street,
      house: suggestion.house ?? '',
      building: suggestion.building ?? '',
      flat: suggestion.flat ?? '',
    })
  }

  return (
    <div className="space-y-3">
      <HeadlessFieldFrame label={props.label} error={error} hint={props.hint} disabled={props.disabled}>
        <Combobox value={parts.street} onChange={choose} onClose={field.onBlur} disabled={props.disabled}>
          <div className="relative">
            <MapPinIcon
              className="pointer-events-none absolute inset-y-0 left-3 my-auto size-4 text-gray-400"
              aria-hidden
            />
            <ComboboxInput
              ref={ref}
              aria-invalid={error ? true : undefined}
              autoComplete="off"
              placeholder="Город, улица"
              displayValue={(street: string) => street}
              onChange={(event) => {
                setTyped(event.target.value)
                input(event.target.value)
                update({ ...parts, street: event.target.value })
              }}
              className={`${inputClass} pl-9`}
            />
          </div>
          <ComboboxOptions anchor="bottom start" className={optionsPanelClass.combobox}>
            {status ? (
              <OptionsMessage>{status}</OptionsMessage>
            ) : (
              suggestions.map((suggestion) => (
                <ComboboxOption key={suggestion.value} value={suggestion.value} className={optionClass}>
                  {suggestion.value}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        </Combobox>
      </HeadlessFieldFrame>
      <div className="grid grid-cols-3 items-end gap-3">
        {(Object.keys(partLabels) as AddressPartKey[]).map((key) => (
          <TextField
            key={key}
            label={partLabels[key]}
            value={parts[key]}
            onChange={(event) => update({ ...parts, [key]: cleanPart(event.target.value) })}
            onBlur={field.onBlur}
            maxLength={16}
            autoComplete="off"
            disabled={props.disabled}
          />
        ))}
      </div>
    </div>
  )
}
