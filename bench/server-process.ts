import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { performance } from 'node:perf_hooks'
import { buildServerIfChanged, serverEntry } from '../scripts/build-server.ts'
import packageJson from '../package.json' with { type: 'json' }

/** The real server as a child process, the way `npm start` runs it. */
export type ServerProcess = {
  child: ChildProcess
  port: number
  baseUrl: string
  /** performance.now() just before the spawn. */
  spawnedAt: number
  /** The last lines the server printed, for error messages. */
  output(): string
  /** SIGTERM, then waits for the exit; SIGKILL only if it has not exited after `graceMs`. Answers ms taken. */
  stop(graceMs?: number): Promise<number>
}

export type ServerOptions = {
  /** PGlite data folder; ignored when databaseUrl is set. */
  dataDir?: string
  databaseUrl?: string
  /** With databaseUrl: the server's DATA_DIR, where it keeps stored files (acts); else ./data would be used. */
  filesDir?: string
  seedDemo?: boolean
  /** Fastify's trusted proxies (TRUST_PROXY): lets a load test speak for many client addresses. */
  trustProxy?: string
  /** A production client build to serve, as `npm start` does; without it the server answers the API only. */
  clientDistDir?: string
  /** Loads bench/memory-probe.ts into the server and opens an IPC channel to ask it for its memory. */
  memoryProbe?: boolean
  /** As `npm start` runs (package.json's command: scripts/start.ts checks both builds, then runs the server). */
  launcher?: boolean
  /** More variables, set last (the S3 store's, for instance). */
  env?: Record<string, string>
  /**
   * Node's CPU profiler on, its profile written to this folder when the server exits: where a request's time goes.
   * BENCH_CPU_PROFILE_DIR in the environment does the same for every server started.
   */
  cpuProfileDir?: string
}

const outputLines = 40

/** A port the OS just handed out on 127.0.0.1; free unless something grabs it in the next instant. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('no port'))))
    })
  })
}

/** SIGTERM, then the exit waited for; SIGKILL only if it has not exited after `graceMs`. Answers ms taken. */
async function stopChild(child: ChildProcess, exited: Promise<void>, graceMs: number): Promise<number> {
  const started = performance.now()
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    await exited
    clearTimeout(timer)
  }
  return performance.now() - started
}

/** `npm start`'s command, `VARIABLE=value … node scripts/start.ts`, as its variables and Node's arguments. */
function launcherCommand(): { env: Record<string, string>; args: string[] } {
  const words = packageJson.scripts.start.split(' ')
  const node = words.indexOf('node')
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split('=') as [string, string]))
  return { env, args: words.slice(node + 1) }
}

/** A clean environment: nothing from the caller's shell decides which database the child opens. */
function childEnv(port: number, options: ServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'JWT_SECRET', 'SMS_ADAPTER', 'SMS_GATEWAY_URL', 'HOST'])
    delete env[key]
  Object.assign(env, {
    // The benchmarks sign in through /dev/session, which only NODE_ENV=test has.
    NODE_ENV: 'test',
    PORT: String(port),
    SERVE_CLIENT: options.clientDistDir ? 'true' : 'false',
    LOG_LEVEL: 'warn',
    SEED_DEMO: options.seedDemo === false ? 'false' : 'true',
  })
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  else if (options.dataDir) env.DATA_DIR = options.dataDir
  if (options.databaseUrl && options.filesDir) env.DATA_DIR = options.filesDir
  if (options.trustProxy) env.TRUST_PROXY = options.trustProxy
  if (options.clientDistDir) env.CLIENT_DIST_DIR = options.clientDistDir
  Object.assign(env, options.env)
  return env
}

/**
 * Spawns the built server as the image runs it (`node dist-server/main.js`, built first when its inputs changed), or
 * `npm start`'s command itself, on a free port; the output is drained so the child never blocks.
 */
async function spawnServer(options: ServerOptions): Promise<ServerProcess> {
  await buildServerIfChanged()
  const port = await freePort()
  const spawnedAt = performance.now()
  // BENCH_CPU_PROFILE_DIR profiles every server a benchmark starts, without changing the benchmark.
  const cpuProfileDir = options.cpuProfileDir ?? process.env.BENCH_CPU_PROFILE_DIR
  const probe = [
    ...(options.memoryProbe ? ['--import', './bench/memory-probe.ts'] : []),
    ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []),
  ]
  const launcher = launcherCommand()
  const command = options.launcher ? launcher.args : [...probe, serverEntry]
  const child = spawn(process.execPath, command, {
    cwd: process.cwd(),
    env: { ...childEnv(port, options), ...(options.launcher && launcher.env) },
    stdio: options.memoryProbe ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
    if (lines.length > outputLines) lines.splice(0, lines.length - outputLines)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })

  return {
    child,
    port,
    spawnedAt,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => lines.join('\n'),
    stop: (graceMs = 15_000) => stopChild(child, exited, graceMs),
  }
}

/**
 * Polls `GET /api/health` until it answers 200; throws if the child exits first or `timeoutMs` passes.
 * Answers the time of the 200 answer (performance.now()).
 */
async function waitHealthy(server: ServerProcess, timeoutMs = 90_000, pollMs = 10): Promise<number> {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`,
      )
    }
    try {
      const response = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })
      await response.arrayBuffer()
      if (response.status === 200) return performance.now()
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  throw new Error(`no 200 from /api/health within ${timeoutMs} ms:\n${server.output()}`)
}

/** Starts a server and waits for its first 200; answers the server and the cold-start time in ms. */
export async function startServer(
  options: ServerOptions,
): Promise<{ server: ServerProcess; startMs: number }> {
  const server = await spawnServer(options)
  try {
    const healthyAt = await waitHealthy(server)
    return { server, startMs: healthyAt - server.spawnedAt }
  } catch (error) {
    await server.stop()
    throw error
  }
}

export type BareServer = Pick<ServerProcess, 'child' | 'baseUrl' | 'stop'>

/**
 * `bench/bare-server.ts` as a child process on a free port, replaying `statementsFile` for every request on the
 * database given; resolves once it listens. PGlite: nothing else may have the folder open meanwhile.
 * BENCH_CPU_PROFILE_DIR profiles it as it does the server.
 */
export async function startBareServer(
  statementsFile: string,
  target: { databaseUrl: string } | { dataDir: string },
): Promise<BareServer> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), STATEMENTS: statementsFile }
  delete env.DATABASE_URL
  delete env.DATA_DIR
  if ('databaseUrl' in target) env.DATABASE_URL = target.databaseUrl
  else env.DATA_DIR = target.dataDir
  const cpuProfileDir = process.env.BENCH_CPU_PROFILE_DIR
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []
  const child = spawn(process.execPath, [...profile, 'bench/bare-server.ts'], {
    cwd: process.cwd(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('ready')) resolve()
    })
    void exited.then(() => reject(new Error(`bare server exited:\n${output}`)))
  })
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: (graceMs = 15_000) => stopChild(child, exited, graceMs),
  }
}
