import { BlockList, isIP } from 'node:net'
import type { ApiKey } from '#contract/api-keys/api-keys.ts'
import { apiKeyMessages, type ApiScope } from '#contract/api-keys/scopes.ts'
import type { Database } from '../../db/client.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import type { Clock } from '../../kernel/clock.ts'
import { BadInput, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { hashOfSecret, newApiKey, readApiKey, secretMatches } from './api-key-secret.ts'
import * as repository from './api-keys.repository.ts'

export type ApiKeysService = ReturnType<typeof createApiKeysService>

/** What a call with a key is: the staff member it acts as with the key's scopes, or why it is refused. */
export type ApiKeyCaller = { user: AuthUser } | { refused: 'invalid' | 'address' }

/** The addresses a key is taken from; null when it is taken from anywhere. Throws on a malformed entry. */
function addressList(entries: readonly string[]): BlockList | null {
  if (!entries.length) return null
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (!isIP(address))
      throw new BadInput(apiKeyMessages.address, { allowedAddresses: apiKeyMessages.address })
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(prefix), family)
  }
  return list
}

/** An IPv4 client seen through an IPv6 socket (`::ffff:203.0.113.7`) is its IPv4 address. */
const plainAddress = (ip: string) => (ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip)

export function createApiKeysService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  return {
    async create(employeeId: number, body: { name: string; scopes: ApiScope[]; allowedAddresses: string[] }) {
      addressList(body.allowedAddresses)
      const { secret } = newApiKey(0)
      const at = clock()
      const id = await db.transaction(async (tx) => {
        const id = await repository.insertApiKey(tx, {
          ...body,
          secretHash: hashOfSecret(secret),
          issuedBy: employeeId,
          at,
        })
        await recordJournal(tx, {
          actorKind: 'employee',
          actorId: employeeId,
          action: 'api-key.created',
          entity: 'api-key',
          entityId: id,
          details: { name: body.name, scopes: body.scopes, allowedAddresses: body.allowedAddresses },
          at,
        })
        return id
      })
      return { id, key: newApiKey(id, secret).key }
    },

    async all(): Promise<ApiKey[]> {
      const rows = await repository.liveApiKeys(db)
      return rows.map((row) => ({
        ...row,
        scopes: row.scopes as ApiScope[],
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      }))
    },

    async revoke(employeeId: number, id: number): Promise<void> {
      const at = clock()
      await db.transaction(async (tx) => {
        if (!(await repository.revokeApiKey(tx, id, at))) throw new NotFound(apiKeyMessages.notFound)
        await recordJournal(tx, {
          actorKind: 'employee',
          actorId: employeeId,
          action: 'api-key.revoked',
          entity: 'api-key',
          entityId: id,
          at,
        })
      })
    },

    /** A call's key, read as the issuer's staff session limited to the key's scopes (decision 098). */
    async authenticate(token: string, ip: string): Promise<ApiKeyCaller> {
      const given = readApiKey(token)
      const key = given && (await repository.findLiveApiKey(db, given.id))
      if (!given || !key || !secretMatches(given.secret, key.secretHash)) return { refused: 'invalid' }
      const allowed = addressList(key.allowedAddresses)
      const address = plainAddress(ip)
      if (allowed && !allowed.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4'))
        return { refused: 'address' }
      await repository.noteApiKeyUse(db, key.id, clock())
      return {
        user: {
          kind: 'employee',
          id: key.issuedBy,
          roles: ['EMPLOYEE'],
          sessionId: `api-key-${key.id}`,
          apiScopes: key.scopes as ApiScope[],
        },
      }
    },
  }
}
