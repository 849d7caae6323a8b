import { z } from 'zod'

/**
 * Files beside a restriction (staff's evidence) and an appeal (the worker's), decision 114: a photo or a PDF, at
 * most 10 MB, opened only by the worker concerned and staff.
 */
export const evidenceLimitBytes = 10 * 1024 * 1024

export const evidenceMessages = {
  noRestriction: 'Укажите ограничение',
  noAppeal: 'Укажите жалобу',
  noFile: 'Прикрепите файл: фото или PDF',
  wrongKind: 'Файл должен быть изображением (JPEG, PNG) или PDF',
  tooLarge: 'Файл слишком большой: не более 10 МБ',
  noEvidence: 'К ограничению не приложен файл',
  noAppealFile: 'К жалобе не приложен файл',
  appealDecided: 'По жалобе уже принято решение: файл приложить нельзя',
} as const

/** A link that opens the file for 5 minutes, for the signed-in user it was given to. */
export const fileLinkSchema = z.object({ url: z.string(), expiresAt: z.string() })
