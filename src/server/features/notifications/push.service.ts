import { kindsFor, type NotificationKind } from '#contract/notifications/kinds.ts'
import {
  pushInputMessages,
  type Preferences,
  type PushSubscriptionBody,
} from '#contract/notifications/push.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { BadInput } from '../../kernel/errors.ts'
import { pushAddressOf } from '../../ports/push/push-addresses.ts'
import type { Recipient } from '../../shared/notifications/enqueue.ts'
import * as repository from './push.repository.ts'

export type PushService = ReturnType<typeof createPushService>

/** Devices a person keeps at most: an eleventh drops the one subscribed longest ago (decision 063). */
const devicesPerPerson = 10

/**
 * The devices a person gets pushes on and the kinds they want (issue 23). The server later sends to the
 * endpoint a browser gave, so only a known push service's https address is taken (decision 063): any other
 * would let a caller make the server post to an address of their choosing. The tests' local push service (http
 * on this computer) is taken only when the server runs for the tests.
 */
export function createPushService(deps: {
  db: Database
  clock: Clock
  publicKey: () => Promise<string>
  allowLocalPushService: boolean
}) {
  const { db, clock } = deps
  const personOf = (user: AuthUser): Recipient => ({ kind: user.kind, id: user.id })

  function checkEndpoint(endpoint: string) {
    if (pushAddressOf(endpoint, deps.allowLocalPushService) === 'refused')
      throw new BadInput(pushInputMessages.endpoint, { endpoint: pushInputMessages.endpoint })
  }

  async function preferences(user: AuthUser): Promise<Preferences> {
    const person = personOf(user)
    const [disabled, devices] = await Promise.all([
      repository.disabledKinds(db, person),
      repository.countDevices(db, person),
    ])
    return {
      kinds: kindsFor(user.kind).map((kind) => ({ kind, enabled: !disabled.includes(kind) })),
      // Silenced devices count too: what a push service answered is not told (decision 063).
      devices: devices.all,
    }
  }

  return {
    publicKey: async () => ({ publicKey: await deps.publicKey() }),

    async subscribe(user: AuthUser, subscription: PushSubscriptionBody): Promise<void> {
      checkEndpoint(subscription.endpoint)
      const person = personOf(user)
      const now = clock()
      await db.transaction(async (tx) => {
        await repository.lockDevices(tx, person)
        const firstDevice = (await repository.countDevices(tx, person)).receiving === 0
        await repository.saveSubscription(
          tx,
          person,
          { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
          now,
        )
        await repository.keepNewestDevices(tx, person, devicesPerPerson)
        await repository.keepPreferences(tx, person, firstDevice ? now : null)
      })
    },

    /** Only the caller's own device is forgotten; anyone else's endpoint changes nothing. */
    unsubscribe: (user: AuthUser, endpoint: string) =>
      repository.deleteSubscription(db, personOf(user), endpoint),

    preferences,

    async setPreference(user: AuthUser, kind: NotificationKind, enabled: boolean): Promise<Preferences> {
      if (!kindsFor(user.kind).includes(kind))
        throw new BadInput(pushInputMessages.kind, { kind: pushInputMessages.kind })
      const person = personOf(user)
      await db.transaction(async (tx) => {
        const disabled = new Set(await repository.disabledKinds(tx, person))
        if (enabled) disabled.delete(kind)
        else disabled.add(kind)
        await repository.saveDisabledKinds(tx, person, [...disabled])
      })
      return preferences(user)
    },
  }
}
