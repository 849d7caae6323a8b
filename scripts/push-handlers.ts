import { build } from 'esbuild'
import type { Plugin } from 'vite'

export const pushHandlersFile = 'push-handlers.js'

/**
 * The service worker's push and notification-click handlers (src/client/pwa/push-handlers.ts) compiled into
 * one small file beside the generated service worker, which loads it with importScripts: Workbox's generated
 * worker stays as it is, and no page downloads the handlers.
 */
export function pushHandlers(): Plugin {
  return {
    name: 'push-handlers',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        entryPoints: ['src/client/pwa/push-handlers.ts'],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2022',
        tsconfig: 'tsconfig.json',
      })
      this.emitFile({ type: 'asset', fileName: pushHandlersFile, source: result.outputFiles[0]!.text })
    },
  }
}
