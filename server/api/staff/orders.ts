import type { z } from "#domain/zod.ts";
import { ordersCsvQuery, ordersMessages, ordersQuery } from "#domain/staff/order-schemas.ts";
import { refundRequest } from "#domain/staff/refund-schemas.ts";
import { OrdersView } from "#server/box-office/orders-view.ts";
import { Refunds } from "#server/box-office/refunds.ts";
import { csvDownload } from "#server/http/csv.ts";
import { ApiError, readJson, readQuery } from "#server/http/errors.ts";
import { RefundGateway } from "#server/payments/refund-gateway.ts";
import { stripeClient } from "#server/payments/stripe-client.ts";
import type { StaffContext, StaffRouter } from "./router.ts";

/** Ticket orders: the list and its filters, one order in full, its receipt sent again, its refunds, and the list as CSV. */
export function orderEndpoints(router: StaffRouter): void {
  const { deps } = router;
  const orders = new OrdersView(deps);
  const refunds = new Refunds(deps, new RefundGateway(stripeClient(deps.env)));
  const query = <S extends z.ZodType>(c: StaffContext, schema: S) => readQuery(c, schema, ordersMessages.query);
  const orderId = (c: StaffContext): number => {
    const id = Number(c.req.param("id"));
    if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, { error: ordersMessages.notFound });
    return id;
  };

  router.get("/orders", "orders.view", async (c) => c.json(await orders.list(query(c, ordersQuery))));

  router.get("/orders.csv", "exports.download", async (c) => {
    const filters = query(c, ordersCsvQuery);
    const csv = await orders.exportCsv(router.actor(c), filters);
    const day = deps.clock.now().toISOString().slice(0, 10);
    return csvDownload(c, csv, `orders-${day}.csv`);
  });

  router.get("/orders/:id", "orders.view", async (c) => c.json({ order: await orders.detail(orderId(c)) }));

  router.post("/orders/:id/refunds", "orders.refund", async (c) => {
    const id = orderId(c);
    await refunds.refund(router.actor(c), id, await readJson(c, refundRequest));
    return c.json({ order: await orders.detail(id) });
  });

  router.post("/orders/:id/resend-receipt", "orders.view", async (c) =>
    c.json({ order: await orders.resendReceipt(router.actor(c), orderId(c)) }),
  );
}
