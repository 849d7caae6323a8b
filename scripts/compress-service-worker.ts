import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const serviceWorkerFiles = /^(sw|workbox-[\w-]+)\.js$/

/**
 * vite-plugin-pwa writes the service worker and its runtime after the bundle is closed, so the compression
 * step, which sees only the bundle, never compresses them. This writes their Brotli and gzip copies last.
 */
export function compressServiceWorker(): Plugin {
  let outDir = 'dist'
  return {
    name: 'compress-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const name of readdirSync(outDir).filter((file) => serviceWorkerFiles.test(file))) {
          const file = join(outDir, name)
          const source = readFileSync(file)
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          )
          writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
        }
      },
    },
  }
}
