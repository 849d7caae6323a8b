import { writeFile } from 'node:fs/promises'
import * as prettier from 'prettier'
import type { Measured, SizeResult } from './growth.ts'
import { machineLine, table, type Machine, type Section } from './report.ts'

const spaced = (n: number) => n.toLocaleString('en').replace(/,/g, ' ')
const msText = (value: number) =>
  Number.isNaN(value) ? '—' : value < 10 ? value.toFixed(1) : String(Math.round(value))
/** The call's time, with its statements' time and count beside it. */
const cell = (m: Measured | undefined) =>
  !m
    ? '—'
    : m.failed
      ? `**failed** (${m.failed})`
      : `${msText(m.ms)} (${msText(m.statementsMs)}, ${m.statements})`
const seqScans = (m: Measured | undefined) => {
  const tables = [...new Set(m?.plans.flatMap((plan) => plan.seqScans) ?? [])]
  return tables.length ? tables.map((name) => `**${name}**`).join(', ') : 'none'
}

function growthTable(sizes: readonly SizeResult[], of: (size: SizeResult) => Measured[], ratio: boolean) {
  const first = sizes[0]!
  const last = sizes.at(-1)!
  return table(
    [
      'Call',
      ...sizes.map((size) => spaced(size.orders)),
      ...(ratio
        ? [`${spaced(last.orders)} / ${spaced(first.orders)}`]
        : [`First round at ${spaced(last.orders)}`]),
      `Big tables read whole at ${spaced(last.orders)}`,
    ],
    of(first).map((m) => {
      const at = (size: SizeResult) => of(size).find((other) => other.id === m.id)
      const grown = at(last)!.ms / m.ms
      return [
        m.label,
        ...sizes.map((size) => cell(at(size))),
        ratio
          ? grown <= 1.5
            ? `${grown.toFixed(2)}×`
            : `**${grown.toFixed(2)}×**`
          : msText(at(last)?.firstMs ?? NaN),
        seqScans(at(last)),
      ]
    }),
  )
}

/** The figures of `bench/growth.ts` at each size; the plans at the largest go to their own file. */
export function growthSection(sizes: readonly SizeResult[], machine: Machine, postgres: string): Section {
  const largest = spaced(sizes.at(-1)!.orders)
  const body = [
    '## How the cost grows',
    '',
    "Issue 50, item 2. On each chain of `bench:scale` (above), the server's code runs in the benchmark's process",
    "on its own pool and listens on a port; each hot call is made through HTTP by the chain's first worker (of",
    "«Город сети 1»: workers grow with the orders, so their share stays the same), the demo's staff member or its",
    "admin, 3 times untimed and 15 times timed, one at a time; each job's round is run as its loop runs it, once",
    'to catch up (what came due since the chain was made) and 5 times more. Every statement any pg client of the',
    "process sends is timed at the driver. Each cell: the median time in ms (its statements' time summed, their",
    'count). Statements a call sends at once (the payments page) sum to more than the call. The last column lists',
    'the tables of 100 000 rows or more that any statement of the call read with a sequential scan under',
    `\`EXPLAIN (ANALYZE, BUFFERS)\` at ${largest} orders (in a transaction rolled back); the plans themselves are in`,
    '[growth-plans.md](growth-plans.md). Target: no such read, and each hot call at 10 M ≤ 1.5× its time at 100 k.',
    '',
    '### Hot calls',
    '',
    growthTable(sizes, (size) => size.calls, true),
    '',
    "### Jobs' rounds",
    '',
    'A round when nothing much is due (the median of the 5 after the catch-up): what every instance running the',
    'loop pays each interval. Pushes are answered «sent» by a stand-in, so nothing leaves the machine.',
    '',
    growthTable(sizes, (size) => size.jobs, false),
    '',
    machineLine(machine, postgres),
    '',
    'Reproduce: `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55600/app node bench/run.ts growth',
    '--sizes=100000,1000000,10000000` on a server holding the chains (`scale --orders=N --keep` makes each; growth',
    'makes a missing one itself). The code is `bench/growth.ts`, `bench/growth-calls.ts`, `bench/growth-capture.ts`',
    'and `bench/growth-report.ts`.',
  ].join('\n')
  return { id: 'growth', body }
}

/** Every distinct statement's plan at the largest size, by call and job. */
export async function writeGrowthPlans(path: string, size: SizeResult, machine: Machine): Promise<void> {
  const parts = [
    `# Plans at ${spaced(size.orders)} orders`,
    '',
    `Written by \`npm run bench -- growth\` (bench/growth.ts) on ${machine.date}: \`EXPLAIN (ANALYZE, BUFFERS)\` of`,
    'each distinct statement of each hot call and job round, in a transaction rolled back. See docs/benchmarks.md,',
    '«How the cost grows».',
  ]
  for (const [kind, list] of [
    ['Hot call', size.calls],
    ['Job', size.jobs],
  ] as const)
    for (const m of list) {
      parts.push('', `## ${kind}: ${m.label}`)
      for (const plan of m.plans) {
        const took = Number(/Execution Time: ([\d.]+) ms/.exec(plan.plan)?.[1] ?? 0)
        // In full where it matters: a big table read whole, or 10 ms and more; the rest by their first words.
        if (plan.seqScans.length || took >= 10 || took === 0)
          parts.push('', '```sql', plan.sql.trim(), '```', '', '```', plan.plan, '```')
        else
          parts.push(
            '',
            `- ${took.toFixed(2)} ms: \`${plan.sql.trim().replace(/\s+/g, ' ').slice(0, 100).replace(/`/g, "'")}…\``,
          )
      }
    }
  const options = (await prettier.resolveConfig(path)) ?? {}
  await writeFile(path, await prettier.format(`${parts.join('\n')}\n`, { ...options, filepath: path }))
}
