import { existsSync, readFileSync } from 'node:fs'
import { SourceMap, type SourceMapPayload } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

type Frame = NodeJS.CallSite

/** `Error.prototype.toString`, as V8 writes a stack's first line; an error whose getters throw still gets one. */
function header(error: Error): string {
  try {
    return Error.prototype.toString.call(error)
  } catch {
    return '<error>'
  }
}

/** The generated file's source map beside it (`<file>.map`), or null when it has none. */
function loadMap(mapUrl: string): SourceMap | null {
  try {
    const payload = JSON.parse(readFileSync(fileURLToPath(mapUrl), 'utf8')) as SourceMapPayload
    return new SourceMap(payload)
  } catch {
    return null
  }
}

/**
 * A stack trace writer for the generated files of one folder, each with its source map beside it (`<file>.map`):
 * their frames name the original source, line and column, every other frame is written as V8 writes it. A map is
 * read and parsed on the first stack that has a frame of its file, not at start: Node's `--enable-source-maps` reads
 * it, and counts the lines of the generated file, while the server loads (about 0.1 s of each start, decision 045).
 */
export function sourceMappedStackTraces(generatedFolder: string): (error: Error, frames: Frame[]) => string {
  const sourceMaps = new Map<string, SourceMap | null>()
  const write = (frame: Frame): string => {
    const text = frame.toString()
    const name = frame.getFileName()
    const line = frame.getLineNumber()
    const column = frame.getColumnNumber()
    if (!name || !line || !column) return text
    const file = name.startsWith('file:') ? fileURLToPath(name) : name
    if (dirname(file) !== generatedFolder || !/\.c?js$/.test(file)) return text
    const mapUrl = `${pathToFileURL(file).href}.map`
    if (!sourceMaps.has(mapUrl)) sourceMaps.set(mapUrl, loadMap(mapUrl))
    const entry = sourceMaps.get(mapUrl)?.findEntry(line - 1, column - 1)
    if (!entry || !('originalSource' in entry)) return text
    // The map names sources relative to itself (or as absolute file: URLs, which the URL keeps as they are).
    const source = fileURLToPath(new URL(entry.originalSource, mapUrl))
    const generated = `${name}:${line}:${column}`
    const at = text.lastIndexOf(generated)
    if (at < 0) return text
    const original = `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`
    return text.slice(0, at) + original + text.slice(at + generated.length)
  }
  return (error, frames) => header(error) + frames.map((frame) => `\n    at ${write(frame)}`).join('')
}

/** The file this code runs from, as V8 names it in stack traces (a file: URL for an ES module). */
function ownFile(): string | undefined {
  const previous = Error.prepareStackTrace
  Error.prepareStackTrace = (_error, frames) => frames
  const frames = new Error().stack as unknown as Frame[]
  Error.prepareStackTrace = previous
  return frames[0]?.getFileName() ?? undefined
}

/**
 * In the built server (its files with their maps beside them, scripts/build-server.ts) stack traces name the
 * TypeScript sources. Under tsx (`npm run dev`, the tests) the sources run themselves and nothing is changed.
 */
export function mapStackTracesToSources(): void {
  const file = ownFile()
  if (!file) return
  const path = file.startsWith('file:') ? fileURLToPath(file) : file
  if (!/\.c?js$/.test(path) || !existsSync(`${path}.map`)) return
  Error.prepareStackTrace = sourceMappedStackTraces(dirname(path))
}
