import { useEffect, useState } from 'react'

export type PositionState =
  { kind: 'asking' } | { kind: 'known'; latitude: number; longitude: number } | { kind: 'unavailable' }

/** The phone's position, asked once when the check dialog opens; a refusal or a slow fix leaves it out. */
export function usePosition(): PositionState {
  const [state, setState] = useState<PositionState>(() =>
    'geolocation' in navigator ? { kind: 'asking' } : { kind: 'unavailable' },
  )
  useEffect(() => {
    if (!('geolocation' in navigator)) return
    let live = true
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (live)
          setState({
            kind: 'known',
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
          })
      },
      () => {
        if (live) setState({ kind: 'unavailable' })
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    )
    return () => {
      live = false
    }
  }, [])
  return state
}
