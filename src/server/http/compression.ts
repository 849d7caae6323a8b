import { constants } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import compress from '@fastify/compress'

/** Answers smaller than this gain less from compression than it costs. */
export const compressionThresholdBytes = 1024

/**
 * Compresses the API's answers above a kilobyte with Brotli at a fast level (or gzip) for the browsers that accept
 * it; the built app's files are compressed once at build time and served as they are (client-files.ts). Request
 * bodies are never decompressed: a small compressed body could expand past the body limits.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: compressionThresholdBytes,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
}
