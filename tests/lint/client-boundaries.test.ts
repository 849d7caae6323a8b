import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The client's import boundaries are lint rules (decision 028): each is shown a probe file it must refuse, linted
 * with the project's own eslint.config.js as if the file stood at that path.
 */
const eslint = new ESLint()

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((message) => message.ruleId ?? message.message)
}

describe('the client’s import boundaries', () => {
  it('refuse a feature anything of app/ or routes/; it may use ui/ and the shared kernel', async () => {
    const feature = 'src/client/features/receipts/components/probe.ts'
    expect(await rulesBroken(feature, "export { routeMeta } from '../../../app/route-meta.ts'\n")).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await rulesBroken(feature, "export { Route } from '../../../routes/_app/receipts.tsx'\n")).toEqual(
      ['import-x/no-restricted-paths'],
    )
    expect(
      await rulesBroken(feature, "export { useSession } from '../../../shared/current-user.ts'\n"),
    ).toEqual([])
  })

  it('refuse pwa/ anything of app/ or routes/; it may use lib/', async () => {
    const pwa = 'src/client/pwa/probe.ts'
    expect(await rulesBroken(pwa, "export { routeMeta } from '../app/route-meta.ts'\n")).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await rulesBroken(pwa, "export { Route } from '../routes/_app/orders.tsx'\n")).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await rulesBroken(pwa, "export { tokenStore } from '../lib/tokens.ts'\n")).toEqual([])
  })

  it('still refuse a feature another feature', async () => {
    expect(
      await rulesBroken(
        'src/client/features/receipts/components/probe.ts',
        "export { workerAccess } from '../../worker-orders/worker-access.ts'\n",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })
})
