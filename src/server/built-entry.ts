// First of all, before the server's file is read: on the embedded database PGlite's thread starts (decision 056).
import './db/pglite-early.ts'
import { join } from 'node:path'
import { runWithCodeCache } from './code-cache.ts'

/**
 * What Node runs in the built server (`dist-server/main.cjs`, scripts/build-server.ts): the server's one file beside
 * it, with V8's code cache.
 */
runWithCodeCache(join(__dirname, 'server.cjs'))
