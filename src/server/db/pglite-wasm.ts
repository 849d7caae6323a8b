import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** PGlite's WebAssembly file, beside the package's entry. */
function pgliteWasmPath(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  return join(dirname(entry), 'pglite.wasm')
}

/** PGlite's WebAssembly, compiled by V8 on a background thread while the main thread goes on. */
export function compilePgliteWasm(): Promise<WebAssembly.Module> {
  return WebAssembly.compile(readFileSync(pgliteWasmPath()))
}

/**
 * PGlite's 9 MB of WebAssembly, compiled from the moment this module runs, on the embedded database only
 * (`DATABASE_URL` unset). main.ts imports this module before any other, so a start compiles it while the server's
 * own modules run instead of after them, when PGlite would compile it itself (decision 052).
 */
export const pgliteWasm: Promise<WebAssembly.Module> | undefined = process.env.DATABASE_URL
  ? undefined
  : compilePgliteWasm()
