import { PGliteThread } from './pglite-thread.ts'

/**
 * On the embedded database (`DATABASE_URL` unset), PGlite opening on its thread from the moment this module runs:
 * main.ts imports it before any other, so PGlite's thread compiles its WebAssembly and opens the folder while the
 * server's thread loads the server's modules, instead of after them (decision 055). The folder is DATA_DIR as
 * env.ts defaults it.
 */
export const earlyPglite: Promise<PGliteThread> | undefined = process.env.DATABASE_URL
  ? undefined
  : PGliteThread.open(process.env.DATA_DIR || './data')

// Handled where main.ts awaits it; a failure before then must not end the process as an unhandled rejection.
earlyPglite?.catch(() => {})
