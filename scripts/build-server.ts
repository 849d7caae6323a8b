/**
 * The server built into ES modules, dist-server/main.js and the chunks it imports: src/server/main.ts and every
 * source it imports, with source maps, and the packages of `bundledPackages`; the other packages stay imports that
 * Node loads from node_modules. The migrations are copied beside it, where src/server/db/migrations-folder.ts finds them. Rebuilt
 * only when its inputs change (decision 059).
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import packageJson from '../package.json' with { type: 'json' }

export const serverDistDir = resolve(process.env.SERVER_DIST_DIR ?? 'dist-server')
/** What Node runs: the server's start (src/server/main.ts) and everything of ours it imports. */
export const serverEntry = join(serverDistDir, 'main.js')

/**
 * Packages of many small ES modules, put into the built file: Node loaded drizzle-orm's hundreds of files in about
 * as long as PGlite took to open (decision 059), and jose's 46 in ten times as long as the same code in one file
 * (decision 122). zod's type provider comes with them so that it uses the bundled zod: from node_modules it loaded a
 * second zod at every start (decision 122). All are plain ES modules, so the built file needs no shim of CommonJS for
 * them; every other package stays an import, and so does `@fastify/error`, the CommonJS package the type provider
 * imports (fastify loads it anyway).
 */
const bundledPackages = ['drizzle-orm', 'zod', '@fastify/type-provider-zod', 'jose', 'altcha-lib']
const externalPackages = [
  ...Object.keys(packageJson.dependencies).filter((name) => !bundledPackages.includes(name)),
  '@fastify/error',
]
const stampFile = join(serverDistDir, 'inputs.stamp')

/**
 * What the built files are made of: a change, an addition or a removal of any of these rebuilds them. The lock file
 * stands for the bundled packages' versions: an `npm install` that changes one changes it.
 */
const inputs = [
  'src/server',
  'src/contract',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-server.ts',
]

function listFiles(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((entry) => listFiles(join(path, entry)))
}

/** Every input file's path, size and modification time, hashed. */
function inputsStamp(): string {
  const hash = createHash('sha256')
  for (const file of inputs.flatMap(listFiles)) {
    const stat = statSync(file)
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`)
  }
  return hash.digest('hex')
}

/** Builds the server when the built file is missing or its inputs changed; answers whether it built. */
export async function buildServerIfChanged(): Promise<boolean> {
  const stamp = inputsStamp()
  if (existsSync(serverEntry) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp)
    return false
  rmSync(serverDistDir, { recursive: true, force: true })
  // Loaded only to build: `npm start` on an unchanged server does not pay for it (decision 122).
  const esbuild = await import('esbuild')
  await esbuild.build({
    entryPoints: ['src/server/main.ts'],
    outdir: serverDistDir,
    // main.ts imports each step's modules once Node's compile cache is on: they stay files of their own.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: externalPackages,
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
  })
  // esbuild's helper process would otherwise live on beside the server `npm start` runs in this process.
  await esbuild.stop()
  cpSync('src/server/db/migrations', join(serverDistDir, 'migrations'), { recursive: true })
  writeFileSync(stampFile, stamp)
  return true
}

// `npm run build` builds the server with the app, so an image runs the built file and never builds at start.
if (import.meta.main) await buildServerIfChanged()
