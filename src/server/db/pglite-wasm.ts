import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** PGlite's WebAssembly file, beside the package's entry. */
function pgliteWasmPath(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  return join(dirname(entry), 'pglite.wasm')
}

/**
 * PGlite's WebAssembly, compiled by V8 in full before PGlite opens. Left to compile it itself, PGlite opened sooner
 * but its first statement then waited 0.2 s on a start of the server (decision 055).
 */
export function compilePgliteWasm(): Promise<WebAssembly.Module> {
  return WebAssembly.compile(readFileSync(pgliteWasmPath()))
}
