-- The refunds list (docs/api.md#refunds-list; refundListQueries) and the orders list's refund state
-- (the `refund` filter and facet).
--
-- Refunds newest first (the list's default order, its createdFrom/createdTo range, and the tie on
-- the id), and each filter in that order: the status (an admin's queue of PENDING_APPROVAL), the
-- reason, the bearer and the method; the amount and the status as sort fields, each with the id
-- that ends every order. Refunds are written a few at a time and read as a finance list: an index
-- per filter costs little.
CREATE INDEX "order_refunds_created_at_idx" ON "order_refunds" USING btree ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "order_refunds_status_created_at_idx" ON "order_refunds" USING btree ("status", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "order_refunds_status_idx" ON "order_refunds" USING btree ("status", "id");
--> statement-breakpoint
CREATE INDEX "order_refunds_amount_idx" ON "order_refunds" USING btree ("amount_minor", "id");
--> statement-breakpoint
CREATE INDEX "order_refunds_reason_created_at_idx" ON "order_refunds" USING btree ("reason", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "order_refunds_bearer_created_at_idx" ON "order_refunds" USING btree ("bearer", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "order_refunds_method_created_at_idx" ON "order_refunds" USING btree ("method", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
-- No restaurant column on a refund: the restaurantId filter and an owner's scope read the order's,
-- through the join on orders' primary key. A restaurant's refunds are found from its orders
-- (orders_restaurant_id_idx) and their refunds (order_refunds_order_id_idx, 0030); a copy of the
-- restaurant on every refund would be one more thing for each refund's write to keep right, for a
-- list whose rows are few per order.
--
-- The orders' refund state (NONE, PARTIAL, FULL, PENDING) is worked out from the order's sums, as
-- orders.repository.ts#orderRefundState writes it: this indexes that very expression (the planner
-- matches the expression, not a name), with the list's order after it, so `refund=PENDING` (the
-- orders waiting for a decision, few and maybe old) reads those alone, newest first. Measured with
-- EXPLAIN ANALYZE on PGlite 0.5 (PostgreSQL 18), 100,000 orders, 1% refunded, 34 waiting:
-- - refund=PENDING, first page newest first: 0.9 ms on this index; without it 18 to 84 ms, a walk
--   down orders_created_at_idx discarding 30,000 orders; its count 13 ms here, 67 ms by a seq scan;
-- - a partial index on (created_at desc, id desc) where `refunded_minor > 0 or refund_pending_minor
--   > 0` is not used at all (the same plan as none): the planner cannot prove that the CASE's value
--   implies the index's predicate;
-- - PARTIAL and FULL (1% here) and NONE (most orders) are found at once by the newest-first walk
--   (1.3 ms and 0.3 ms); the index serves them too when they are rare.
-- The refunds list on 15,000 refunds: newest first 0.6 ms, status=PENDING_APPROVAL 1.2 ms
-- (order_refunds_status_idx), restaurantId 2.5 ms and an owner's 0.7 ms through the join.
CREATE INDEX "orders_refund_state_idx" ON "orders" USING btree ((case when "refund_pending_minor" > 0 then 'PENDING' when "refunded_minor" <= 0 then 'NONE' when "refunded_minor" >= round("total" * 100) then 'FULL' else 'PARTIAL' end), "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
-- Saved views of the refunds list.
ALTER TABLE "saved_views" DROP CONSTRAINT "saved_views_list_check";
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_list_check" CHECK ("saved_views"."list" in ('users', 'restaurants', 'menus', 'dishes', 'orders', 'reviews', 'activity', 'refunds'));
