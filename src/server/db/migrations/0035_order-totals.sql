CREATE TABLE "order_totals" (
	"shop_id" integer NOT NULL,
	"status" "order_status" NOT NULL,
	"paid" boolean NOT NULL,
	"bank_status" "send_to_bank_status",
	"orders" integer NOT NULL,
	"kopecks" bigint NOT NULL,
	CONSTRAINT "order_totals_key" UNIQUE NULLS NOT DISTINCT("shop_id","status","paid","bank_status")
);
--> statement-breakpoint
ALTER TABLE "order_totals" ADD CONSTRAINT "order_totals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Spec section 9 in kopecks, with the order's compensation line (decision 107): the one rule of an order's sum in
-- SQL. The server's sums call it (`sumKopecks`) and so do the totals below; PostgreSQL inlines it.
CREATE FUNCTION order_sum_kopecks(
  compensation_kind text,
  compensation_sum numeric,
  fact_tariff_value numeric,
  plan_tariff_value numeric,
  fact_tariff_period tariff_period,
  plan_tariff_period tariff_period,
  fact_assignments_count integer,
  plan_assignments_count integer,
  actual_time integer
) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select ((case
    when compensation_kind = 'LATE_CANCELLATION' then 0
    else case coalesce(fact_tariff_period, plan_tariff_period)
    when 'Shift' then round(coalesce(fact_tariff_value, plan_tariff_value) * 100)
    when 'Order' then round(coalesce(fact_tariff_value, plan_tariff_value) * 100)
      * coalesce(fact_assignments_count, plan_assignments_count, 0)
    else round(round(coalesce(fact_tariff_value, plan_tariff_value) * 100) * coalesce(actual_time, 0) / 60.0) end end)
    + coalesce(round(compensation_sum * 100), 0))::bigint
$$;
--> statement-breakpoint
-- The statement that adds the orders of `changed` (rows of orders with a `sign`, 1 or -1) to the totals. The
-- changes are summed per key first and applied in the key's order, so two statements changing the same shops take
-- their rows in the same order and do not deadlock; a change that leaves a key's numbers as they were writes
-- nothing. A payment is what the payments page lists: finished with DONE_AND_PAID, with its executor.
CREATE FUNCTION order_totals_upsert(changed text) RETURNS text LANGUAGE sql STABLE AS $$
  select format($upsert$
    insert into order_totals as t (shop_id, status, paid, bank_status, orders, kopecks)
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
    order by shop_id, status, paid, bank_status
    on conflict (shop_id, status, paid, bank_status) do update
      set orders = t.orders + excluded.orders, kopecks = t.kopecks + excluded.kopecks
  $upsert$, changed)
$$;
--> statement-breakpoint
-- Once per statement on orders, in its transaction: the rows it inserted count in, the rows it deleted count out,
-- an update counts the rows out as they were and in as they are. (Transition tables take no column list, so every
-- update statement runs it; one that changes no key nor a payment's sum writes nothing.) Its statements are
-- written here from `order_totals_upsert`, so they are static: PostgreSQL keeps their plans for the session, where
-- EXECUTE would plan the statement at every change of an order.
DO $make$
BEGIN
  EXECUTE format(
    'CREATE FUNCTION order_totals_apply() RETURNS trigger LANGUAGE plpgsql AS %L',
    format(
      'BEGIN IF TG_OP = %L THEN %s; ELSIF TG_OP = %L THEN %s; ELSE %s; END IF; RETURN NULL; END',
      'INSERT', order_totals_upsert('select *, 1 as sign from new_rows'),
      'DELETE', order_totals_upsert('select *, -1 as sign from old_rows'),
      order_totals_upsert('select *, 1 as sign from new_rows union all select *, -1 as sign from old_rows')));
END
$make$;
--> statement-breakpoint
CREATE TRIGGER order_totals_on_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_totals_apply();
--> statement-breakpoint
CREATE TRIGGER order_totals_on_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_totals_apply();
--> statement-breakpoint
CREATE TRIGGER order_totals_on_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_totals_apply();
--> statement-breakpoint
-- The totals counted again from the orders: here for the orders made before the triggers (the triggers are in
-- place already, and the lock they took keeps orders from changing until this migration commits), and after a
-- load that skipped triggers (the benchmark's COPY, session_replication_role = replica).
CREATE FUNCTION order_totals_refill() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_totals;
  EXECUTE order_totals_upsert('select *, 1 as sign from orders');
END
$$;
--> statement-breakpoint
SELECT order_totals_refill();
