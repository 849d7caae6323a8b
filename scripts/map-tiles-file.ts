import type { Plugin } from 'vite'
import { mapTilesFile, mapTilesOf } from '../src/contract/dictionaries/map-tiles.ts'

/**
 * Writes the tile address the client is built with (`VITE_MAP_TILES_URL`, from the environment or Vite's `.env`
 * files, as `import.meta.env` has it) into the built app's folder, for the server's content security policy to
 * allow. An address the policy could not allow fails the build.
 */
export function mapTilesFileOfBuild(): Plugin {
  let url = ''
  return {
    name: 'map-tiles-file',
    apply: 'build',
    configResolved(config) {
      url = mapTilesOf(config.env).url
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: mapTilesFile, source: `${JSON.stringify({ url })}\n` })
    },
  }
}
