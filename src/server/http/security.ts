import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'

/** Map tiles the shops' map loads (product decisions section 6); every other resource is the app's own. */
const mapTileHosts = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org']

/**
 * The policy allows only the app's own scripts; styles may be inline because the pages carry their first screen's
 * style inline (index.html, login.html) and the map library sets them. No `upgrade-insecure-requests`: a shop's
 * installation on a local network is served over plain HTTP and would otherwise load nothing.
 */
const securityMiddleware = helmet({
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
      imgSrc: ["'self'", 'data:', 'blob:', ...mapTileHosts],
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

/** The headers helmet sets: none depends on the request (no nonces), so they are worked out once. */
function headersOf(middleware: typeof securityMiddleware): Record<string, string> {
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

export const securityHeaders = headersOf(securityMiddleware)

/**
 * Security headers on every answer, errors and files included. `@fastify/helmet` rebuilt helmet's middleware,
 * parsing the policy again, on every request. CORS stays closed: no route answers with Access-Control-* headers,
 * so browsers keep other sites out.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders)
    done()
  })
}
