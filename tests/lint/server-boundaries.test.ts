import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The server's import boundaries are lint rules (decisions 028 and 081): each is shown a probe file it must refuse,
 * linted with the project's own eslint.config.js as if the file stood at that path.
 */
const eslint = new ESLint()

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((message) => message.ruleId ?? message.message)
}

describe('the server’s import boundaries', () => {
  it('refuse a service any drizzle type or table, even as a type; a repository may import them', async () => {
    const service = 'src/server/features/orders/probe.service.ts'
    expect(
      await rulesBroken(service, "import type { SQL } from 'drizzle-orm'\nexport type Probe = SQL\n"),
    ).toEqual(['@typescript-eslint/no-restricted-imports'])
    expect(
      await rulesBroken(
        service,
        "import type { orders } from '../../db/schema/index.ts'\nexport type Probe = typeof orders\n",
      ),
    ).toEqual(['@typescript-eslint/no-restricted-imports'])
    expect(
      await rulesBroken(
        'src/server/features/orders/probe.repository.ts',
        "import type { SQL } from 'drizzle-orm'\nexport type Probe = SQL\n",
      ),
    ).toEqual([])
  })

  it('refuse the shared domain (the order core among it) any feature, and the kernel any shared module', async () => {
    expect(
      await rulesBroken(
        'src/server/shared/order-core/probe.ts',
        "export { parseOrderSort } from '../../features/orders/sort.ts'\n",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await rulesBroken(
        'src/server/kernel/probe.ts',
        "export { findOrder } from '../shared/order-core/orders.repository.ts'\n",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it('let a feature use the order core, and refuse it another feature', async () => {
    const feature = 'src/server/features/pool/probe.ts'
    expect(
      await rulesBroken(
        feature,
        "export { findOrder } from '../../shared/order-core/orders.repository.ts'\n",
      ),
    ).toEqual([])
    expect(await rulesBroken(feature, "export { parseOrderSort } from '../orders/sort.ts'\n")).toEqual([
      'import-x/no-restricted-paths',
    ])
  })
})
