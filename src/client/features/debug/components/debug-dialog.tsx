import { useId } from 'react'
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { fundsQueryOptions } from '../../../shared/reference-lists.ts'
import { currentUserQueryOptions, useSession } from '../../../shared/current-user.ts'
import { useSelectedOrder } from '../../../shared/selected-order.ts'
import { Modal, modalFrameClass } from '../../../ui/modal.tsx'

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-gray-600 focus:outline-none data-[selected]:bg-primary-50 data-[selected]:text-primary-800 data-[focus]:ring-2 data-[focus]:ring-primary-700'

/** The developer menu's dialog and tabs, loaded only when the menu is first opened. */
export default function DebugDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId()
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      frameClassName={`${modalFrameClass.top} overflow-y-auto sm:items-start sm:p-10`}
      className="h-fit w-full max-w-[900px] rounded-xl bg-white p-5 shadow-xl"
    >
      {open && (
        <>
          <h2 id={titleId} className="mb-3 text-lg font-semibold">
            Меню разработчика
          </h2>
          <DebugTabs onClose={onClose} />
        </>
      )}
    </Modal>
  )
}

function DebugTabs({ onClose }: { onClose: () => void }) {
  const claims = useSession().claims()
  const user = useQuery({
    ...currentUserQueryOptions(claims ?? { userId: 0, roles: [] }),
    enabled: Boolean(claims),
  })
  const funds = useQuery(fundsQueryOptions)
  const order = useSelectedOrder()
  return (
    <TabGroup>
      <TabList className="flex flex-wrap gap-1 border-b border-gray-200 pb-2">
        <Tab className={tabClass}>Компоненты</Tab>
        <Tab className={tabClass}>Пользователь</Tab>
        <Tab className={tabClass}>Фонды</Tab>
        <Tab className={tabClass}>Выбранный заказ</Tab>
      </TabList>
      <TabPanels className="pt-4 text-sm">
        <TabPanel>
          <Link to="/playground" onClick={onClose} className="font-medium text-primary-800 underline">
            Открыть витрину компонентов
          </Link>
        </TabPanel>
        <TabPanel>
          {user.data ? (
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
              <dt className="text-gray-500">Самозанятый</dt>
              <dd>{user.data.isSelfEmployed ? 'да' : 'нет'}</dd>
              <dt className="text-gray-500">Пользователь</dt>
              <dd>
                <pre className="overflow-x-auto rounded bg-gray-50 p-2 text-xs">
                  {JSON.stringify(user.data, null, 2)}
                </pre>
              </dd>
            </dl>
          ) : (
            <p>Вход не выполнен</p>
          )}
        </TabPanel>
        <TabPanel>
          <table className="w-full text-left">
            <thead className="text-gray-500">
              <tr>
                <th className="py-1 font-medium">Название</th>
                <th className="py-1 font-medium">GUID</th>
                <th className="py-1 font-medium">Код</th>
              </tr>
            </thead>
            <tbody>
              {(funds.data ?? []).map((fund) => (
                <tr key={fund.id} className="border-t border-gray-100">
                  <td className="py-1">{fund.name}</td>
                  <td className="py-1 font-mono text-xs">{fund.guid}</td>
                  <td className="py-1">{fund.code}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TabPanel>
        <TabPanel>
          {order ? (
            <pre className="overflow-x-auto rounded bg-gray-50 p-2 text-xs">
              {JSON.stringify(order, null, 2)}
            </pre>
          ) : (
            <p>Заказ не выбран</p>
          )}
        </TabPanel>
      </TabPanels>
    </TabGroup>
  )
}
