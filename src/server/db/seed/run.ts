import { systemClock } from '../../kernel/clock.ts'
import { parseEnv } from '../../env.ts'
import { storageFor } from '../../ports/storage/from-env.ts'
import { openDatabase } from '../client.ts'
import { demoAccounts } from './demo.ts'
import { seedDemoIfEmpty } from './index.ts'

const env = parseEnv()
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
const seeded = await seedDemoIfEmpty(database.db, systemClock, await storageFor(env))
await database.close()
if (seeded) {
  console.log('Демо-данные загружены. Учётные записи:')
  for (const account of demoAccounts) console.log(`  ${account.phone}  ${account.who}`)
} else {
  console.log(
    'В базе уже есть данные: демо-данные не загружались. Удалите папку данных, чтобы начать заново.',
  )
}
