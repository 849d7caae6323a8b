import { useEffect, useState } from 'react'

/** Seconds left until `until` (epoch ms), ticking while it runs; 0 when passed or not set. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!until) return
    const tick = () => {
      setNow(Date.now())
      if (Date.now() >= until) clearInterval(timer)
    }
    const timer = setInterval(tick, 250)
    tick()
    return () => clearInterval(timer)
  }, [until])
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0
}
