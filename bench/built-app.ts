import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from './server-process.ts'

export type BuiltApp = { baseUrl: string; stop(): Promise<void> }

/** The production client built into a temporary folder and served by the real server on a fresh embedded database. */
export async function startBuiltApp(name: string): Promise<BuiltApp> {
  const folder = mkdtempSync(join(tmpdir(), `bench-${name}-`))
  const clientDistDir = join(folder, 'dist')
  try {
    await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', clientDistDir, '--emptyOutDir'])
    const { server } = await startServer({ dataDir: join(folder, 'data'), clientDistDir })
    return {
      baseUrl: server.baseUrl,
      async stop() {
        await server.stop()
        rmSync(folder, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(folder, { recursive: true, force: true })
    throw error
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' })
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    )
  })
}
