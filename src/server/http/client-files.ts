import { existsSync, statSync } from 'node:fs'
import { join, normalize } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { notFoundMessage } from '#contract/common/errors.ts'

const apiPrefixes = ['/api/', '/auth/', '/dev/']

/**
 * Serves the built app: real files as they are (hashed assets cached for a year, the rest — the pages, the
 * service worker, the manifest — revalidated on every use), every other path as a page so client routes work on
 * reload: `<path>.html` where the build made one (login.html, with the sign-in card's frame), else index.html.
 * API paths never fall back to a page. The build wrote Brotli and gzip copies of the text files beside them;
 * the copy the browser accepts is sent (`Content-Encoding`, `Vary: Accept-Encoding`).
 */
export async function registerClientFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true })
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } as object }, (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/')
    if (apiPrefixes.some((prefix) => path.startsWith(prefix))) {
      return reply.code(404).send({ message: notFoundMessage })
    }
    const relative = normalize(path)
      .replace(/^(\.\.[/\\])+/, '')
      .replace(/^\/+/, '')
    const file = join(distDir, relative)
    const inDist = relative !== '' && file.startsWith(distDir)
    if (inDist && existsSync(file) && statSync(file).isFile()) {
      if (relative.startsWith('assets/')) {
        return reply.sendFile(relative, { immutable: true, maxAge: '365d', cacheControl: true })
      }
      return reply.header('cache-control', 'no-cache').sendFile(relative, { cacheControl: false })
    }
    // A page with a frame of its own (`/login` → login.html), as the service worker's precache answers it too.
    const page = inDist && existsSync(`${file}.html`) ? `${relative}.html` : 'index.html'
    return reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false })
  })
}
