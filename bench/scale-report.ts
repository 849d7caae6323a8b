import { machineLine, table, type Machine, type Section } from './report.ts'
import type { ScaleDatabase } from './scale.ts'

const spaced = (n: number) => n.toLocaleString('en').replace(/,/g, ' ')

/** Every complete chain on the server (`completeChains`), each with the time it took when it was made. */
export function scaleSection(chains: readonly ScaleDatabase[], machine: Machine, postgres: string): Section {
  const rowsOf = (db: ScaleDatabase, ...tables: string[]) =>
    spaced(tables.reduce((sum, name) => sum + (db.rows[name] ?? 0), 0))
  const body = [
    "## A chain's data, generated",
    '',
    'Migrations and the demo data, then a chain loaded by `COPY … FROM STDIN` (psql) with the secondary indexes',
    'dropped and built again afterwards, foreign keys not checked (the rows are consistent by construction),',
    'then `vacuum analyze`. Reproducible: the same size makes the same rows (`bench/chain-data.ts`). Orders fall',
    'uniformly over 180 days back and 30 ahead, each in the status its dates imply: past ones finished (82 % done',
    "and paid, 7 % cancelled, 6 % no-show, 5 % no longer needed) or done, today's in progress, future ones new,",
    'with responses, approved or confirmed; one to three responses, acts for the done and paid, a release for one',
    "filled shift in 25 (a third of them late); then the dashboard's rollup rebuilt from them (decision 119).",
    '',
    'Around them (`bench/chain-money.ts`, `bench/chain-activity.ts`): a receipt added by its link and checked',
    'VERIFIED for 9 paid orders in 10 (asked again for its annulment until the end of the month after the',
    'payment); the money of each order paid 14 days and more ago, through the bank registry (`payment_outbox`,',
    'odd shops) or the payout provider (`payouts`, even shops); a check-in at every started shift the executor',
    'came to and a check-out once it ended; the 16-hour and 2-hour reminders told; two journal entries per order',
    "(its creation by staff and its last change); each worker's session with its refresh token, and for three in",
    'five a push device with the new-orders digest. A chain that finished writes a row to `bench_scale_chain`;',
    '`--keep` uses such a database as it is instead of making it again.',
    '',
    'Rows per table and seconds of wall-clock time; the load average is the one when that generation began.',
    '',
    table(
      [
        'Orders',
        'Shops',
        'Workers',
        'Responses',
        'Acts',
        'Receipts (+ checks)',
        'Payments + payouts',
        'Check-ins',
        'Reminders',
        'Journal',
        'Prepare',
        'COPY',
        'Indexes + vacuum',
        'Rollup',
        'Made',
        'Load',
      ],
      chains.map((db) => [
        spaced(db.shape.orders),
        spaced(db.shape.shops),
        spaced(db.shape.workers),
        rowsOf(db, 'order_responses'),
        rowsOf(db, 'certificates'),
        rowsOf(db, 'tax_receipts'),
        rowsOf(db, 'payment_outbox', 'payouts'),
        rowsOf(db, 'order_checks'),
        rowsOf(db, 'order_notices'),
        rowsOf(db, 'journal'),
        db.seconds.prepare.toFixed(1),
        db.seconds.copy.toFixed(1),
        db.seconds.indexes.toFixed(1),
        db.seconds.rollup?.toFixed(1) ?? '—',
        db.generatedAt.slice(0, 16).replace('T', ' '),
        db.load.toFixed(2),
      ]),
    ),
    '',
    machineLine(machine, postgres),
    '',
    'Reproduce, on a PostgreSQL server of your own (the figures above: PostgreSQL 15, `shared_buffers` 2 GB,',
    '`fsync` off): `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55600/app node bench/run.ts scale',
    '--orders=10000000 --keep`, or `npm run bench -- scale --orders=1000000` on a throwaway server. The code is',
    '`bench/scale.ts`, `bench/chain-data.ts`, `bench/chain-orders.ts`, `bench/chain-money.ts`,',
    '`bench/chain-activity.ts` and `bench/copy-load.ts`.',
  ].join('\n')
  return { id: 'scale', body }
}
