import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildCodeCacheEntry } from '../../tests/support/code-cache-entry.ts'

/**
 * The built server's entry runs its file with V8's code cache (src/server/code-cache.ts). Here a small entry built
 * the same way runs small CommonJS programs under plain Node and prints whether the cache was used.
 */
let dir: string
let entry: string
let program: string
let cache: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'code-cache-'))
  entry = join(dir, 'entry.cjs')
  await buildCodeCacheEntry(entry, { reportCacheUse: true })
  program = join(dir, 'program.cjs')
  cache = `${program}.cache`
})
afterAll(() => rm(dir, { recursive: true, force: true }))
beforeEach(() => rm(cache, { force: true }))

/** A program whose `ready` settles after a turn of the event loop, as the server's start does. */
const programSaying = (text: string) =>
  [
    `function say() { return ${JSON.stringify(text)} }`,
    'console.log(say())',
    'exports.ready = new Promise((resolve) => setTimeout(resolve, 10))',
  ].join('\n')

const run = (...nodeFlags: string[]) =>
  execFileSync(process.execPath, [...nodeFlags, entry, program], { encoding: 'utf8' })
    .trimEnd()
    .split('\n')

describe('the code cache', () => {
  it('is written once the program is ready, headed by its source’s SHA-256, and used by the next run', () => {
    writeFileSync(program, programSaying('version A'))
    expect(run()).toEqual(['version A', 'cache not used'])
    const written = readFileSync(cache)
    expect(written.subarray(0, 32)).toEqual(createHash('sha256').update(readFileSync(program)).digest())
    expect(written.length).toBeGreaterThan(32)

    const { mtimeMs } = statSync(cache)
    expect(run()).toEqual(['version A', 'cache used'])
    expect(statSync(cache).mtimeMs).toBe(mtimeMs)
  })

  it('of a source of the same length is not used: the changed program runs its own code', () => {
    writeFileSync(program, programSaying('version A'))
    run()
    writeFileSync(program, programSaying('version B'))
    expect(run()).toEqual(['version B', 'cache not used'])
    expect(run()).toEqual(['version B', 'cache used'])
  })

  it('refused by V8 under other flags is written again for them', () => {
    writeFileSync(program, programSaying('version A'))
    run()
    expect(run('--max-semi-space-size=64')).toEqual(['version A', 'cache not used'])
    expect(run('--max-semi-space-size=64')).toEqual(['version A', 'cache used'])
  })

  it('is not written before the program is ready, nor when its start fails, which still ends the process', () => {
    writeFileSync(program, ["console.log('waiting')", 'exports.ready = new Promise(() => {})'].join('\n'))
    expect(run()).toEqual(['waiting', 'cache not used'])
    expect(existsSync(cache)).toBe(false)

    writeFileSync(program, "exports.ready = Promise.reject(new Error('the start failed'))")
    const failed = spawnSync(process.execPath, [entry, program], { encoding: 'utf8' })
    expect(failed.status).toBe(1)
    expect(failed.stderr).toContain('Error: the start failed')
    expect(existsSync(cache)).toBe(false)
  })
})
