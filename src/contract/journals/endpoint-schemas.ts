import { pageSchema } from '../common/page.ts'
import { journalEntrySchema, journalRequestSchema } from './requests.ts'

const readsJournal = { body: journalRequestSchema, response: pageSchema(journalEntrySchema) }

export default {
  orders: readsJournal,
  workers: readsJournal,
  administration: readsJournal,
  signIns: readsJournal,
}
