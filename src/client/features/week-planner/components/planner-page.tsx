import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  ArrowPathIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  DocumentDuplicateIcon,
} from '@heroicons/react/20/solid'
import type { OrderTemplate } from '#contract/order-templates/templates.ts'
import type { PlannerShift, PlannerShop, PlannerWeek } from '#contract/week-planner/planner.ts'
import type { PlannerSearch } from '#contract/week-planner/planner-search.ts'
import { addDays, mondayOf } from '#contract/week-planner/week.ts'
import { shopsQueryOptions } from '../../../shared/shops.ts'
import { Button } from '../../../ui/button.tsx'
import { EmptyState, PageHeader } from '../../../ui/page.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { useDialog } from '../../../ui/use-dialog.ts'
import {
  allTemplatesQuery,
  plannerQueryOf,
  plannerWeekQuery,
  todayIso,
  useCopyWeek,
  useCreateMany,
} from '../api/planner.ts'
import {
  cellKey,
  cellRange,
  dayLabel,
  ordersOfTemplate,
  refusedLines,
  weekLabel,
  type Cell,
} from '../planner-cells.ts'
import { PlannerFilters } from './planner-filters.tsx'
import { PlannerGrid } from './planner-grid.tsx'
import { PlannerReportPanel, type PlannerReport } from './planner-report.tsx'
import { SeriesDialog } from './series-dialog.tsx'
import { ShiftDialog } from './shift-dialog.tsx'
import { TemplatePanel } from './template-panel.tsx'

/** The chosen shop's templates first, then the others, each by name. */
function templatesInOrder(templates: readonly OrderTemplate[], shopId: number | undefined) {
  return [...templates].sort(
    (a, b) => Number(b.shopId === shopId) - Number(a.shopId === shopId) || a.name.localeCompare(b.name, 'ru'),
  )
}

/**
 * Планировщик (issue 48, item 2): the week's grid of shops × days for the address's week, city and shop; templates
 * placed on cells make orders through `create-many` (all or none, each refusal named by its cell), a week is copied
 * to the next, series are made and changed from here.
 */
export function PlannerPage(props: {
  title: string
  search: PlannerSearch
  onSearch: (next: PlannerSearch) => void
}) {
  const { search, onSearch } = props
  const query = plannerQueryOf(search)
  const { weekStart } = query
  const week = useQuery(plannerWeekQuery(search))
  const templates = templatesInOrder(useQuery(allTemplatesQuery).data ?? [], search.shopId)
  const shopNames = new Map((useQuery(shopsQueryOptions).data ?? []).map((shop) => [shop.id, shop.name]))
  const [selected, setSelected] = useState<Map<string, Cell>>(new Map())
  const [anchor, setAnchor] = useState<Cell | null>(null)
  const [templateId, setTemplateId] = useState<number | null>(null)
  const [report, setReport] = useState<PlannerReport | null>(null)
  const createMany = useCreateMany()
  const copyWeek = useCopyWeek()
  const seriesDialog = useDialog()
  const shiftDialog = useDialog<{ shift: PlannerShift; shop: PlannerShop }>()

  const goToWeek = (monday: string) => {
    setSelected(new Map())
    onSearch({ ...search, week: monday })
  }
  const toggle = (cell: Cell, range: boolean) => {
    const next = new Map(selected)
    if (range && anchor && week.data) {
      for (const one of cellRange(anchor, cell, week.data.shops, week.data.days)) next.set(cellKey(one), one)
    } else if (next.has(cellKey(cell))) next.delete(cellKey(cell))
    else next.set(cellKey(cell), cell)
    setAnchor(cell)
    setSelected(next)
  }
  const place = (template: OrderTemplate, cells: Cell[], data: PlannerWeek) => {
    const orders = ordersOfTemplate(template, cells, data.shops)
    void createMany.submit(
      { body: { orders } },
      {
        onDone: (answer) => {
          setSelected(new Map())
          setReport({
            tone: 'success',
            title: `Создано заказов: ${answer.orders.length} по шаблону «${template.name}»`,
            lines: [],
          })
        },
        placeIn: (error) => {
          if (error.rows.length === 0) return false
          setReport({
            tone: 'error',
            title: error.message,
            lines: refusedLines(error.rows, cells, data.shops),
          })
          return true
        },
      },
    )
  }
  const dropped = (cell: Cell, id: number) => {
    const template = templates.find((candidate) => candidate.id === id)
    if (!template || !week.data) return
    place(template, selected.has(cellKey(cell)) ? [...selected.values()] : [cell], week.data)
  }
  const copy = () =>
    void copyWeek.submit(
      { body: query },
      {
        onDone: (answer) => {
          const refused = answer.refused.length
          setReport({
            tone: refused > 0 ? 'warning' : 'success',
            title: `Создано копий на следующую неделю: ${answer.created}${refused > 0 ? `; не создано: ${refused}` : ''}`,
            lines: answer.refused.map(
              (copy) =>
                `${copy.shopName}, ${dayLabel(copy.dateTime.slice(0, 10))} ${copy.dateTime.slice(11, 16)}, ${copy.serviceName}: ${copy.message}`,
            ),
          })
        },
      },
    )
  const chosenTemplate = templates.find((template) => template.id === templateId)

  return (
    <>
      <PageHeader
        title={props.title}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => seriesDialog.open()}>
              <ArrowPathIcon className="size-5" aria-hidden />
              Серия смен
            </Button>
            <Button variant="secondary" onClick={copy} loading={copyWeek.isPending}>
              <DocumentDuplicateIcon className="size-5" aria-hidden />
              Копировать неделю на следующую
            </Button>
          </div>
        }
      />
      <PlannerFilters
        filters={{ cityId: search.cityId, shopId: search.shopId }}
        onChange={(filters) => {
          setSelected(new Map())
          onSearch({ ...(search.week ? { week: search.week } : {}), ...filters })
        }}
      />
      <nav aria-label="Неделя" className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          onClick={() => goToWeek(addDays(weekStart, -7))}
          aria-label="Предыдущая неделя"
        >
          <ChevronLeftIcon className="size-5" aria-hidden />
        </Button>
        <p className="min-w-44 text-center text-base font-semibold text-gray-900 tabular-nums">
          {weekLabel(week.data?.days ?? [weekStart, addDays(weekStart, 6)])}
        </p>
        <Button variant="ghost" onClick={() => goToWeek(addDays(weekStart, 7))} aria-label="Следующая неделя">
          <ChevronRightIcon className="size-5" aria-hidden />
        </Button>
        <Button variant="ghost" onClick={() => goToWeek(mondayOf(todayIso()))}>
          Эта неделя
        </Button>
        {week.isFetching && <Spinner className="size-5 text-primary-700" label="Загрузка недели" />}
      </nav>
      {report && <PlannerReportPanel report={report} onClose={() => setReport(null)} />}
      <TemplatePanel
        templates={templates}
        shopNames={shopNames}
        chosenId={templateId}
        onChoose={setTemplateId}
        cellsChosen={selected.size}
        creating={createMany.isPending}
        onCreate={() =>
          chosenTemplate && week.data && place(chosenTemplate, [...selected.values()], week.data)
        }
        onClearCells={() => setSelected(new Map())}
      />
      <div className="min-w-0 space-y-2">
        {!week.data ? (
          week.isError ? (
            <EmptyState title="Не удалось загрузить неделю">Обновите страницу.</EmptyState>
          ) : (
            <div className="flex justify-center py-10">
              <Spinner className="size-6 text-primary-700" label="Загрузка недели" />
            </div>
          )
        ) : week.data.shops.length === 0 ? (
          <EmptyState title="Нет магазинов по этим условиям" />
        ) : (
          <>
            <PlannerGrid
              week={week.data}
              selected={new Set(selected.keys())}
              onToggle={toggle}
              onDrop={dropped}
              onOpenShift={(shift, shop) => shiftDialog.open({ shift, shop })}
            />
            {week.data.shopsTotal > week.data.shops.length && (
              <p className="text-sm text-gray-600">
                Показаны {week.data.shops.length} магазинов из {week.data.shopsTotal}: выберите город или
                магазин.
              </p>
            )}
          </>
        )}
      </div>
      {seriesDialog.isOpen && (
        <SeriesDialog
          templates={templates}
          shopId={search.shopId}
          onClose={seriesDialog.close}
          onReport={setReport}
        />
      )}
      {shiftDialog.subject && (
        <ShiftDialog {...shiftDialog.subject} onClose={shiftDialog.close} onReport={setReport} />
      )}
    </>
  )
}
