import { useState } from 'react'
import { Label, Radio, RadioGroup } from '@headlessui/react'
import { StarIcon } from '@heroicons/react/24/solid'

/** Spec section 9: five stars, 30 px. */
const ratingStars = [1, 2, 3, 4, 5] as const
const ratingSize = 30

/**
 * A mark from 1 to 5 as a radio group: arrow keys move between the stars, and a star lights up with those
 * before it. 0 means no mark yet.
 */
export function RatingInput(props: {
  label: string
  value: number
  onChange: (value: number) => void
  size?: number
}) {
  const [hovered, setHovered] = useState(0)
  const size = props.size ?? ratingSize
  const lit = hovered || props.value
  return (
    <RadioGroup<'div', number | null>
      value={props.value || null}
      onChange={(value) => props.onChange(value ?? 0)}
      className="space-y-1"
    >
      <Label className="sr-only">{props.label}</Label>
      <div className="flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
        {ratingStars.map((star) => (
          <Radio
            key={star}
            value={star}
            aria-label={`${star} из 5`}
            onMouseEnter={() => setHovered(star)}
            className="cursor-pointer rounded focus:outline-none data-[focus]:ring-2 data-[focus]:ring-primary-700"
          >
            <StarIcon
              style={{ width: size, height: size }}
              className={star <= lit ? 'text-amber-400' : 'text-gray-300'}
              aria-hidden
            />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  )
}

/** A worker's rating as a star and the number, or «Нет оценок» before their first mark. */
export function RatingValue({ value }: { value: number | null }) {
  if (value === null) return <span className="text-sm text-gray-500">Нет оценок</span>
  const shown = value.toLocaleString('ru-RU', { maximumFractionDigits: 1 })
  return (
    <span
      role="img"
      className="inline-flex items-center gap-1 text-sm text-gray-700"
      aria-label={`Рейтинг ${shown} из 5`}
    >
      <StarIcon className="size-4 text-amber-400" aria-hidden />
      <span aria-hidden>{shown}</span>
    </span>
  )
}
