import { indexedDbKeyValue } from './indexed-db.ts'
import { createUserStore } from './user-store.ts'

/** The signed-in user's data on this device, in its own IndexedDB database. */
export const deviceStore = createUserStore(indexedDbKeyValue('smeny-offline'))
