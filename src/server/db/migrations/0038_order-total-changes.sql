CREATE TABLE "order_total_changes" (
	"shop_id" integer NOT NULL,
	"status" "order_status" NOT NULL,
	"paid" boolean NOT NULL,
	"bank_status" "send_to_bank_status",
	"orders" integer NOT NULL,
	"kopecks" bigint NOT NULL
);
--> statement-breakpoint
-- The statement that appends the orders of `changed` (rows of orders with a `sign`, 1 or -1) to the changes,
-- summed per key; a change that leaves a key's numbers as they were writes nothing. Appending takes no row lock
-- another transaction could hold (decision 123).
CREATE FUNCTION order_totals_append(changed text) RETURNS text LANGUAGE sql STABLE AS $$
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
    group by shop_id, status, paid, bank_status
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
-- The changes committed so far moved into the totals, the keys' rows taken in their order (so two folds do not
-- deadlock; a second one waits for the first and skips the changes it moved).
CREATE FUNCTION order_totals_fold() RETURNS void LANGUAGE sql AS $$
  with moved as (delete from order_total_changes returning *)
  insert into order_totals as t (shop_id, status, paid, bank_status, orders, kopecks)
  select shop_id, status, paid, bank_status, sum(orders), sum(kopecks) from moved
  group by shop_id, status, paid, bank_status
  having sum(orders) <> 0 or sum(kopecks) <> 0
  order by shop_id, status, paid, bank_status
  on conflict (shop_id, status, paid, bank_status) do update
    set orders = t.orders + excluded.orders, kopecks = t.kopecks + excluded.kopecks
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_totals_refill() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_totals;
  DELETE FROM order_total_changes;
  EXECUTE order_totals_upsert('select *, 1 as sign from orders');
END
$$;
--> statement-breakpoint
-- What the readers read: the folded totals and the changes not yet folded.
CREATE VIEW order_totals_now AS
  SELECT shop_id, status, paid, bank_status, orders, kopecks FROM order_totals
  UNION ALL
  SELECT shop_id, status, paid, bank_status, orders, kopecks FROM order_total_changes;
