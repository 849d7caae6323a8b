import type { CertificateStatus } from '#contract/acts/enums.ts'
import type { ChipTone } from '../../ui/chip.tsx'

/** How each act state looks to the worker and what, if anything, they should do about it. */
export const actStates: Record<CertificateStatus, { tone: ChipTone; hint: string }> = {
  NOT_FORMED: {
    tone: 'gray',
    hint: 'Магазин готовит акт. Когда он будет готов, его можно будет открыть здесь.',
  },
  SENT: { tone: 'amber', hint: 'Проверьте в акте дату, время и сумму. Если всё верно — подтвердите его.' },
  CANCELED: { tone: 'red', hint: 'Вы отклонили акт. Магазин исправит данные и пришлёт новый.' },
  CONFIRMED: {
    tone: 'green',
    hint: 'Акт подтверждён. Чек из «Мой налог» по заказу прикрепляется в разделе «Чеки».',
  },
}

/** An act has a PDF once it was formed, whatever happened to it afterwards. */
export const hasActFile = (status: CertificateStatus | null) => status !== null && status !== 'NOT_FORMED'

/** Only an act sent to me waits for my answer. */
export const awaitsMyAnswer = (status: CertificateStatus | null) => status === 'SENT'
