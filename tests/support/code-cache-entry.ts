import { resolve } from 'node:path'
import { build } from 'esbuild'

/**
 * Builds, as scripts/build-server.ts builds `dist-server/main.cjs`, an entry that runs the CommonJS file named by its
 * first argument with V8's code cache (src/server/code-cache.ts). With `reportCacheUse` it then prints
 * `cache used` or `cache not used`.
 */
export async function buildCodeCacheEntry(outfile: string, options: { reportCacheUse?: boolean } = {}) {
  const run = `runWithCodeCache(process.argv[2])`
  await build({
    stdin: {
      contents: [
        `import { runWithCodeCache } from ${JSON.stringify(resolve('src/server/code-cache.ts'))}`,
        options.reportCacheUse ? `console.log(${run}.cacheUsed ? 'cache used' : 'cache not used')` : run,
      ].join('\n'),
      resolveDir: resolve('.'),
      loader: 'ts',
    },
    outfile,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    logLevel: 'silent',
  })
}
