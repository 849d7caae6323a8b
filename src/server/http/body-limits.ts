/**
 * How large a request body may be. JSON bodies are small (the largest, a worker's profile, is a few KB; a
 * registry of a thousand acts is about 10 KB), so one default covers every JSON route and anything larger is
 * refused with 413 before it is parsed. Only uploads (acts, receipts, contract offers) take files, up to
 * `uploadFileLimitBytes` each, which multipart enforces while streaming.
 */
export const jsonBodyLimitBytes = 256 * 1024

export const uploadFileLimitBytes = 10 * 1024 * 1024

/** One file per upload; the text fields beside it are ids and names. */
export const multipartLimits = {
  fileSize: uploadFileLimitBytes,
  files: 1,
  fields: 5,
  parts: 6,
  fieldSize: 1024,
}
