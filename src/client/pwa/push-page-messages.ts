import type { NotificationKind } from '#contract/notifications/kinds.ts'

/** What the service worker tells the app's open pages about pushes. */
export const pageMessages = { pushed: 'smeny:pushed', open: 'smeny:open' } as const

export type PageMessage =
  | { type: typeof pageMessages.pushed; kind: NotificationKind }
  | { type: typeof pageMessages.open; url: string }
