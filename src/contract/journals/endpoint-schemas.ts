import { pageSchema } from '../common/page.ts'
import { journals, type JournalDefinition } from './journals.ts'
import { journalEntrySchema, journalRequestSchema } from './requests.ts'

const readsJournal = (journal: JournalDefinition) => ({
  summary: `Журнал «${journal.title}»`,
  body: journalRequestSchema,
  response: pageSchema(journalEntrySchema),
})

export default {
  orders: readsJournal(journals.orders),
  workers: readsJournal(journals.workers),
  administration: readsJournal(journals.administration),
  signIns: readsJournal(journals.signIns),
}
