import type { Plugin } from 'vite'

/** `endpoints(tag, () => import('./endpoint-schemas.ts'), routes)` in a contract domain's endpoints.ts. */
const endpointList = /[\\/]src[\\/]contract[\\/][\w-]+[\\/]endpoints\.ts$/
const schemasLoader = /\(\)\s*=>\s*import\(\s*['"]\.\/endpoint-schemas\.ts['"]\s*\)/g

/**
 * The contract's endpoints load their zod schemas on demand, and only the server and the tests ask for them
 * (`endpoint.schemas()`); the browser calls by method and path. In the browser's build each loader is
 * replaced by one that refuses, so the endpoint lists on the worker's first screen carry no preload list of
 * schema chunks, and no schema chunk is built and precached that nothing would load.
 */
export function serverOnlySchemas(): Plugin {
  return {
    name: 'server-only-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!endpointList.test(id)) return null
      return code.replace(
        schemasLoader,
        "() => Promise.reject(new Error('The endpoints’ schemas are the server’s'))",
      )
    },
  }
}
