/**
 * `npm start`: builds the app when the build is missing or older than its sources, and the server when its inputs
 * changed (scripts/build-server.ts), then runs the built server in this process. It serves the built app on
 * http://localhost:3000 (PORT overrides) with the embedded database. package.json's script sets NODE_COMPILE_CACHE,
 * so that Node reads this file and build-server.ts from its compile cache too instead of stripping their types at
 * every start (decision 122).
 */
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildServerIfChanged, serverEntry } from './build-server.ts'

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

// The server runs here rather than in a second Node, whose start would add to every `npm start`: Ctrl+C and
// SIGTERM reach it directly and it shuts down cleanly (src/server/main.ts).
await import(pathToFileURL(serverEntry).href)
