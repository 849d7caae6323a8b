import type { OrderTemplate } from '#contract/order-templates/templates.ts'
import { Button } from '../../../ui/button.tsx'
import { templateDragType } from './planner-grid.tsx'

/**
 * The templates to place: drag one onto a cell, or choose one here, choose cells in the grid and press «Создать».
 * The chosen shop's templates come first; a template of another shop makes orders in the cell's shop.
 */
export function TemplatePanel(props: {
  templates: readonly OrderTemplate[]
  shopNames: ReadonlyMap<number, string>
  chosenId: number | null
  onChoose: (id: number | null) => void
  cellsChosen: number
  creating: boolean
  onCreate: () => void
  onClearCells: () => void
}) {
  const chosen = props.templates.find((template) => template.id === props.chosenId)
  return (
    <aside
      aria-label="Шаблоны смен"
      className="flex flex-wrap items-start gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold text-gray-900">Шаблоны смен</h2>
        <p className="mt-0.5 text-sm text-gray-600">
          Перетащите шаблон в ячейку или выберите шаблон и ячейки (Shift — диапазон), затем «Создать».
        </p>
        {props.templates.length === 0 ? (
          <p className="mt-3 text-sm text-gray-600">Шаблонов нет: добавьте их в справочнике магазинов.</p>
        ) : (
          <ul className="mt-3 flex max-h-32 flex-wrap gap-2 overflow-y-auto">
            {props.templates.map((template) => {
              const isChosen = template.id === props.chosenId
              return (
                <li key={template.id}>
                  <button
                    type="button"
                    draggable
                    aria-pressed={isChosen}
                    title={props.shopNames.get(template.shopId)}
                    onDragStart={(event) => {
                      event.dataTransfer.setData(templateDragType, String(template.id))
                      event.dataTransfer.effectAllowed = 'copy'
                    }}
                    onClick={() => props.onChoose(isChosen ? null : template.id)}
                    className={`min-h-11 cursor-grab rounded-lg px-3 py-1.5 text-left text-sm ring-1 focus-visible:outline-2 focus-visible:outline-primary-700 ${
                      isChosen
                        ? 'bg-primary-50 ring-2 ring-primary-600'
                        : 'bg-white ring-gray-200 hover:ring-primary-400'
                    }`}
                  >
                    <span className="block font-medium text-gray-900">{template.name}</span>
                    <span className="block text-xs text-gray-600">
                      {template.startTime}–{template.endTime} · {template.serviceName} ·{' '}
                      {props.shopNames.get(template.shopId)}
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-stretch gap-2 sm:w-56">
        <p className="text-sm text-gray-700" aria-live="polite">
          Выбрано ячеек: {props.cellsChosen}
          {chosen ? ` · шаблон «${chosen.name}»` : ''}
        </p>
        <Button
          onClick={props.onCreate}
          loading={props.creating}
          disabled={!chosen || props.cellsChosen === 0}
        >
          Создать
        </Button>
        {props.cellsChosen > 0 && (
          <Button variant="ghost" onClick={props.onClearCells}>
            Снять выбор
          </Button>
        )}
      </div>
    </aside>
  )
}
