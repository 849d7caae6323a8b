import { join } from 'node:path'
import { runWithCodeCache } from './code-cache.ts'

/**
 * What Node runs in the built server (`dist-server/main.cjs`, scripts/build-server.ts): the server's one file beside
 * it, with V8's code cache.
 */
runWithCodeCache(join(__dirname, 'server.cjs'))
