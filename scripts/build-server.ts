/**
 * The server compiled once into one JavaScript file (esbuild, CommonJS for Node, its dependencies bundled in but for
 * a few, source maps beside it) and a small entry that runs it with V8's code cache, for `npm start`; rebuilt only
 * when its inputs change. `npm run dev` runs the sources under tsx instead.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { isBuiltin } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type BuildOptions, type Plugin } from 'esbuild'

export const serverDistDir = resolve(process.env.SERVER_DIST_DIR ?? 'dist-server')
/** What Node runs: src/server/built-entry.ts, which runs the server's file with its code cache (decision 046). */
export const serverEntry = join(serverDistDir, 'main.cjs')
/** The server: src/server/main.ts and everything it imports, in one CommonJS file with its map beside it. */
export const serverBundle = join(serverDistDir, 'server.cjs')
/** PGlite's thread (src/server/db/pglite-worker.ts, decision 055): PGlite and what it imports, in a file of its own. */
export const pgliteWorkerBundle = join(serverDistDir, 'pglite-worker.cjs')
/** src/server/db/pglite-early.ts, which starts PGlite's thread, in a file of its own that the entry runs first. */
const pgliteEarlyBundle = join(serverDistDir, 'pglite-early.cjs')
/**
 * Node's flags for the built server, wherever it runs (`npm start`, `npm run serve`, the benchmarks). Not
 * `--enable-source-maps`: the server maps its stack traces itself, reading the map on the first one
 * (src/server/stack-traces.ts, decision 045). They are:
 * - a young generation of 32 MB per half. With Node's default of up to 16 MB a busy server collected garbage often
 *   enough to cost about a tenth of its CPU per request (decision 040). It starts at that size too: growing from
 *   1 MB, it was collected 11 times while the server started, for 60–70 ms; at 32 MB not once, for about 20 MB
 *   more memory at rest (decision 045);
 * - V8's background threads one fewer than the machine's cores (`0` asks Node to size the pool so), not Node's fixed
 *   four. On two cores those four compiled PGlite's WebAssembly while the start needed the main thread: a start on
 *   an existing PGlite folder took about 2.6 s with them and about 1.8 s with one (decision 044).
 */
export const serverNodeFlags = [
  '--max-semi-space-size=32',
  '--min-semi-space-size=32',
  '--v8-pool-size=0',
] as const
const stampFile = join(serverDistDir, 'inputs.stamp')
const sourcesDir = resolve('src')

/**
 * What the built file is made of: a change, an addition or a removal of any of these rebuilds it. The lock file
 * stands for the bundled packages: an `npm install` that changes one changes it.
 */
const inputs = [
  'src/server',
  'src/contract',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-server.ts',
]

/**
 * Packages left as imports, loaded from node_modules at run time; every other one is bundled into the built file,
 * so a start reads one file instead of resolving and compiling about a thousand (decision 042). PGlite is bundled
 * too: its JavaScript is then run on the first use of the embedded database only, while the import of a package
 * left out is hoisted to the top of the built file and loaded at every start, on PostgreSQL as well (decision 045).
 * - `pdfkit` (with fontkit and its data files) and `@aws-sdk/client-s3` are imported on first use only: bundled, a
 *   start would still parse them;
 * - `pg-native` is node-postgres's optional native binding, not installed.
 */
export const externalPackages = ['pdfkit', '@aws-sdk/client-s3', 'pg-native']

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

/** A file's path from the built file's folder, with forward slashes, as a JavaScript string literal. */
const fromBuilt = (path: string) => JSON.stringify(relative(serverDistDir, path).split('\\').join('/'))

/** `import.meta.url` of a module made to name its original file, from wherever the built file runs. */
const atOriginalFile = (contents: string, path: string) =>
  contents.replaceAll('import.meta.url', `new URL(${fromBuilt(path)}, __bundledUrl).href`)

/**
 * The sources find their files next to themselves (migrations, the demo addresses, fonts through `createRequire`),
 * and so do bundled packages (PGlite its .wasm and .data files by `import.meta.url`, @fastify/swagger-ui its
 * static folder by `__dirname`). In the one built file, `import.meta.url` of each such module is made to name its
 * original file again, and `__dirname` and `__filename` are declared, in the package's module, as that module's
 * original file in node_modules.
 */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (!args.path.startsWith(sourcesDir)) return undefined
      const contents = await readFile(args.path, 'utf8')
      if (!contents.includes('import.meta.url')) return undefined
      return { contents: atOriginalFile(contents, args.path), loader: 'ts' }
    })
    builder.onLoad({ filter: /[\\/]node_modules[\\/].*\.c?js$/ }, async (args) => {
      const original = await readFile(args.path, 'utf8')
      const contents = importsOfBuiltins(atOriginalFile(original, args.path))
      const uses = (name: string) =>
        contents.includes(name) && !new RegExp(`(var|let|const|function)\\s+${name}\\b`).test(contents)
      const declarations = [
        uses('__filename') && `var __filename = __bundledFile(${fromBuilt(args.path)});`,
        uses('__dirname') && `var __dirname = __bundledFile(${fromBuilt(dirname(args.path))});`,
      ].filter(Boolean)
      if (declarations.length === 0) return contents === original ? undefined : { contents, loader: 'js' }
      // On the first line, so the source map's lines of the package stay as they were (a `#!` line, which must
      // come first, is made a comment).
      const body = contents.startsWith('#!') ? `//${contents}` : contents
      return { contents: declarations.join(' ') + body, loader: 'js' }
    })
  },
}

/**
 * zod's locales as the server uses them: Russian (`src/contract/common/zod-locale.ts`) and English, zod's own
 * default. zod's `z` namespace re-exports all of its 60-odd locales, and a namespace object keeps every member, so
 * they took 0.4 MB of the 5.6 MB file that each start parses (decision 045). Another locale would have to be added
 * here.
 */
const serverZodLocales: Plugin = {
  name: 'server-zod-locales',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({
      contents: "export { default as en } from './en.js'\nexport { default as ru } from './ru.js'\n",
      loader: 'js',
      resolveDir: dirname(args.path),
    }))
  },
}

/**
 * The entry and the server share one pglite-early module, required from its own file: the entry runs it before it
 * reads the server's file, so PGlite's thread starts about 50 ms sooner, and the server finds that thread in it
 * (decision 056). The server takes PGliteThread from that file too, rather than bundling a second copy of it.
 */
const sharedPgliteEarly: Plugin = {
  name: 'shared-pglite-early',
  setup(builder) {
    builder.onResolve({ filter: /[\\/]pglite-(early|thread)\.ts$/ }, () => ({
      path: `./${relative(serverDistDir, pgliteEarlyBundle)}`,
      external: true,
    }))
  },
}

/**
 * Runs before every bundled module: the built file's URL, from which the modules find their own files, and the
 * packages' imports of Node's own modules (see sourceLocations).
 */
const banner = [
  "const __bundledUrl = require('node:url').pathToFileURL(__filename).href;",
  "const __bundledFile = (fromBuilt) => require('node:url').fileURLToPath(new URL(fromBuilt, __bundledUrl));",
  'const __importBuiltin = (id) => Promise.resolve().then(() => { const m = require(id); return { ...m, default: m } });',
].join(' ')

/**
 * A package's `import("fs")` of one of Node's modules, as the banner's `require` of it. esbuild would make it
 * `require("fs")` in place, where a package may have declared a `require` of its own: PGlite does, and fills it in
 * only after that very import.
 */
const importsOfBuiltins = (contents: string) =>
  contents.replace(/\bimport\((["'])([\w:/]+)\1\)/g, (found, _quote: string, id: string) =>
    isBuiltin(id) ? `__importBuiltin(${JSON.stringify(id)})` : found,
  )

/** Where src/server/db/pglite-thread.ts finds the built worker: from its own file, as `import.meta.url` names it. */
const builtPgliteWorker = JSON.stringify(
  relative(resolve('src/server/db'), pgliteWorkerBundle).split('\\').join('/'),
)

/**
 * The server as CommonJS, not an ES module: V8's code cache can be given to a script (src/server/code-cache.ts) but
 * not, on Node 20, to an ES module, and a start with it takes about 0.3 s less (decision 046). Its `import()`s
 * become `require`s: a script's `import()` needs Node's module loader, which a script compiled from the cache loses.
 */

const serverBuild = {
  entryPoints: ['src/server/main.ts'],
  outfile: serverBundle,
  format: 'cjs',
  supported: { 'dynamic-import': false },
  external: externalPackages,
  banner: { js: banner },
  sourcemap: true,
  sourcesContent: false,
  plugins: [sharedPgliteEarly, serverZodLocales, sourceLocations],
} satisfies BuildOptions

/** A file of PGlite's thread beside the server's: CommonJS, finding its files as the server's do, with its map. */
const besideTheServer = {
  format: 'cjs',
  banner: { js: banner },
  sourcemap: true,
  sourcesContent: false,
  plugins: [sourceLocations],
} satisfies BuildOptions

const pgliteEarlyBuild = {
  ...besideTheServer,
  entryPoints: ['src/server/db/pglite-early.ts'],
  outfile: pgliteEarlyBundle,
  define: { builtPgliteWorker },
} satisfies BuildOptions

const pgliteWorkerBuild = {
  ...besideTheServer,
  entryPoints: ['src/server/db/pglite-worker.ts'],
  outfile: pgliteWorkerBundle,
} satisfies BuildOptions

const entryBuild = {
  entryPoints: ['src/server/built-entry.ts'],
  outfile: serverEntry,
  format: 'cjs',
  plugins: [sharedPgliteEarly],
} satisfies BuildOptions

const forNode = {
  write: false,
  bundle: true,
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
} as const

/** Builds the server when the built file is missing or its inputs changed; answers whether it built. */
export async function buildServerIfChanged(): Promise<boolean> {
  const stamp = inputsStamp()
  if (existsSync(serverEntry) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp)
    return false
  // In the order they are renamed into place: what a file requires comes before it, so a server started meanwhile
  // (by a parallel test or benchmark) finds the files its entry and its server file need.
  const built = await Promise.all([
    build({ ...forNode, ...pgliteWorkerBuild }),
    build({ ...forNode, ...pgliteEarlyBuild }),
    build({ ...forNode, ...serverBuild }),
    build({ ...forNode, ...entryBuild }),
  ])
  // Written beside and renamed into place: such a server reads either the old file or the new one, never half of one.
  await mkdir(serverDistDir, { recursive: true })
  const files = built.flatMap((result) => result.outputFiles)
  for (const file of [...files, { path: stampFile, contents: Buffer.from(stamp) }]) {
    const partial = `${file.path}.${process.pid}.partial`
    await writeFile(partial, file.contents)
    await rename(partial, file.path)
  }
  return true
}

// `npm run build` builds the server with the app, so an image runs the built file and never builds at start.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await buildServerIfChanged()
