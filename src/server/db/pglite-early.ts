import { migrationsFolder } from './migrations-folder.ts'
import { PGliteThread } from './pglite-thread.ts'

/** The built server takes the class from this module's file, which it requires anyway (scripts/build-server.ts). */
export { PGliteThread }

/**
 * On the embedded database (`DATABASE_URL` unset), PGlite opening and migrating on its thread from the moment this
 * module runs: main.ts imports it before any other, so PGlite's thread compiles its WebAssembly and opens the folder
 * while the server's thread loads the server's modules and builds the app, instead of after them (decisions 055 and
 * 056). The folder is DATA_DIR as env.ts defaults it.
 */
export const earlyPglite: PGliteThread | undefined = process.env.DATABASE_URL
  ? undefined
  : PGliteThread.start({ dataDir: process.env.DATA_DIR || './data', migrationsFolder })
