import { readFileSync } from 'node:fs'

/** Busy and total clock ticks of the whole machine, from /proc/stat's first line (every core counted). */
export function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
  const total = fields.reduce((sum, value) => sum + value, 0)
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0)
  return { busy: total - idle, total }
}

/** User and system clock ticks a process has used, from /proc/PID/stat (hundredths of a second on Linux). */
export function processTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/** CPU used during a run, in ms: by this process (the load generator), by the server process, by the machine. */
export type CpuUse = { loadGenerator: number; server: number | null; machine: number }

/** Starts counting; the returned function stops and answers what each used since. */
export function countCpu(serverPid?: number): () => CpuUse {
  const machine = machineTicks()
  const server = serverPid ? processTicks(serverPid) : null
  const own = process.cpuUsage()
  return () => {
    const used = process.cpuUsage(own)
    return {
      loadGenerator: (used.user + used.system) / 1000,
      server: serverPid && server !== null ? (processTicks(serverPid) - server) * 10 : null,
      machine: (machineTicks().busy - machine.busy) * 10,
    }
  }
}
