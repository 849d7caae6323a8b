import type { Env } from '../../env.ts'
import { createFnsNpdChecker, createOfflineNpdChecker, type NpdChecker } from './npd-checker.ts'

/** The offline answers unless the tax service is named (NPD_ADAPTER=fns, at NPD_URL). */
export function npdCheckerFor(env: Env): NpdChecker {
  return env.NPD_ADAPTER === 'fns' ? createFnsNpdChecker(env.NPD_URL) : createOfflineNpdChecker()
}
