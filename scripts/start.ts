/**
 * `npm start`: builds the app when the build is missing or older than its sources, and the server when its inputs
 * changed (scripts/build-server.ts), then runs the built server with the server's Node flags. It serves the built app
 * on http://localhost:3000 (PORT overrides) with the embedded database.
 */
import { execSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { buildServerIfChanged, serverEntry, serverNodeFlags } from './build-server.ts'

const sources = [
  'src/client',
  'src/contract',
  'public',
  'index.html',
  'vite.config.ts',
  // The build's own plugins and the frames' Tailwind configuration.
  'scripts/first-paint.ts',
  'scripts/first-paint.tailwind.config.ts',
  'scripts/compress-service-worker.ts',
  'scripts/push-handlers.ts',
  'scripts/map-tiles-file.ts',
  'tailwind.config.ts',
  'manifest.webmanifest',
  'package.json',
]

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stat.mtimeMs,
  )
}

// CLIENT_DIST_DIR lets parallel browser-test runs each build and serve their own copy.
const distDir = process.env.CLIENT_DIST_DIR ?? 'dist'
const builtIndex = join(distDir, 'index.html')
const built = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
if (built < Math.max(...sources.map(newestChange))) {
  console.log(built ? 'Исходники изменились: пересобираю приложение…' : 'Собираю приложение…')
  // Always the production build of the app, also when the browser tests start the server with NODE_ENV=test.
  execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(distDir)} --emptyOutDir`, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}

if (await buildServerIfChanged()) console.log('Сервер собран.')

// The terminal's Ctrl+C reaches the server itself (one process group), which then shuts down cleanly: this process
// only waits for it. A SIGTERM sent to this process alone is handed on.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => server.kill('SIGTERM'))
const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], { stdio: 'inherit' })
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
