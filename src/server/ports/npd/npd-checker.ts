/** Whether an INN is registered as self-employed (НПД) on a date: the tax service's public status API. */
export interface NpdChecker {
  check(inn: string, on: string): Promise<{ registered: boolean }>
}

/**
 * Demo and tests, no network: every INN counts as registered except those ending in 0, so both answers
 * can be seen with the demo data.
 */
export function createOfflineNpdChecker(): NpdChecker {
  return {
    async check(inn) {
      return { registered: !inn.endsWith('0') }
    },
  }
}

/** The tax service's API: POST { inn, requestDate } → { status: boolean }. */
export function createFnsNpdChecker(url: string): NpdChecker {
  return {
    async check(inn, on) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ inn, requestDate: on }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`NPD status service answered ${response.status}`)
      const body = (await response.json()) as { status?: unknown }
      return { registered: body.status === true }
    },
  }
}
