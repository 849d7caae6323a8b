import { adminOnly } from '../auth/access.ts'
import { endpoints, type EndpointRoute } from '../common/endpoint.ts'
import { journals, type JournalDefinition } from './journals.ts'

const reads = (journal: JournalDefinition) =>
  ({
    method: 'POST',
    path: `/api/${journal.name}`,
    access: adminOnly,
  }) as const satisfies EndpointRoute

/** `POST /api/{journal}` for each audit journal (spec section 7, Journals); admins only. */
export const journalEndpoints = endpoints('Журналы', () => import('./endpoint-schemas.ts'), {
  orders: reads(journals.orders),
  workers: reads(journals.workers),
  administration: reads(journals.administration),
  signIns: reads(journals.signIns),
})
