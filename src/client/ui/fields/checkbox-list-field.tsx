import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * A group of ticks that fill one array field (react-hook-form's `register` on checkboxes that share a name): each
 * option a 44 px row, the group named by its legend, the field's error under it.
 */
export function CheckboxListField<Option extends string>(props: {
  legend: string
  options: readonly Option[]
  labels: Record<Option, string>
  registration: UseFormRegisterReturn
  error?: string | undefined
  twoColumns?: boolean
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-900">{props.legend}</legend>
      <div className={`mt-2 grid gap-1 ${props.twoColumns ? 'sm:grid-cols-2' : ''}`}>
        {props.options.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-3 text-sm text-gray-800">
            <input
              type="checkbox"
              value={option}
              className="size-5 rounded border-gray-400 accent-primary-700 focus-visible:outline-2 focus-visible:outline-primary-700"
              {...props.registration}
            />
            {props.labels[option]}
          </label>
        ))}
      </div>
      {props.error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      )}
    </fieldset>
  )
}
