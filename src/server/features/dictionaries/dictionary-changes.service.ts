import type { DictionaryAction, DictionaryEntity } from '#contract/dictionaries/entities.ts'
import { dictionaryMessages, holdersText } from '#contract/dictionaries/messages.ts'
import type { ServiceRow } from '#contract/dictionaries/service.ts'
import type { Shop } from '#contract/dictionaries/shop.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import { BadInput, Conflict, NotFound } from '../../kernel/errors.ts'
import type { FilesService, UploadedFile } from '../../shared/files/files.service.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { contractOfferFileOf, findService, findShop } from './dictionaries.repository.ts'
import { checkShopServices, type Definition } from './dictionary-definitions.ts'
import {
  deleteRow,
  lockRow,
  lockService,
  lockShop,
  replaceShopServices,
  setContractOffer,
} from './dictionary-writes.repository.ts'

export type DictionaryChangesService = ReturnType<typeof createDictionaryChangesService>

/** PostgreSQL's unique_violation, as PGlite and node-postgres report it (drizzle wraps it as the cause). */
function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505'
}

/**
 * The admin's changes to the dictionaries: each in one transaction with its journal row (who, when, the value
 * before and after), so the journal never misses a change nor records one that did not happen.
 */
export function createDictionaryChangesService(deps: { db: Database; clock: Clock; files: FilesService }) {
  const { db, clock, files } = deps

  const journal = (
    tx: Executor,
    entry: { actorId: number; entity: DictionaryEntity; action: DictionaryAction; entityId: number },
    before: unknown,
    after: unknown,
  ) =>
    recordJournal(tx, {
      at: clock(),
      actorKind: 'employee',
      actorId: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      details: { before, after },
    })

  async function refusingRepeats<Input, T>(
    definition: Pick<Definition<Input, never>, 'duplicate'>,
    input: Input,
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run()
    } catch (error) {
      if (definition.duplicate && isUniqueViolation(error)) throw definition.duplicate(input)
      throw error
    }
  }

  async function lockedRow<Row>(
    tx: Executor,
    definition: Pick<Definition<never, Row>, 'entity' | 'table' | 'find'>,
    id: number,
  ) {
    const found = (await lockRow(tx, definition.table, id)) ? await definition.find(tx, id) : null
    if (!found) throw new NotFound(dictionaryMessages.notFound[definition.entity])
    return found
  }

  return {
    create<Input, Row>(definition: Definition<Input, Row>, actorId: number, input: Input): Promise<Row> {
      return refusingRepeats(definition, input, () =>
        db.transaction(async (tx) => {
          await definition.check?.(tx, input)
          const id = await definition.insert(tx, input)
          const after = (await definition.find(tx, id))!
          await journal(
            tx,
            { actorId, entity: definition.entity, action: 'create', entityId: id },
            null,
            after,
          )
          return after
        }),
      )
    },

    update<Input, Row>(
      definition: Definition<Input, Row>,
      actorId: number,
      id: number,
      input: Input,
    ): Promise<Row> {
      return refusingRepeats(definition, input, () =>
        db.transaction(async (tx) => {
          const before = await lockedRow(tx, definition, id)
          await definition.check?.(tx, input, id)
          await definition.update(tx, id, input)
          const after = (await definition.find(tx, id))!
          await journal(
            tx,
            { actorId, entity: definition.entity, action: 'update', entityId: id },
            before,
            after,
          )
          return after
        }),
      )
    },

    /** Refused while anything still refers to the row, naming what and how many. */
    async remove<Row>(definition: Definition<never, Row>, actorId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockedRow(tx, definition, id)
        const holders = holdersText(await definition.holders(tx, id))
        if (holders) throw new Conflict(definition.refusal(before, holders))
        await deleteRow(tx, definition.table, id)
        await journal(
          tx,
          { actorId, entity: definition.entity, action: 'delete', entityId: id },
          before,
          null,
        )
      })
    },

    /** The whole list of the shop's services replaces the old one. */
    async updateShopServices(actorId: number, shopId: number, serviceIds: readonly number[]): Promise<Shop> {
      return db.transaction(async (tx) => {
        const before = (await lockShop(tx, shopId)) ? await findShop(tx, shopId) : null
        if (!before) throw new NotFound(dictionaryMessages.notFound.shop)
        await checkShopServices(tx, serviceIds, 'services')
        await replaceShopServices(tx, shopId, serviceIds)
        const after = (await findShop(tx, shopId))!
        await journal(
          tx,
          { actorId, entity: 'shop', action: 'update-services', entityId: shopId },
          before.services,
          after.services,
        )
        return after
      })
    },

    /** A PDF only, recognised by its first bytes; a new upload replaces the offer workers accept from then on. */
    /** Before an offer's bytes are read: the service must exist. */
    async checkContractOfferUpload(serviceId: number): Promise<void> {
      if (!(await findService(db, serviceId))) throw new NotFound(dictionaryMessages.notFound.service)
    },

    async uploadContractOffer(
      actorId: number,
      serviceId: number,
      upload: { file: UploadedFile; fileName: string },
    ): Promise<ServiceRow> {
      if (upload.file.kind !== 'pdf')
        throw new BadInput(dictionaryMessages.offerNotPdf, { file: dictionaryMessages.offerNotPdf })
      const offer = { body: upload.file.content, kind: 'pdf', folder: 'contract-offers' } as const
      return files.storeInTransaction(db, offer, async (tx, record) => {
        const before = (await lockService(tx, serviceId)) ? await findService(tx, serviceId) : null
        if (!before) throw new NotFound(dictionaryMessages.notFound.service)
        const file = await record(upload.fileName.slice(0, 200) || 'Договор-оферта.pdf')
        await setContractOffer(tx, serviceId, file.id, clock())
        const after = (await findService(tx, serviceId))!
        await journal(
          tx,
          { actorId, entity: 'service', action: 'upload-contract-offer', entityId: serviceId },
          before.contractOffer,
          after.contractOffer,
        )
        return after
      })
    },

    /** A 5-minute link to the service's current offer, for staff and for the workers who must accept it. */
    async contractOfferLink(serviceId: number) {
      const fileId = await contractOfferFileOf(db, serviceId)
      if (fileId === undefined) throw new NotFound(dictionaryMessages.notFound.service)
      if (fileId === null) throw new NotFound(dictionaryMessages.offerMissing)
      return files.link(fileId)
    },
  }
}
