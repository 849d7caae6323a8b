import type { Plugin } from 'vite'

/** A contract domain's endpoint list: `endpoints(tag, () => import('./endpoint-schemas.ts'), routes)`. */
const endpointList = /[\\/]src[\\/]contract[\\/][\w-]+[\\/]endpoints\.ts$/
const schemasLoader = /\(\)\s*=>\s*import\(\s*['"]\.\/endpoint-schemas\.ts['"]\s*\)/g
/** A route's `access: …,` line (or `access,`): who may call is the server's to check. */
const accessLine = /^[ \t]*access(?:[ \t]*:[^,\n]+)?,[ \t]*\n/gm

/**
 * What of the contract's endpoint lists only the server reads stays out of the browser's build: the loaders
 * of the zod schemas (`endpoint.schemas()`, asked for by the server and the tests) and each route's access.
 * The browser calls by method and path. The worker's first screen, which loads the endpoint lists, thus
 * carries no preload list of schema chunks and no access rules, and no schema chunk is built and precached
 * that nothing would load.
 */
export function serverOnlySchemas(): Plugin {
  return {
    name: 'server-only-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!endpointList.test(id)) return null
      return code
        .replace(schemasLoader, "() => Promise.reject(new Error('The endpoints’ schemas are the server’s'))")
        .replace(accessLine, '')
    },
  }
}
