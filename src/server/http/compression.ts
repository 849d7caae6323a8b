import { constants } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import compress from '@fastify/compress'

/** Answers smaller than this gain less from compression than it costs. */
const compressionThresholdBytes = 1024

/**
 * Answers up to this size are compressed in one call on the event loop. A compression stream per answer (the
 * plugin's way above 8 kB on two cores) costs more in streams, zlib contexts and the thread pool's hand-offs than
 * compressing a page of JSON does (decision 035).
 */
const syncCompressionMaxBytes = 64 * 1024

/** 2¹⁸ bytes: four times the largest answer compressed in one call. */
const brotliWindowBits = 18

/**
 * Brotli's settings for the API's answers: a fast level, and a 256 kB window that holds any answer compressed in one
 * call whole (Brotli's default 4 MB window only costs an allocation per answer: half of the time of compressing a
 * 15 kB page of orders, measured).
 */
export const answerBrotliParams = {
  [constants.BROTLI_PARAM_QUALITY]: 2,
  [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits,
}

/**
 * Compresses the API's answers above a kilobyte with Brotli at a fast level (or gzip) for the browsers that accept
 * it; the built app's files are compressed once at build time and served as they are (client-files.ts). The answers
 * are made anew for each request, so the level is the one that costs least per byte saved on a page of JSON, not
 * the smallest output. Request bodies are never decompressed: a small compressed body could expand past the body
 * limits.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: compressionThresholdBytes,
    syncThreshold: syncCompressionMaxBytes,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: answerBrotliParams },
  })
}
