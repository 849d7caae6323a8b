import type { WorkerProfileInput } from '#contract/workers/profile.ts'
import { takenDocumentMessages, type DocumentField } from '#contract/workers/documents.ts'
import type { Executor } from '../../db/client.ts'
import { Conflict } from '../../kernel/errors.ts'
import { takenDocuments, type DocumentsOwner } from './workers.repository.ts'

/** The unique indexes on the workers' documents (schema/people.ts), by the field each guards. */
const indexFields: Record<string, DocumentField> = {
  workers_inn_taken: 'inn',
  workers_snils_taken: 'snils',
  workers_card_taken: 'paymentCardNumber',
  workers_passport_taken: 'passportNumber',
}

function taken(fields: Partial<Record<DocumentField, string>>): Conflict {
  return new Conflict(Object.values(fields).join('; '), fields)
}

/**
 * Refuses (409, each message under its field) an INN, SNILS, card or passport that another worker who is not
 * deleted already has. `owner` is the worker being edited or the phone registering: their own row is no clash.
 */
export async function checkDocumentsFree(
  db: Executor,
  profile: WorkerProfileInput,
  owner: DocumentsOwner,
): Promise<void> {
  const fields: Partial<Record<DocumentField, string>> = {}
  for (const other of await takenDocuments(db, profile, owner)) {
    if (other.inn === profile.inn) fields.inn = takenDocumentMessages.inn
    if (other.snils === profile.snils) fields.snils = takenDocumentMessages.snils
    if (other.paymentCardNumber === profile.paymentCardNumber)
      fields.paymentCardNumber = takenDocumentMessages.paymentCardNumber
    if (
      (other.passportSeries ?? '') === (profile.passportSeries ?? '') &&
      other.passportNumber === profile.passportNumber
    )
      fields.passportNumber = takenDocumentMessages.passportNumber
  }
  if (Object.keys(fields).length) throw taken(fields)
}

function violatedIndex(error: unknown): string | undefined {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const { code, constraint } = (candidate ?? {}) as { code?: unknown; constraint?: unknown }
    if (code === '23505' && typeof constraint === 'string') return constraint
  }
  return undefined
}

/**
 * Runs a write that stores documents. Two writes with the same document at once both pass the check above;
 * the unique index lets one through and fails the other, which answers as the check would have.
 */
export async function guardDocuments<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const field = indexFields[violatedIndex(error) ?? '']
    if (field) throw taken({ [field]: takenDocumentMessages[field] })
    throw error
  }
}
