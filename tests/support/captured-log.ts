import { PassThrough } from 'node:stream'

/** The app's JSON log lines, captured from the stream given to `createTestApp({ logStream })`. */
export function capturedLog<Line>() {
  let text = ''
  const stream = new PassThrough()
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const lines = (): Line[] =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line)
  return { stream, lines }
}
