/**
 * Loaded into the real server process (`node --import ./bench/memory-probe.ts`) by benchmarks that watch its
 * memory: samples RSS and the V8 heap every 5 ms and answers the parent's `peak` message over IPC with the
 * highest values since the last `peak`, and the current ones. Nothing else of the server changes.
 */
type Sample = { rss: number; heapUsed: number; arrayBuffers: number }

const current = (): Sample => {
  const usage = process.memoryUsage()
  return { rss: usage.rss, heapUsed: usage.heapUsed, arrayBuffers: usage.arrayBuffers }
}

let peak = current()
setInterval(() => {
  const now = current()
  peak = {
    rss: Math.max(peak.rss, now.rss),
    heapUsed: Math.max(peak.heapUsed, now.heapUsed),
    arrayBuffers: Math.max(peak.arrayBuffers, now.arrayBuffers),
  }
}, 5).unref()

process.on('message', (message) => {
  if (message !== 'peak') return
  process.send?.({ peak, now: current() })
  peak = current()
})
process.channel?.unref()
