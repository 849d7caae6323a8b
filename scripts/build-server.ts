/**
 * The server compiled once into one JavaScript file (esbuild, ESM for Node, dependencies left as imports, source maps
 * beside it) for `npm start`, rebuilt only when its inputs change; `npm run dev` runs the sources under tsx instead.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

export const serverDistDir = resolve(process.env.SERVER_DIST_DIR ?? 'dist-server')
export const serverEntry = join(serverDistDir, 'main.js')
/**
 * Node's flags for the built server, wherever it runs (`npm start`, `npm run serve`, the benchmarks): stack traces
 * through the source maps, and a young generation of up to 32 MB per half. With Node's default of 16 MB a busy
 * server collected garbage often enough to cost about a tenth of its CPU per request (docs/benchmarks.md).
 */
export const serverNodeFlags = ['--enable-source-maps', '--max-semi-space-size=32'] as const
const stampFile = join(serverDistDir, 'inputs.stamp')
const sourcesDir = resolve('src')

/** What the built file is made of: a change, an addition or a removal of any of these rebuilds it. */
const inputs = ['src/server', 'src/contract', 'package.json', 'tsconfig.json', 'scripts/build-server.ts']

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

/**
 * The sources find their files next to themselves (migrations, the demo addresses, fonts through `createRequire`):
 * in the one built file, `import.meta.url` of each source module is made to name that source file again.
 */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const contents = await readFile(args.path, 'utf8')
      if (!args.path.startsWith(sourcesDir) || !contents.includes('import.meta.url')) return undefined
      const fromBuilt = relative(serverDistDir, args.path).split('\\').join('/')
      return {
        contents: contents.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBuilt)}, import.meta.url).href`,
        ),
        loader: 'ts',
      }
    })
  },
}

/** Builds the server when the built file is missing or its inputs changed; answers whether it built. */
export async function buildServerIfChanged(): Promise<boolean> {
  const stamp = inputsStamp()
  if (existsSync(serverEntry) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp)
    return false
  const result = await build({
    write: false,
    entryPoints: ['src/server/main.ts'],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [sourceLocations],
  })
  // Written beside and renamed into place: a server started meanwhile, by a parallel test or benchmark, reads
  // either the old file or the new one, never half of one.
  await mkdir(serverDistDir, { recursive: true })
  for (const file of [...result.outputFiles, { path: stampFile, contents: Buffer.from(stamp) }]) {
    const partial = `${file.path}.${process.pid}.partial`
    await writeFile(partial, file.contents)
    await rename(partial, file.path)
  }
  return true
}

// `npm run build` builds the server with the app, so an image runs the built file and never builds at start.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await buildServerIfChanged()
