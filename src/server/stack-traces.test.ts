import { execFileSync } from 'node:child_process'
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCodeCacheEntry } from '../../tests/support/code-cache-entry.ts'
import { mapStackTracesToSources } from './stack-traces.ts'

/**
 * A small program built as the server is (a CommonJS file, its map beside it, the sources' text left out, run by
 * an entry with the code cache), run by plain Node without `--enable-source-maps`: it installs the mapping as
 * `main.ts` does and prints a stack trace. With `map-gone` it moves its map away after installing the mapping and
 * before the error. With `helper` the error is thrown in another file built beside it, as PGlite's thread's start is
 * (`pglite-early.cjs`, decision 056).
 */
let dir: string
let source: string
let helperSource: string
let generated: string
let entry: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stack-traces-'))
  source = join(dir, 'program.ts')
  await writeFile(
    source,
    [
      `import { renameSync } from 'node:fs'`,
      `import { mapStackTracesToSources } from ${JSON.stringify(resolve('src/server/stack-traces.ts'))}`,
      '',
      'mapStackTracesToSources()',
      `if (process.argv[3] === 'map-gone') renameSync(\`\${process.argv[2]}.map\`, \`\${process.argv[2]}.map.gone\`)`,
      '',
      'function throwsHere(): never {',
      "  const reason: string = 'broken'",
      '  throw new Error(reason)',
      '}',
      '',
      'function callsBack(callback: () => void): void {',
      '  callback()',
      '}',
      '',
      `declare const require: (id: string) => { throwsInHelper(): never }`,
      '',
      'try {',
      `  if (process.argv[3] === 'helper') require('./helper.cjs').throwsInHelper()`,
      '  callsBack(throwsHere)',
      '} catch (error) {',
      '  console.log((error as Error).stack)',
      '}',
      '',
    ].join('\n'),
  )
  helperSource = join(dir, 'helper.ts')
  await writeFile(
    helperSource,
    ['export function throwsInHelper(): never {', "  throw new Error('helper broke')", '}', ''].join('\n'),
  )
  generated = join(dir, 'program.cjs')
  entry = join(dir, 'entry.cjs')
  const builtAsTheServer = {
    bundle: true,
    format: 'cjs',
    platform: 'node',
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'silent',
  } as const
  await build({ ...builtAsTheServer, entryPoints: [source], outfile: generated, external: ['./helper.cjs'] })
  await build({ ...builtAsTheServer, entryPoints: [helperSource], outfile: join(dir, 'helper.cjs') })
  await buildCodeCacheEntry(entry)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const run = (...args: string[]) =>
  execFileSync(process.execPath, [entry, generated, ...args], { encoding: 'utf8' })
    .trimEnd()
    .split('\n')

describe('stack traces of the built server', () => {
  it('name the TypeScript source, line and column of each of its frames', () => {
    const [header, first, second] = run()
    expect(header).toBe('Error: broken')
    expect(first).toBe(`    at throwsHere (${source}:9:9)`)
    expect(second).toBe(`    at callsBack (${source}:13:3)`)
  })

  it('name the TypeScript source of the frames of another built file beside it', () => {
    const [header, first] = run('helper')
    expect(header).toBe('Error: helper broke')
    expect(first).toBe(`    at Object.throwsInHelper (${helperSource}:2:9)`)
  })

  it("write Node's own frames as V8 does", () => {
    expect(run().slice(3).join('\n')).toMatch(
      /^ {4}at Module\._compile \(node:internal\/modules\/cjs\/loader:\d+:\d+\)$/m,
    )
  })

  it('read the map when the first stack is written, not at start', async () => {
    const [header, first] = run('map-gone')
    await rename(`${generated}.map.gone`, `${generated}.map`)
    expect(header).toBe('Error: broken')
    expect(first).toMatch(
      new RegExp(`^    at throwsHere \\(${generated.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:\\d+:\\d+\\)$`),
    )
  })

  it('are left to Node where the code runs from its TypeScript sources', () => {
    const previous = Error.prepareStackTrace
    mapStackTracesToSources()
    expect(Error.prepareStackTrace).toBe(previous)
  })
})
