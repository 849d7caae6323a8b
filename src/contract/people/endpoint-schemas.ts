import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import { pageQuerySchema, pageSchema } from '../common/page.ts'
import {
  npdStatusSchema,
  peopleFiltersSchema,
  personRowSchema,
  staffProfileUpdateSchema,
} from '../workers/people.ts'
import { workerSchema } from '../workers/worker.ts'

const changesWorker = { body: idBodySchema, response: workerSchema }

export default {
  filter: { body: peopleFiltersSchema, query: pageQuerySchema, response: pageSchema(personRowSchema) },
  byId: changesWorker,
  editConfirmed: { body: staffProfileUpdateSchema, response: workerSchema },
  editNotConfirmed: { body: staffProfileUpdateSchema, response: workerSchema },
  confirm: changesWorker,
  block: changesWorker,
  unblock: changesWorker,
  sendToBank: changesWorker,
  npdCheck: { body: idBodySchema, response: npdStatusSchema },
  registryLinkForDownloading: { response: z.object({ url: z.string(), expiresAt: z.string() }) },
  remove: changesWorker,
}
