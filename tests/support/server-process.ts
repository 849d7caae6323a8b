import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/** The real server (`node src/server/main.ts`, its TypeScript run by Node) as a child process, for crash and multi-instance tests. */
export type ServerProcess = {
  child: ChildProcess
  baseUrl: string
  output(): string
  /** SIGKILL: no shutdown hook runs, as when the machine loses power. */
  kill(): Promise<void>
  /** SIGTERM and the graceful shutdown. */
  stop(): Promise<void>
  /** Resolves with the signal that ended the process (null for a plain exit) once it has ended by itself. */
  ended(): Promise<NodeJS.Signals | null>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Starts a server on its own port and data; answers once `/api/health` does. `env` overrides the defaults. */
export async function startServer(options: {
  dataDir: string
  databaseUrl?: string
  /** Overrides, e.g. `NODE_ENV: 'development'` for plain `npm start`'s demo. */
  env?: Record<string, string>
}): Promise<ServerProcess> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const key of ['DATABASE_URL', 'JWT_SECRET', 'SMS_ADAPTER', 'HOST', 'TEST_DB', 'VITEST'])
    delete env[key]
  Object.assign(env, {
    // The tests sign in through /dev/session, which only NODE_ENV=test has; no HOST keeps the server local.
    NODE_ENV: 'test',
    PORT: String(port),
    SERVE_CLIENT: 'false',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  })
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  )
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`)
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    child,
    baseUrl,
    output: () => output,
    async kill() {
      child.kill('SIGKILL')
      await exited
    },
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
    ended: () => exited,
  }
}

/** JSON calls against a running server. */
export function client(baseUrl: string) {
  return async (method: string, url: string, body?: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    let json: Record<string, unknown> = {}
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {}
    } catch {
      json = { raw: text.slice(0, 200) }
    }
    return { status: response.status, body: json }
  }
}
