import { useState, type DragEvent } from 'react'
import { CheckIcon, PlusIcon } from '@heroicons/react/20/solid'
import type { PlannerShift, PlannerShop, PlannerWeek } from '#contract/week-planner/planner.ts'
import { cellKey, dayLabel, type Cell } from '../planner-cells.ts'

/** What a template card puts on the drag: its id. */
export const templateDragType = 'application/x-smeny-template'

const time = (instant: string) => instant.slice(11, 16)

/**
 * The week's grid: a row per shop, a column per day. A cell lists its shifts (time, service, filled of needed) and
 * is chosen with its button (Shift + click or Shift + Enter takes the range from the last cell chosen); a template
 * dropped on a cell goes to it, or to all chosen cells when it is one of them.
 */
export function PlannerGrid(props: {
  week: PlannerWeek
  selected: ReadonlySet<string>
  onToggle: (cell: Cell, range: boolean) => void
  onDrop: (cell: Cell, templateId: number) => void
  onOpenShift: (shift: PlannerShift, shop: PlannerShop) => void
}) {
  const { week } = props
  const byCell = new Map<string, PlannerShift[]>()
  for (const shift of week.shifts) {
    const key = cellKey(shift)
    byCell.set(key, [...(byCell.get(key) ?? []), shift])
  }
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <table className="w-full min-w-[900px] table-fixed border-collapse text-sm">
        <caption className="sr-only">Смены магазинов по дням недели</caption>
        <thead>
          <tr className="bg-gray-50 text-left text-gray-600">
            <th scope="col" className="w-40 border-b border-gray-200 px-3 py-2 font-medium">
              Магазин
            </th>
            {week.days.map((day) => (
              <th key={day} scope="col" className="border-b border-l border-gray-200 px-3 py-2 font-medium">
                {dayLabel(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {week.shops.map((shop) => (
            <tr key={shop.id} className="align-top">
              <th
                scope="row"
                className="border-b border-gray-100 px-3 py-2 text-left font-medium text-gray-900"
              >
                {shop.name}
                <span className="block text-xs font-normal text-gray-500">{shop.cityName}</span>
              </th>
              {week.days.map((date) => (
                <PlannerCell
                  key={date}
                  shop={shop}
                  cell={{ shopId: shop.id, date }}
                  shifts={byCell.get(cellKey({ shopId: shop.id, date })) ?? []}
                  selected={props.selected.has(cellKey({ shopId: shop.id, date }))}
                  onToggle={props.onToggle}
                  onDrop={props.onDrop}
                  onOpenShift={props.onOpenShift}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function PlannerCell(props: {
  shop: PlannerShop
  cell: Cell
  shifts: PlannerShift[]
  selected: boolean
  onToggle: (cell: Cell, range: boolean) => void
  onDrop: (cell: Cell, templateId: number) => void
  onOpenShift: (shift: PlannerShift, shop: PlannerShop) => void
}) {
  const [over, setOver] = useState(false)
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(templateDragType)
  const name = `${props.shop.name}, ${dayLabel(props.cell.date)}`
  const tone = props.selected
    ? 'bg-primary-50 ring-2 ring-inset ring-primary-600'
    : over
      ? 'bg-primary-50/60 ring-2 ring-inset ring-primary-400'
      : ''
  return (
    <td
      data-cell={name}
      className={`border-b border-l border-gray-100 p-1.5 ${tone}`}
      onDragOver={(event) => {
        if (!accepts(event)) return
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false)
        const id = Number(event.dataTransfer.getData(templateDragType))
        if (!id) return
        event.preventDefault()
        props.onDrop(props.cell, id)
      }}
    >
      <div className="flex min-h-16 flex-col gap-1">
        {props.shifts.map((shift) => (
          <ShiftChip
            key={`${shift.serviceId}|${shift.dateTime}|${shift.dateTo}`}
            shift={shift}
            onOpen={() => props.onOpenShift(shift, props.shop)}
          />
        ))}
        <button
          type="button"
          aria-pressed={props.selected}
          aria-label={`Выбрать: ${name}`}
          onClick={(event) => props.onToggle(props.cell, event.shiftKey)}
          className="flex min-h-8 flex-1 items-center justify-center rounded-md text-gray-400 hover:bg-gray-50 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-700 aria-pressed:text-primary-700"
        >
          {props.selected ? (
            <CheckIcon className="size-4" aria-hidden />
          ) : (
            <PlusIcon className="size-4" aria-hidden />
          )}
        </button>
      </div>
    </td>
  )
}

function ShiftChip({ shift, onOpen }: { shift: PlannerShift; onOpen: () => void }) {
  const full = shift.filled >= shift.needed
  return (
    <button
      type="button"
      onClick={onOpen}
      className="rounded-md bg-gray-50 px-1.5 py-1 text-left ring-1 ring-gray-200 hover:bg-white hover:ring-primary-400 focus-visible:outline-2 focus-visible:outline-primary-700"
    >
      <span className="block text-xs font-medium whitespace-nowrap text-gray-900 tabular-nums">
        {time(shift.dateTime)}–{time(shift.dateTo)}
      </span>
      <span className="mt-0.5 flex items-center gap-1">
        <span className="min-w-0 flex-1 truncate text-xs text-gray-600">
          {shift.seriesId !== null && <span aria-label="Серия">↻ </span>}
          {shift.serviceName}
        </span>
        <span
          className={`shrink-0 rounded px-1 text-xs tabular-nums ${full ? 'bg-primary-100 text-primary-800' : 'bg-amber-100 text-amber-900'}`}
          aria-label={`Заполнено ${shift.filled} из ${shift.needed}`}
        >
          {shift.filled}/{shift.needed}
        </span>
      </span>
    </button>
  )
}
