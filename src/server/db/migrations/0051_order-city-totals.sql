-- Each city's totals (decision 128): beside each shop's rows and the chain's, rows with the city and no shop for the
-- city's shops' orders of the key, written by the same triggers and folded by the same round, so a question of a
-- city reads a row per key instead of one per key and shop. Writers of orders wait while this runs; the totals are
-- then counted again from the orders.
LOCK TABLE "orders" IN SHARE MODE;
--> statement-breakpoint
ALTER TABLE "order_totals" DROP CONSTRAINT "order_totals_key";--> statement-breakpoint
ALTER TABLE "order_total_changes" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "order_totals" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "order_totals" ADD CONSTRAINT "order_totals_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_totals" ADD CONSTRAINT "order_totals_key" UNIQUE NULLS NOT DISTINCT("shop_id","city_id","status","paid","bank_status");--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_totals_append(changed text) RETURNS text LANGUAGE sql STABLE AS $$
  select format($append$
    insert into order_total_changes (shop_id, city_id, status, paid, bank_status, orders, kopecks)
    select shop_id, city_id, status, paid, bank_status, sum(sign), sum(kopecks)
    from (
      select o.shop_id, o.city_id, o.status, p.paid, case when p.paid then o.send_to_bank_status end as bank_status,
        o.sign,
        case when p.paid then o.sign * order_sum_kopecks(o.compensation_kind, o.compensation_sum,
          o.fact_tariff_value, o.plan_tariff_value, o.fact_tariff_period, o.plan_tariff_period,
          o.fact_assignments_count, o.plan_assignments_count, o.actual_time) else 0 end as kopecks
      from (%s) o
      cross join lateral (select o.status = 'FINISHED' and o.resolution = 'DONE_AND_PAID'
        and o.executor_id is not null as paid) p
    ) changes
    group by grouping sets ((shop_id, city_id, status, paid, bank_status), (city_id, status, paid, bank_status),
      (status, paid, bank_status))
    having sum(sign) <> 0 or sum(kopecks) <> 0
  $append$, changed)
$$;
--> statement-breakpoint
DO $make$
BEGIN
  EXECUTE format(
    'CREATE OR REPLACE FUNCTION order_totals_apply() RETURNS trigger LANGUAGE plpgsql AS %L',
    format(
      'BEGIN IF TG_OP = %L THEN %s; ELSIF TG_OP = %L THEN %s; ELSE %s; END IF; RETURN NULL; END',
      'INSERT', order_totals_append('select *, 1 as sign from new_rows'),
      'DELETE', order_totals_append('select *, -1 as sign from old_rows'),
      order_totals_append('select *, 1 as sign from new_rows union all select *, -1 as sign from old_rows')));
END
$make$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_totals_fold() RETURNS void LANGUAGE sql AS $$
  with moved as (delete from order_total_changes returning *)
  insert into order_totals as t (shop_id, city_id, status, paid, bank_status, orders, kopecks)
  select shop_id, city_id, status, paid, bank_status, sum(orders), sum(kopecks) from moved
  group by shop_id, city_id, status, paid, bank_status
  having sum(orders) <> 0 or sum(kopecks) <> 0
  order by shop_id, city_id, status, paid, bank_status
  on conflict (shop_id, city_id, status, paid, bank_status) do update
    set orders = t.orders + excluded.orders, kopecks = t.kopecks + excluded.kopecks
$$;
--> statement-breakpoint
DROP VIEW order_totals_now;
--> statement-breakpoint
CREATE VIEW order_totals_now AS
  SELECT shop_id, city_id, status, paid, bank_status, orders, kopecks FROM order_totals
  UNION ALL
  SELECT shop_id, city_id, status, paid, bank_status, orders, kopecks FROM order_total_changes;
--> statement-breakpoint
SELECT order_totals_refill();
