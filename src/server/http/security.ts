import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import { defaultMapTiles, mapTilesFile, mapTilesSource } from '#contract/dictionaries/map-tiles.ts'

/**
 * The tile address the built app in `distDir` loads its shops' map from, as its build wrote it; OpenStreetMap's
 * where there is no built app (tests, an API-only instance) or it predates the file.
 */
export function builtMapTilesUrl(distDir: string | undefined): string {
  const file = distDir && join(distDir, mapTilesFile)
  if (!file || !existsSync(file)) return defaultMapTiles.url
  return (JSON.parse(readFileSync(file, 'utf8')) as { url: string }).url
}

/**
 * The policy allows only the app's own scripts; styles may be inline because the pages carry their first screen's
 * style inline (index.html, login.html) and the map library sets them. Images may also come from the map's tile
 * host (product decisions section 6); every other resource is the app's own. No `upgrade-insecure-requests`: a
 * shop's installation on a local network is served over plain HTTP and would otherwise load nothing.
 */
const securityMiddleware = (mapTilesUrl: string) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // WebAssembly compiled from the app's own .wasm (the QR reader of phones without BarcodeDetector);
        // no eval of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', mapTilesSource(mapTilesUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // Acts open as PDF blobs in the app's own frames and tabs.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 180 * 86_400, includeSubDomains: false },
    referrerPolicy: { policy: 'no-referrer' },
  })

/** The headers helmet sets: none depends on the request (no nonces), so they are worked out once per app. */
export function securityHeadersFor(mapTilesUrl: string): Record<string, string> {
  const middleware = securityMiddleware(mapTilesUrl)
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: () => {},
  }
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

/**
 * Security headers on every answer, errors and files included. `@fastify/helmet` rebuilt helmet's middleware,
 * parsing the policy again, on every request. CORS stays closed: no route answers with Access-Control-* headers,
 * so browsers keep other sites out.
 */
export function registerSecurityHeaders(app: FastifyInstance, securityHeaders: Record<string, string>): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders)
    done()
  })
}
