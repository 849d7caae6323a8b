import { useQuery } from '@tanstack/react-query'
import { PlusIcon } from '@heroicons/react/20/solid'
import type { ApiKey } from '#contract/api-keys/api-keys.ts'
import { apiScopeLabels } from '#contract/api-keys/scopes.ts'
import { displayInstant } from '#contract/common/display-dates.ts'
import { Button } from '../../../ui/button.tsx'
import { EmptyState } from '../../../ui/page.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { useDialog } from '../../../ui/use-dialog.ts'
import { apiKeyListQuery, useRevokeApiKey } from '../api/api-keys.ts'
import { AddApiKeyDialog } from './add-api-key-dialog.tsx'
import { ShownOnceDialog } from './shown-once-dialog.tsx'

/** Ключи API: what a chain's systems call the order and people endpoints with (decision 098). */
export function ApiKeysSection() {
  const list = useQuery(apiKeyListQuery)
  const adding = useDialog()
  const shownKey = useDialog<string>()
  const [confirm, confirmDialog] = useConfirm()
  const revoke = useRevokeApiKey()

  const revokeKey = async (key: ApiKey) => {
    const confirmed = await confirm({
      title: 'Отозвать ключ?',
      message: `«${key.name}» перестанет действовать сразу.`,
      confirmLabel: 'Отозвать',
      danger: true,
    })
    if (!confirmed) return
    await revoke.submit(
      { body: { id: key.id } },
      { onDone: () => notify({ status: 'success', message: `Ключ «${key.name}» отозван` }) },
    )
  }

  const keys = list.data ?? []
  return (
    <section className="space-y-4" aria-labelledby="api-keys-heading">
      <h2 id="api-keys-heading" className="text-lg font-semibold text-gray-900">
        Ключи API
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-sm text-gray-600">
          Ваши системы создают и читают заказы с заголовком Authorization: Bearer и ключом. Ключ действует от
          имени сотрудника, который его выпустил, и только в пределах своих прав.
        </p>
        <Button onClick={() => adding.open()}>
          <PlusIcon className="size-5" aria-hidden />
          Выпустить ключ
        </Button>
      </div>
      {list.isSuccess && keys.length === 0 ? (
        <EmptyState title="Ключей пока нет" />
      ) : (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center gap-4 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">{key.name}</p>
                <p className="text-sm text-gray-600">
                  {key.scopes.map((scope) => apiScopeLabels[scope]).join(', ')}
                  {key.allowedAddresses.length > 0 && ` · только с ${key.allowedAddresses.join(', ')}`} ·
                  выпущен {displayInstant(key.createdAt, { time: true })} ·{' '}
                  {key.lastUsedAt
                    ? `использован ${displayInstant(key.lastUsedAt, { time: true })}`
                    : 'не использован'}
                </p>
              </div>
              <Button
                variant="ghost"
                onClick={() => void revokeKey(key)}
                aria-label={`Отозвать ключ ${key.name}`}
              >
                Отозвать
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddApiKeyDialog
        open={adding.isOpen}
        onClose={adding.close}
        onCreated={(created) => {
          adding.close()
          shownKey.open(created)
        }}
      />
      <ShownOnceDialog
        title="Ключ выпущен"
        explanation="Передайте ключ вашей системе: она отправляет его в заголовке Authorization: Bearer."
        label="Ключ"
        value={shownKey.subject}
        onClose={shownKey.close}
      />
      {confirmDialog}
    </section>
  )
}
