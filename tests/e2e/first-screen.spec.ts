import { expect, test } from './fixtures.ts'

/**
 * The worker's first screen (the entry page's script and what it preloads) carries no zod: validation loads with
 * the screens that validate. Writing an instant once pulled the whole of zod (90 kB) onto every first screen.
 */
test('the first screen loads no zod', async ({ request }) => {
  const page = await (await request.get('/orders')).text()
  const scripts = [
    ...page.matchAll(/<(?:script[^>]*src|link[^>]*modulepreload[^>]*href)="([^"]+\.js)"/g),
  ].map((match) => match[1]!)
  expect(scripts.length).toBeGreaterThan(2)
  for (const script of scripts) {
    const code = await (await request.get(script)).text()
    expect(code.includes('ZodError'), `${script} carries zod`).toBe(false)
  }
})
