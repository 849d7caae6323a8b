import { useState } from 'react'
import { BadgeMark } from '../../navigation/components/navigation-list.tsx'
import { Button } from '../../../ui/button.tsx'
import { confirmAction } from '../../../ui/confirm-dialog.tsx'
import { Drawer } from '../../../ui/drawer.tsx'
import { EmptyState } from '../../../ui/page.tsx'
import { SegmentedSwitch } from '../../../ui/segmented-switch.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { Spinner } from '../../../ui/spinner.tsx'
import { TabView } from '../../../ui/tab-view.tsx'
import { Specimen } from './specimen.tsx'

/** The shared components other than form fields: buttons, notices, dialogs, badges, tabs. */
export function ComponentSpecimens() {
  const [choice, setChoice] = useState<'a' | 'b'>('a')
  const [drawer, setDrawer] = useState(false)
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
          <Button variant="secondary" onClick={() => setDrawer(true)}>
            Боковая панель
          </Button>
        </div>
        <Drawer open={drawer} onClose={() => setDrawer(false)} title="Панель">
          <p className="p-4 text-sm text-gray-600">Содержимое панели</p>
        </Drawer>
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
    </div>
  )
}
