import { useState } from 'react'
import { BadgeMark } from '../../../ui/badge-mark.tsx'
import { Button } from '../../../ui/button.tsx'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { Dialog, DialogBody, type DialogWidth } from '../../../ui/dialog.tsx'
import { Drawer, type DrawerSize } from '../../../ui/drawer.tsx'
import { EmptyState } from '../../../ui/page.tsx'
import { SegmentedSwitch } from '../../../ui/segmented-switch.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { Spinner } from '../../../ui/spinner.tsx'
import { TabView } from '../../../ui/tab-view.tsx'
import { Specimen } from './specimen.tsx'

const dialogWidths: DialogWidth[] = [400, 600, 900, 1200]
const drawers: { size: DrawerSize; side: 'left' | 'right'; label: string }[] = [
  { size: 'md', side: 'left', label: 'Меню, 375 px слева' },
  { size: 'lg', side: 'right', label: 'Карточка, 480 px справа' },
]

/** The shared components other than form fields: buttons, notices, dialogs, badges, tabs. */
export function ComponentSpecimens() {
  const [confirmAction, confirmDialog] = useConfirm()
  const [choice, setChoice] = useState<'a' | 'b'>('a')
  const [drawer, setDrawer] = useState<(typeof drawers)[number] | null>(null)
  const [dialogWidth, setDialogWidth] = useState<DialogWidth | null>(null)
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Specimen title="Кнопки">
        <div className="flex flex-wrap gap-3">
          <Button>Основная</Button>
          <Button variant="secondary">Вторичная</Button>
          <Button variant="ghost">Текстовая</Button>
          <Button variant="danger">Опасная</Button>
          <Button loading>Загрузка</Button>
          <Button disabled>Недоступна</Button>
        </div>
      </Specimen>
      <Specimen title="Переключатель">
        <SegmentedSwitch
          label="Пример"
          value={choice}
          onChange={setChoice}
          options={[
            { value: 'a', label: 'Первый' },
            { value: 'b', label: 'Второй' },
          ]}
        />
      </Specimen>
      <Specimen title="Уведомления">
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() => notify({ status: 200, message: 'Заказ успешно создан' })}
          >
            200 — успех
          </Button>
          <Button
            variant="secondary"
            onClick={() => notify({ status: 409, message: 'Заказ уже взят в работу' })}
          >
            409 — предупреждение
          </Button>
          <Button
            variant="secondary"
            onClick={() => notify({ status: 500, message: ['Первая ошибка', 'Вторая ошибка'] })}
          >
            500 — список
          </Button>
          <Button
            variant="secondary"
            onClick={() => notify({ status: 'info', message: 'Остаётся до закрытия', permanent: true })}
          >
            Постоянное
          </Button>
        </div>
      </Specimen>
      <Specimen title="Диалог и панель">
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={async () =>
              notify({
                status: 'info',
                message: (await confirmAction({
                  title: 'Удалить?',
                  message: 'Действие нельзя отменить',
                  danger: true,
                }))
                  ? 'Подтверждено'
                  : 'Отменено',
              })
            }
          >
            Подтверждение
          </Button>
          {drawers.map((variant) => (
            <Button key={variant.size} variant="secondary" onClick={() => setDrawer(variant)}>
              {variant.label}
            </Button>
          ))}
          {dialogWidths.map((width) => (
            <Button key={width} variant="secondary" onClick={() => setDialogWidth(width)}>
              Диалог {width} px
            </Button>
          ))}
        </div>
        <Drawer
          open={drawer !== null}
          onClose={() => setDrawer(null)}
          title="Панель"
          size={drawer?.size}
          side={drawer?.side}
          closeLabel="Закрыть панель"
        >
          <p className="p-4 text-sm text-gray-600">{drawer?.label}</p>
        </Drawer>
        <Dialog
          open={dialogWidth !== null}
          onClose={() => setDialogWidth(null)}
          title={`Диалог ${dialogWidth ?? ''} px`}
          width={dialogWidth ?? 600}
        >
          <DialogBody>
            <p className="text-sm text-gray-600">Ширины диалогов: 400, 600, 900 и 1200 px.</p>
          </DialogBody>
        </Dialog>
      </Specimen>
      <Specimen title="Метки и загрузка">
        <div className="flex items-center gap-4">
          <BadgeMark badge={{ kind: 'number', value: 3 }} label="Число" />
          <BadgeMark badge={{ kind: 'dot' }} label="Точка" />
          <Spinner className="size-6 text-primary-700" label="Загрузка" />
        </div>
      </Specimen>
      <Specimen title="Вкладки">
        <TabView
          label="Пример вкладок"
          tabs={[
            { key: 'one', title: 'Первая', count: 2, content: <p className="text-sm">Первая вкладка</p> },
            { key: 'hidden', title: 'Скрытая', invisible: true, content: null },
            { key: 'two', title: 'Вторая', content: <p className="text-sm">Вторая вкладка</p> },
          ]}
        />
      </Specimen>
      <Specimen title="Пустое состояние">
        <EmptyState title="Пока пусто">Здесь появятся данные.</EmptyState>
      </Specimen>
      {confirmDialog}
    </div>
  )
}
