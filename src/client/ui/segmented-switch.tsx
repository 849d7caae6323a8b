import { Label, Radio, RadioGroup } from '@headlessui/react'

/** A switch between a few named options, as radio buttons: arrow keys move between them. */
export function SegmentedSwitch<T extends string>(props: {
  label: string
  value: T
  onChange: (value: T) => void
  options: readonly { value: T; label: string }[]
}) {
  return (
    <RadioGroup value={props.value} onChange={props.onChange} className="space-y-1.5">
      <Label className="sr-only">{props.label}</Label>
      <div className="grid grid-flow-col gap-1 rounded-lg bg-gray-100 p-1">
        {props.options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className="cursor-pointer rounded-md px-3 py-2 text-center text-sm font-medium text-gray-600 focus:outline-none data-[checked]:bg-white data-[checked]:text-primary-800 data-[checked]:shadow-sm data-[focus]:ring-2 data-[focus]:ring-primary-700"
          >
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  )
}
