import { count, sql } from 'drizzle-orm'
import type { Executor } from '../src/server/db/client.ts'
import { orders } from '../src/server/db/schema/index.ts'

/** The city whose orders and workers the benchmarks ask for: the largest one. */
export const benchCity = 'Москва'

/** Cities added beside the demo's five, with their UTC offset and how many shops each has. */
const extraCities = [
  { name: 'Москва', offset: 3, shops: 40 },
  { name: 'Санкт-Петербург', offset: 3, shops: 25 },
  { name: 'Казань', offset: 3, shops: 10 },
  { name: 'Нижний Новгород', offset: 3, shops: 10 },
  { name: 'Воронеж', offset: 3, shops: 8 },
  { name: 'Ростов-на-Дону', offset: 3, shops: 10 },
  { name: 'Краснодар', offset: 3, shops: 10 },
  { name: 'Волгоград', offset: 3, shops: 8 },
  { name: 'Саратов', offset: 4, shops: 6 },
  { name: 'Уфа', offset: 5, shops: 8 },
  { name: 'Пермь', offset: 5, shops: 8 },
  { name: 'Челябинск', offset: 5, shops: 8 },
  { name: 'Тюмень', offset: 5, shops: 6 },
  { name: 'Омск', offset: 6, shops: 6 },
  { name: 'Красноярск', offset: 7, shops: 8 },
  { name: 'Барнаул', offset: 7, shops: 5 },
  { name: 'Иркутск', offset: 8, shops: 5 },
  { name: 'Хабаровск', offset: 10, shops: 5 },
  { name: 'Владивосток', offset: 10, shops: 6 },
]

/** Workers per shop of a city: a city's pool of executors grows with its shops. */
const workersPerShop = 4

/** The shape of the generated data, for the report. */
export const dataShape = {
  historyDays: 540,
  futureDays: 30,
  cities: 5 + extraCities.length,
  shops: 6 + extraCities.reduce((sum, city) => sum + city.shops, 0),
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`

/** A uniform whole number in [0, 2^32) drawn from the row number `g` and a stream number: repeatable runs. */
const draw = (stream: number) => `(hashint4(g + ${stream * 1_000_003})::bigint + 2147483648)`

/**
 * Fills a migrated database that holds the demo data with `count` orders and what they need, in a few bulk
 * INSERT … SELECT statements: 19 more cities with their shops (every shop offers every service), workers in
 * every city, orders spread uniformly over the shops and the services and over `historyDays` days back to
 * `futureDays` ahead, stored in the order they were created (as a live table grows), each in the state its dates imply (past ones finished or done, today's in progress,
 * future ones new, with responses, approved or confirmed), with their executors' responses, marks and acts.
 * The tables are vacuumed and their statistics gathered at the end, as autovacuum leaves a live database: left to
 * autovacuum, the run it starts for the new rows a minute later would land in whichever part is being measured
 * (seen in the order filter's runs: the orders table vacuumed between its SQL and HTTP parts).
 */
export async function fillOrders(db: Executor, count: number, now: Date): Promise<void> {
  const at = `${quote(now.toISOString())}::timestamptz`
  const statements = [
    `insert into cities (name, utc_offset) values
       ${extraCities.map((city) => `(${quote(city.name)}, ${city.offset})`).join(', ')}`,
    `insert into shops (name, address, city_id, latitude, longitude)
       select 'Магазин № ' || n, c.name || ', ул. Торговая, ' || (n * 3), c.id,
              54.8 + n * 0.001, 39.8 + n * 0.001
       from (values ${extraCities.map((city) => `(${quote(city.name)}, ${city.shops})`).join(', ')}) v(name, shops)
       join cities c on c.name = v.name
       cross join lateral generate_series(1, v.shops) n`,
    `insert into shop_services (shop_id, service_id)
       select s.id, sv.id from shops s cross join services sv on conflict do nothing`,
    `insert into workers (phone, state, last_name, first_name, patronymic, birth_date, gender, citizenship_id,
         city_id, payment_card_number, inn, snils, passport_series, passport_number, passport_issue_date,
         passport_department_code, passport_issued_by, passport_birth_place, address, self_employed, fund_id,
         self_employed_service_id, bank_status, created_at, confirmed_at)
       select '+7996' || lpad(g::text, 7, '0'),
              (case when g % 20 = 0 then 'NOT_CONFIRMED_SELF_EMPLOYED' when g % 25 = 0 then 'BLOCKED_SELF_EMPLOYED'
                    else 'SELF_EMPLOYED' end)::worker_state,
              (array['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Соколов', 'Лебедев', 'Козлов'])[(1 + g % 7)::int],
              (array['Алексей', 'Дмитрий', 'Сергей', 'Андрей', 'Михаил', 'Николай'])[(1 + g % 6)::int],
              'Петрович', date '1980-01-01' + (g % 7000)::int, 'M', (select min(id) from citizenships), s.city_id,
              '4276' || lpad(g::text, 12, '0'), lpad((500000000000 + g)::text, 12, '0'),
              lpad((10000000000 + g)::text, 11, '0'), '4610', lpad(g::text, 6, '0'), date '2015-06-10',
              '500123', 'ГУ МВД России', 'г. Москва', 'ул. Садовая, д. ' || g, true, (select min(id) from funds),
              (select min(id) from services), 'SENT', ${at} - interval '400 days', ${at} - interval '390 days'
       from (select s.city_id, row_number() over () as g
             from shops s cross join generate_series(1, ${workersPerShop})) s`,
    `create temporary table bench_shops on commit drop as
       select id, city_id, row_number() over (order by id) as n from shops`,
    `create temporary table bench_services on commit drop as
       select id, full_name, plan_tariff_value, plan_tariff_period, row_number() over (order by id) as n
       from services`,
    `create temporary table bench_workers on commit drop as
       select id, city_id, row_number() over (partition by city_id order by id) as n
       from workers where state = 'SELF_EMPLOYED'`,
    `create temporary table bench_city_workers on commit drop as
       select city_id, count(*) as total from bench_workers group by city_id`,
    `create temporary table bench_orders on commit drop as
       with r as (
         select g, ${draw(1)} as h1, ${draw(2)} as h2, ${draw(3)} as h3, ${draw(4)} as h4, ${draw(5)} as h5
         from generate_series(1, ${count}) g
       ), t as (
         select r.*, s.id as shop_id, s.city_id, sv.id as service_id, sv.full_name, sv.plan_tariff_value,
                sv.plan_tariff_period,
                date_trunc('day', ${at}, 'UTC')
                  + make_interval(days => (r.h3 % ${dataShape.historyDays + dataShape.futureDays})::int
                                          - ${dataShape.historyDays},
                                  hours => (4 + r.h4 % 8)::int) as date_time,
                (4 + (r.h4 / 8) % 9)::int as hours,
                ((r.h5 / 7) % 100)::int as u
         from r
         join bench_shops s on s.n = 1 + r.h1 % (select count(*) from bench_shops)
         join bench_services sv on sv.n = 1 + r.h2 % (select count(*) from bench_services)
       ), d as (
         select t.*, t.date_time + make_interval(hours => t.hours) as date_to from t
       )
       select d.*,
              case when d.date_to < ${at} - interval '2 days' then 'FINISHED'
                   when d.date_to < ${at} then case when d.u < 60 then 'DONE' else 'FINISHED' end
                   when d.date_time <= ${at} then 'IN_PROGRESS'
                   when d.u < 45 then 'NEW'
                   when d.u < 70 then 'HAS_RESPONSE'
                   when d.u < 80 then 'APPROVED'
                   else 'CONFIRMED' end::order_status as status,
              case when d.date_to >= ${at} then null
                   when d.date_to >= ${at} - interval '2 days' and d.u < 60 then null
                   when (d.h5 % 100) < 82 then 'DONE_AND_PAID'
                   when (d.h5 % 100) < 89 then 'CANCELED'
                   when (d.h5 % 100) < 95 then 'MISSING_EXECUTOR'
                   else 'NOT_RELEVANT' end::order_resolution as resolution,
              w.id as worker_id,
              least(${at}, d.date_time - make_interval(days => (1 + (d.h5 / 100) % 14)::int)) as created_at
       from d
       join bench_city_workers cw on cw.city_id = d.city_id
       join bench_workers w on w.city_id = d.city_id and w.n = 1 + (d.h1 / 1000) % cw.total`,
    `insert into orders (description, plan_assignments_count, fact_assignments_count, date_time, date_to, comment,
         service_id, shop_id, plan_tariff_value, plan_tariff_period, fact_tariff_value, fact_tariff_period,
         actual_time, status, executor_id, approved_at, mark, resolution, send_to_bank_status, created_at,
         updated_at)
       select full_name || ', смена ' || g,
              case when plan_tariff_period = 'Order' then (1 + h2 % 20)::int end,
              case when resolution = 'DONE_AND_PAID' then
                case when plan_tariff_period = 'Order' then (1 + h2 % 20)::int else 1 end end,
              date_time, date_to,
              case when u % 4 = 0 then 'Форма выдаётся на месте' end,
              service_id, shop_id, plan_tariff_value, plan_tariff_period,
              case when resolution = 'DONE_AND_PAID' then plan_tariff_value end,
              case when resolution = 'DONE_AND_PAID' then plan_tariff_period end,
              case when plan_tariff_period = 'Hour' and (status = 'DONE' or resolution = 'DONE_AND_PAID')
                   then (hours * 60 - h3 % 30)::int end,
              status,
              case when status in ('APPROVED', 'CONFIRMED', 'IN_PROGRESS', 'DONE')
                     or resolution in ('DONE_AND_PAID', 'MISSING_EXECUTOR') then worker_id end,
              case when status = 'APPROVED' then ${at} - make_interval(mins => (h4 % 300)::int) end,
              case when resolution = 'DONE_AND_PAID' then (3 + h4 % 3)::smallint end,
              resolution,
              case when resolution = 'DONE_AND_PAID' then
                case when date_to < ${at} - interval '14 days' then 'SENT' else 'NOT_SENT' end
              end::send_to_bank_status,
              created_at,
              least(${at}, greatest(created_at, date_to))
       from bench_orders order by created_at, g`,
    // The executor responded first; orders with responses have one to three of them.
    `insert into order_responses (order_id, worker_id, created_at)
       select id, executor_id, created_at from orders where executor_id is not null
       on conflict do nothing`,
    `insert into order_responses (order_id, worker_id, created_at)
       select o.id, w.id, o.created_at + make_interval(mins => k * 17)
       from orders o
       join shops s on s.id = o.shop_id
       join bench_city_workers cw on cw.city_id = s.city_id
       cross join lateral generate_series(1, 1 + o.id % 3) k
       join bench_workers w on w.city_id = s.city_id and w.n = 1 + (o.id * 7919 + k * 104729) % cw.total
       where o.status = 'HAS_RESPONSE'
       on conflict do nothing`,
    `insert into certificates (order_id, status, generated_at, updated_at)
       select id, 'CONFIRMED', date_to + interval '1 day', date_to + interval '2 days'
       from orders where resolution = 'DONE_AND_PAID' and not exists (
         select 1 from certificates c where c.order_id = orders.id)`,
    // A third of the done orders already have their act with the executor.
    `insert into certificates (order_id, status, generated_at, updated_at)
       select id, 'SENT', ${at}, ${at}
       from orders where status = 'DONE' and id % 3 = 0 and not exists (
         select 1 from certificates c where c.order_id = orders.id)`,
  ]
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement))
  })
  await db.execute(sql.raw('vacuum analyze'))
}

/** What the generated database holds, for the report: orders by status. */
export async function orderCensus(db: Executor): Promise<Record<string, number>> {
  const rows = await db.select({ status: orders.status, total: count() }).from(orders).groupBy(orders.status)
  return Object.fromEntries(rows.map((row) => [row.status, row.total]))
}
