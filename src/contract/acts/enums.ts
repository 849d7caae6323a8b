import { z } from 'zod'

export const certificateStatuses = ['NOT_FORMED', 'SENT', 'CANCELED', 'CONFIRMED'] as const
export const certificateStatusSchema = z.enum(certificateStatuses)
export type CertificateStatus = z.infer<typeof certificateStatusSchema>

export const certificateStatusLabels: Record<CertificateStatus, string> = {
  NOT_FORMED: 'Акт не сформирован',
  SENT: 'Акт отправлен исполнителю',
  CANCELED: 'Акт отклонён исполнителем',
  CONFIRMED: 'Акт подтверждён',
}
