import { checkInMessages as messages } from '#contract/check-in/messages.ts'
import type { ShopScreenCodes } from '#contract/check-in/endpoint-schemas.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { Forbidden, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import * as repository from './check-in.repository.ts'
import { newScreenToken, newShopSecret, screenCodes, screenTokenHash } from './shop-codes.ts'

export type ShopScreenService = ReturnType<typeof createShopScreenService>

/**
 * Decision 066: the shop's screen holds a token of its own, not a staff session. Staff make one per shop (a new
 * one stops the screen before); it reads that shop's codes for the next minutes and nothing else, and never the
 * secret. An admin's rotation makes a new secret and drops the token: old codes and the old screen stop at once.
 */
export function createShopScreenService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  async function shopOrNotFound(shopId: number) {
    const shop = await repository.findShop(db, shopId)
    if (!shop) throw new NotFound(messages.shopNotFound)
    return shop
  }

  return {
    async open(employeeId: number, shopId: number) {
      await shopOrNotFound(shopId)
      const token = newScreenToken()
      const now = clock()
      await db.transaction(async (tx) => {
        await repository.keepSecret(tx, shopId, newShopSecret(), now)
        await repository.replaceScreenToken(tx, shopId, screenTokenHash(token))
        await recordJournal(tx, {
          at: now,
          actorKind: 'employee',
          actorId: employeeId,
          action: 'shop.openCheckInScreen',
          entity: 'shop',
          entityId: shopId,
        })
      })
      return { shopId, token }
    },

    async rotate(employeeId: number, shopId: number): Promise<void> {
      await shopOrNotFound(shopId)
      const now = clock()
      await db.transaction(async (tx) => {
        await repository.rotateSecret(tx, shopId, newShopSecret(), now)
        await recordJournal(tx, {
          at: now,
          actorKind: 'employee',
          actorId: employeeId,
          action: 'shop.rotateCheckInSecret',
          entity: 'shop',
          entityId: shopId,
        })
      })
    },

    async codes(token: string): Promise<ShopScreenCodes> {
      const screen = await repository.findScreen(db, screenTokenHash(token))
      if (!screen) throw new Forbidden(messages.screenRevoked)
      const now = clock()
      return {
        shopId: screen.id,
        name: screen.name,
        address: screen.address,
        serverTime: now.toISOString(),
        codes: screenCodes(screen.secret, now),
      }
    },
  }
}
