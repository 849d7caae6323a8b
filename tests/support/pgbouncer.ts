import { execFileSync, spawn } from 'node:child_process'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './server-process.ts'

/**
 * PgBouncer in transaction mode in front of the test PostgreSQL server (every database passed through), tracking
 * named prepared statements as a fleet's pooler must (`max_prepared_statements`). The binary comes from
 * scripts/pgbouncer.sh. `poolUrl` turns a database's direct address into its address through the pooler.
 */
export async function startPgBouncer(serverUrl: string) {
  const binary = execFileSync('bash', ['scripts/pgbouncer.sh'], { encoding: 'utf8' }).trim()
  const server = new URL(serverUrl)
  const port = await freePort()
  const dir = await mkdtemp(join(tmpdir(), 'pgbouncer-'))
  // Run as root, PgBouncer switches to the postgres user, who must read its files.
  await chmod(dir, 0o755)
  await writeFile(join(dir, 'users.txt'), `"${server.username}" ""\n`)
  await writeFile(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      // The console's SHOW STATS and SHOW POOLS, which the peak benchmark reads.
      `stats_users = ${server.username}`,
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'max_prepared_statements = 200',
      'default_pool_size = 20',
      'max_client_conn = 400',
    ].join('\n'),
  )
  const asRoot = process.getuid?.() === 0
  const child = spawn(binary, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await listening(
    port,
    () => child.exitCode !== null,
    () => output,
  )
  return {
    pid: child.pid!,
    /** PgBouncer's console (the `pgbouncer` database): SHOW STATS, SHOW POOLS. */
    consoleUrl: `postgres://${server.username}@127.0.0.1:${port}/pgbouncer`,
    poolUrl(directUrl: string) {
      const url = new URL(directUrl)
      url.hostname = '127.0.0.1'
      url.port = String(port)
      return url.toString()
    },
    async close() {
      child.kill('SIGINT')
      await exited
      await rm(dir, { recursive: true, force: true })
    },
  }
}

async function listening(port: number, ended: () => boolean, output: () => string) {
  const deadline = Date.now() + 10_000
  for (;;) {
    if (ended()) throw new Error(`PgBouncer ended at start:\n${output()}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' })
      socket.once('connect', () => {
        socket.end()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > deadline) throw new Error(`PgBouncer did not listen:\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
