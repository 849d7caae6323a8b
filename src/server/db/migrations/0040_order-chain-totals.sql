-- The chain's totals (decision 123, amended): beside each shop's rows, rows with no shop for every shop's orders of
-- the key, written by the same triggers and folded by the same round, so a question of the whole chain reads a row
-- per key. Writers of orders wait while this runs, so every change appended before it is counted once below and
-- every change after it is appended by the new function with its chain row.
LOCK TABLE "orders" IN SHARE MODE;
--> statement-breakpoint
ALTER TABLE "order_total_changes" ALTER COLUMN "shop_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_totals" ALTER COLUMN "shop_id" DROP NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_totals_append(changed text) RETURNS text LANGUAGE sql STABLE AS $$
  select format($append$
    insert into order_total_changes (shop_id, status, paid, bank_status, orders, kopecks)
    select shop_id, status, paid, bank_status, sum(sign), sum(kopecks)
    from (
      select o.shop_id, o.status, p.paid, case when p.paid then o.send_to_bank_status end as bank_status, o.sign,
        case when p.paid then o.sign * order_sum_kopecks(o.compensation_kind, o.compensation_sum,
          o.fact_tariff_value, o.plan_tariff_value, o.fact_tariff_period, o.plan_tariff_period,
          o.fact_assignments_count, o.plan_assignments_count, o.actual_time) else 0 end as kopecks
      from (%s) o
      cross join lateral (select o.status = 'FINISHED' and o.resolution = 'DONE_AND_PAID'
        and o.executor_id is not null as paid) p
    ) changes
    group by grouping sets ((shop_id, status, paid, bank_status), (status, paid, bank_status))
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
-- Filled as the triggers fill, then folded: one statement of the totals' rule, not a second copy of it.
CREATE OR REPLACE FUNCTION order_totals_refill() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_totals;
  DELETE FROM order_total_changes;
  EXECUTE order_totals_append('select *, 1 as sign from orders');
  PERFORM order_totals_fold();
END
$$;
--> statement-breakpoint
DROP FUNCTION order_totals_upsert(text);
--> statement-breakpoint
INSERT INTO order_total_changes (shop_id, status, paid, bank_status, orders, kopecks)
SELECT NULL, status, paid, bank_status, sum(orders), sum(kopecks) FROM order_totals_now
GROUP BY status, paid, bank_status
HAVING sum(orders) <> 0 OR sum(kopecks) <> 0;
