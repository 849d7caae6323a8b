import { createHash } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import Module from 'node:module'
import { dirname } from 'node:path'
import { Script } from 'node:vm'

/** What a CommonJS file run with a code cache exported; a `ready` promise holds the cache's writing back. */
type Exports = { ready?: Promise<unknown> }

/** The cache's first bytes: the SHA-256 of the source it was made from. */
const hashBytes = 32

function readCache(cacheFile: string, sourceHash: Buffer): Buffer | undefined {
  try {
    const cache = readFileSync(cacheFile)
    return cache.subarray(0, hashBytes).equals(sourceHash) ? cache.subarray(hashBytes) : undefined
  } catch {
    return undefined
  }
}

/** Written beside and renamed into place: servers starting together each read a whole cache or none. */
function writeCache(cacheFile: string, sourceHash: Buffer, script: Script): void {
  const partial = `${cacheFile}.${process.pid}.partial`
  try {
    writeFileSync(partial, Buffer.concat([sourceHash, script.createCachedData()]))
    renameSync(partial, cacheFile)
  } catch {
    // A folder the process may not write to (a read-only image) only costs the next start its compiling.
  }
}

/**
 * Runs a CommonJS file as Node's `require` would, with V8's code cache for it kept in `cacheFile` (decision 046).
 * Compiling the built server's 6 MB and the functions its start calls took about a third of a start on
 * PostgreSQL; a start with the cache deserialises them instead. Node 20 has no compile cache of its own (22 has
 * `module.enableCompileCache`), and this one works the same on both.
 *
 * The cache is written once the file's `ready` promise has settled (the server listens), so it holds the functions
 * the start compiled as well; it is rewritten only when there was none or V8 refused it (another Node version or
 * other V8 flags). V8 checks a cache against its source's length only, so the cache starts with the SHA-256 of the
 * source: a rebuilt file of the same length never runs the old file's code.
 */
export function runWithCodeCache(file: string, cacheFile = `${file}.cache`): { cacheUsed: boolean } {
  const source = readFileSync(file)
  const sourceHash = createHash('sha256').update(source).digest()
  const cachedData = readCache(cacheFile, sourceHash)
  // No `import()` in the file (the build makes them `require`s): a script from the cache has no module loader.
  const script = new Script(Module.wrap(source.toString('utf8')), { filename: file, cachedData })
  const module = { exports: {} as Exports, filename: file, id: file }
  const run = script.runInThisContext() as (...args: unknown[]) => void
  run.call(module.exports, module.exports, Module.createRequire(file), module, file, dirname(file))
  const cacheUsed = cachedData !== undefined && script.cachedDataRejected !== true
  // No handler for a failed start: it ends the process as an uncaught error, as it does without the cache.
  if (!cacheUsed)
    void Promise.resolve(module.exports.ready).then(() => writeCache(cacheFile, sourceHash, script))
  return { cacheUsed }
}
