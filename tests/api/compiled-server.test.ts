import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { freshPostgresDatabase } from '../support/database.ts'
import { freePort } from '../../bench/server-process.ts'

/**
 * `npm start`, `npm run serve` and the image run the server built into one ES module (decision 059). The built file
 * must find the migrations and fonts its sources find next to themselves, and its errors must name the TypeScript
 * sources.
 */
let root: string
let entry: string
beforeAll(async () => {
  // Inside the project, where the built file finds node_modules as `npm start`'s does.
  await mkdir('.tmp', { recursive: true })
  root = await mkdtemp(resolve('.tmp/compiled-server-'))
  process.env.SERVER_DIST_DIR = join(root, 'dist-server')
  // bench/server-process.ts (for freePort) has loaded the build script already, with the project's own folder:
  // loaded again, it reads SERVER_DIST_DIR and builds into this test's folder.
  vi.resetModules()
  const build = await import('../../scripts/build-server.ts')
  expect(await build.buildServerIfChanged()).toBe(true)
  expect(await build.buildServerIfChanged()).toBe(false)
  entry = build.serverEntry
  delete process.env.SERVER_DIST_DIR
})
afterAll(() => rm(root, { recursive: true, force: true }))

type Run = { code: Promise<number | null>; output: () => string; stop: () => void }

/** The image's command (the Dockerfile's `CMD`, exec form): `node`, its flags and the built entry. */
const imageCommand = JSON.parse(/^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))![1]!) as string[]

/** The built server started as the image starts it, from the folder the build went to, as the image's /app. */
function run(env: Record<string, string>): Run {
  const base = { ...process.env }
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'PORT', 'SMS_ADAPTER', 'JWT_SECRET']) delete base[key]
  expect(imageCommand[0]).toBe('node')
  expect(join(root, imageCommand.at(-1)!)).toBe(entry)
  const child = spawn(process.execPath, imageCommand.slice(1), {
    cwd: root,
    env: { ...base, NODE_ENV: 'test', LOG_LEVEL: 'warn', SERVE_CLIENT: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  return {
    code: new Promise((resolve) => child.once('exit', resolve)),
    output: () => output,
    stop: () => child.kill('SIGTERM'),
  }
}

/** Every file of the build, one text. */
async function builtCode(): Promise<string> {
  const folder = dirname(entry)
  const files = (await readdir(folder)).filter((file) => file.endsWith('.js'))
  return (await Promise.all(files.map((file) => readFile(join(folder, file), 'utf8')))).join('\n')
}

async function firstHealth(port: number, server: Run): Promise<number> {
  let exited = false
  void server.code.then(() => (exited = true))
  while (!exited) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (response.ok) return response.status
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the built server exited:\n${server.output()}`)
}

describe('the compiled server', () => {
  it('names the TypeScript source of an error in its stack', async () => {
    const server = run({ PORT: 'not-a-port', DATA_DIR: join(root, 'unused') })
    expect(await server.code).not.toBe(0)
    expect(server.output()).toMatch(/at parseEnv \(\S*src\/server\/env\.ts:\d+:\d+\)/)
    // zod's own message, in the Russian locale: the only one bundled beside zod's default English.
    expect(server.output()).toContain('PORT: Неверный ввод: ожидалось число')
  })

  it('carries drizzle-orm, zod and its type provider, jose and altcha-lib, imports the other packages, and needs no shim of CommonJS', async () => {
    const built = await builtCode()
    // esbuild's comment names each bundled file by its path from the project (`../x/node_modules` in a git worktree
    // whose node_modules is a link).
    expect(built).toMatch(/^\/\/ \S*node_modules\/drizzle-orm\/pg-core\//m)
    expect(built).not.toMatch(/from "drizzle-orm/)
    // One zod: the type provider imported from node_modules would load a second one at every start (decision 122).
    expect(built).toMatch(/^\/\/ \S*node_modules\/@fastify\/type-provider-zod\//m)
    expect(built).not.toMatch(/from "(zod|@fastify\/type-provider-zod)[/"]/)
    // Packages of many small files, each a file for Node to find and read at start (decision 122).
    for (const name of ['jose', 'altcha-lib']) {
      expect(built).toMatch(new RegExp(`^// \\S*node_modules/${name}/`, 'm'))
      expect(built).not.toContain(`from "${name}`)
    }
    expect(built).toMatch(/^import Fastify from "fastify";$/m)
    expect(built).not.toMatch(/^\/\/ \S*node_modules\/fastify\//m)
    // esbuild's stand-in for a bundled package's `require`, which an ES module would need a shim for.
    expect(built).not.toContain('__require')
    expect(built).not.toMatch(/\b__dirname\b/)
  })

  it('takes node:http as a CommonJS module: as an ES module it loads all of undici at start (decision 122)', async () => {
    const built = await builtCode()
    expect(built).toContain('process.getBuiltinModule("node:http")')
    expect(built).not.toMatch(/ from "node:https?";$/m)
  })

  it('migrates a new database, seeds the demo with its PDF receipts and answers', async () => {
    const port = await freePort()
    const postgres = process.env.TEST_DB === 'postgres' ? await freshPostgresDatabase() : null
    const database: Record<string, string> = postgres
      ? { DATABASE_URL: postgres.url, DATA_DIR: join(root, 'files') }
      : { DATA_DIR: join(root, 'data') }
    const startAndStop = async () => {
      const server = run({ PORT: String(port), SEED_DEMO: 'true', ...database })
      try {
        expect(await firstHealth(port, server)).toBe(200)
      } finally {
        server.stop()
        expect(await server.code).toBe(0)
      }
    }
    try {
      // The first start migrates and seeds; the second opens what the first left.
      await startAndStop()
      await startAndStop()
    } finally {
      await postgres?.drop()
    }
  }, 120_000)
})
