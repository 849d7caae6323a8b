import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }

/**
 * The image keeps `dependencies` only (`npm prune --omit=dev`), so they must be exactly the packages the server's
 * code loads at run time: its sources and the contract's, tests aside. Everything else (the client's packages, the
 * build's, the tests') is a devDependency (issue 42, item 5).
 */
function sourceFiles(folder: string, withTests = false): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    // Helpers of the tests (src/contract/common/testing) are not loaded by the server.
    if (entry.isDirectory()) return entry.name === 'testing' && !withTests ? [] : sourceFiles(path, withTests)
    if (!/\.(ts|tsx)$/.test(entry.name)) return []
    return withTests || !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** `@scope/name` or `name` of a bare specifier; null for Node's own modules, relative paths and `#` imports. */
function packageOf(specifier: string): string | null {
  if (/^(node:|\.|#)/.test(specifier)) return null
  const [first, second] = specifier.split('/')
  return first!.startsWith('@') ? `${first}/${second}` : first!
}

/** What a file loads at run time: its imports and dynamic imports, not `import type`, and what it resolves. */
function packagesLoadedBy(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  const specifiers = [
    ...code.matchAll(/^import (?!type )[^;]*? from '([^']+)'/gms),
    ...code.matchAll(/^import '([^']+)'/gm),
    ...code.matchAll(/\bimport\('([^']+)'\)/g),
    ...code.matchAll(/\brequire(?:\.resolve)?\('([^']+)'\)/g),
  ].map((match) => match[1]!)
  return specifiers.map(packageOf).filter((name) => name !== null)
}

describe('the runtime dependencies', () => {
  it('are exactly the packages the server and the contract load', () => {
    const files = ['src/server', 'src/contract'].flatMap((folder) => sourceFiles(folder))
    const loaded = new Set(files.flatMap(packagesLoadedBy))
    expect([...loaded].sort()).toEqual(Object.keys(packageJson.dependencies).sort())
  })

  it('and every package the client, the build, the tests and the benchmarks import is declared', () => {
    const declared = new Set([
      ...Object.keys(packageJson.dependencies),
      ...Object.keys(packageJson.devDependencies),
    ])
    const files = [
      ...['src', 'scripts', 'tests', 'bench'].flatMap((folder) => sourceFiles(folder, true)),
      'vite.config.ts',
      'vitest.config.ts',
      'playwright.config.ts',
    ]
    // Vite's virtual modules and what the type packages declare are not packages of their own.
    const virtual = /^virtual:|^~/
    const undeclared = files
      .flatMap(packagesLoadedBy)
      .filter((name) => !declared.has(name) && !virtual.test(name))
    expect([...new Set(undeclared)].sort()).toEqual([])
  })
})
