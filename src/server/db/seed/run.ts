import { systemClock } from '../../clock.ts'
import { parseEnv } from '../../env.ts'
import { createFolderStorage } from '../../ports/storage/file-storage.ts'
import { openDatabase } from '../client.ts'
import { demoAccounts } from './demo.ts'
import { seedDemoIfEmpty } from './index.ts'
import { join } from 'node:path'

const env = parseEnv()
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
const seeded = await seedDemoIfEmpty(
  database.db,
  systemClock,
  createFolderStorage(join(env.DATA_DIR, 'files')),
)
await database.close()
if (seeded) {
  console.log('Демо-данные загружены. Учётные записи:')
  for (const account of demoAccounts) console.log(`  ${account.phone}  ${account.who}`)
} else {
  console.log(
    'В базе уже есть данные: демо-данные не загружались. Удалите папку данных, чтобы начать заново.',
  )
}
