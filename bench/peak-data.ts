import type pg from 'pg'

/** A worker the peak signs in as a phone, with the shifts prepared for it. */
export type PeakWorker = { id: number; phone: string; cityId: number; checkInOrderId: number }

/**
 * Copies of an existing order of the same city for each worker, with what differs set: `status`, the executor
 * and the times. The copy keeps every other column (shop, service, tariff) of a real order of the chain.
 */
async function copyOrders(
  client: pg.Client,
  workers: readonly { id: number; cityId: number }[],
  change: { status: 'APPROVED' | 'CONFIRMED' | 'DONE'; startSql: string; endSql: string },
): Promise<Map<number, number>> {
  const { rows: columns } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_name = 'orders' and is_generated = 'NEVER'
       and column_name not in ('id', 'order_number', 'created_at', 'updated_at')`,
  )
  const set: Record<string, string> = {
    status: `'${change.status}'`,
    executor_id: 'w.id',
    date_time: change.startSql,
    date_to: change.endSql,
    approved_at: 'now()',
    resolution: 'null',
    mark: 'null',
    series_id: 'null',
    send_to_bank_status: 'null',
    bank_requested_at: 'null',
    bank_reference: 'null',
    bank_sent_at: 'null',
    bank_failure_reason: 'null',
  }
  const names = columns.map((column) => column.column_name)
  const { rows } = await client.query<{ id: number; executor_id: number }>(
    `with w as (select * from unnest($1::int[], $2::int[]) as w(id, city_id)),
          template as (
            select distinct on (s.city_id) o.* from orders o join shops s on s.id = o.shop_id
            where o.status = 'DONE' and s.city_id = any($2::int[]) order by s.city_id, o.id)
     insert into orders (${names.join(', ')})
     select ${names.map((name) => set[name] ?? `o.${name}`).join(', ')}
     from w join shops s on s.city_id = w.city_id join template o on o.shop_id = s.id
     returning id, executor_id`,
    [workers.map((worker) => worker.id), workers.map((worker) => worker.cityId)],
  )
  return new Map(rows.map((row) => [row.executor_id, row.id]))
}

/**
 * Two confirmed workers from each city (100 in the 50 cities of the chain), each given three copies of real orders
 * of their city: a shift starting in 20 minutes (its check-in window, 30 minutes, is open), one assigned to them
 * for tomorrow awaiting their confirmation, and a shift done half an hour ago with no act yet, for the staff to make
 * one. Changes the database: the peak writes to it anyway.
 */
export async function preparePeakWorkers(client: pg.Client, count: number): Promise<PeakWorker[]> {
  const { rows } = await client.query<{ id: number; phone: string; city_id: number }>(
    `select id, phone, city_id from (
       select w.id, w.phone, w.city_id, row_number() over (partition by w.city_id order by w.id) as n
       from workers w
       where w.state = 'SELF_EMPLOYED' and w.phone is not null and w.phone not like '+79990%'
         and exists (select 1 from shops s join orders o on o.shop_id = s.id
                     where s.city_id = w.city_id and o.status = 'DONE')) picked
     order by n, city_id limit $1`,
    [count],
  )
  if (rows.length < count) throw new Error(`only ${rows.length} workers to sign in as, ${count} needed`)
  const workers = rows.map((row) => ({ id: row.id, cityId: row.city_id }))
  const confirmed = await copyOrders(client, workers, {
    status: 'CONFIRMED',
    startSql: `now() + interval '20 minutes'`,
    endSql: `now() + interval '8 hours 20 minutes'`,
  })
  await copyOrders(client, workers, {
    status: 'APPROVED',
    startSql: `now() + interval '1 day'`,
    endSql: `now() + interval '1 day 8 hours'`,
  })
  // The latest done shift of its city, so the staff's list of done shifts shows it first.
  await copyOrders(client, workers, {
    status: 'DONE',
    startSql: `now() - interval '150 minutes'`,
    endSql: `now() - interval '30 minutes'`,
  })
  return rows.map((row) => ({
    id: row.id,
    phone: row.phone,
    cityId: row.city_id,
    checkInOrderId: confirmed.get(row.id)!,
  }))
}
