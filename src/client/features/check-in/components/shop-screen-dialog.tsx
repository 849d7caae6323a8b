import { useId, useState } from 'react'
import { checkInEndpoints } from '#contract/check-in/endpoints.ts'
import { shopScreenTexts } from '#contract/check-in/messages.ts'
import type { Shop } from '#contract/dictionaries/shop.ts'
import { useEndpointChange } from '../../../lib/endpoint-query.ts'
import { useCurrentUser } from '../../../shared/current-user.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useConfirm } from '../../../ui/use-confirm.tsx'

/** The screen's link: the token rides in the fragment, which the browser never sends to a server. */
const screenLink = (shopId: number, token: string) => `${window.location.origin}/shop-code/${shopId}#${token}`

/**
 * «Код для отметок» of a shop (decision 066): staff make the link the shop's device opens without signing in (a
 * new link stops the screen before), and an admin rotates the shop's secret when a link or a code leaked.
 */
export function ShopScreenDialog(props: { shop: Shop; onClose: () => void }) {
  const { shop } = props
  const linkId = useId()
  const isAdmin = useCurrentUser().roles.includes('ADMIN')
  const [link, setLink] = useState<string | null>(null)
  const [confirm, confirmDialog] = useConfirm()
  const open = useEndpointChange(checkInEndpoints.openShopScreen, {
    invalidates: [],
    onSuccess: (answer) => setLink(screenLink(answer.shopId, answer.token)),
  })
  const rotate = useEndpointChange(checkInEndpoints.rotateShopSecret, {
    invalidates: [],
    onSuccess: () => {
      setLink(null)
      notify({ status: 'success', message: shopScreenTexts.rotated })
    },
  })

  const askNewLink = async () => {
    const sure =
      link !== null ||
      (await confirm({
        title: 'Создать ссылку для экрана?',
        message: shopScreenTexts.replaces,
        confirmLabel: 'Создать',
      }))
    if (sure) await open.submit({ body: { shopId: shop.id } })
  }
  const askRotate = async () => {
    const sure = await confirm({
      title: 'Сменить секрет кода?',
      message: shopScreenTexts.rotates,
      confirmLabel: 'Сменить',
    })
    if (sure) await rotate.submit({ body: { shopId: shop.id } })
  }
  const copy = async () => {
    if (!link) return
    await navigator.clipboard.writeText(link)
    notify({ status: 'success', message: 'Ссылка скопирована' })
  }

  return (
    <Dialog open onClose={props.onClose} title="Код для отметок" width={400}>
      <DialogBody>
        <div className="space-y-4 text-sm text-gray-700">
          <p>
            {shop.name}, {shop.address}
          </p>
          <p>{shopScreenTexts.about}</p>
          {link ? (
            <div className="space-y-2">
              <label htmlFor={linkId} className="block text-xs text-gray-500">
                {shopScreenTexts.shownOnce}
              </label>
              <div className="flex gap-2">
                <input
                  id={linkId}
                  readOnly
                  value={link}
                  onFocus={(event) => event.target.select()}
                  className="min-h-11 min-w-0 flex-1 rounded-lg border border-gray-300 px-3 text-sm text-gray-700"
                />
                <Button variant="secondary" onClick={() => void copy()}>
                  Скопировать
                </Button>
              </div>
              <a
                href={link}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-11 items-center font-medium text-primary-800 underline underline-offset-2"
              >
                Открыть экран здесь<span className="sr-only"> (откроется в новой вкладке)</span>
              </a>
            </div>
          ) : (
            <Button variant="secondary" block loading={open.isPending} onClick={() => void askNewLink()}>
              Создать ссылку для экрана
            </Button>
          )}
          {isAdmin && (
            <Button variant="ghost" block loading={rotate.isPending} onClick={() => void askRotate()}>
              Сменить секрет кода
            </Button>
          )}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={props.onClose}>
          Закрыть
        </Button>
      </DialogFooter>
      {confirmDialog}
    </Dialog>
  )
}
