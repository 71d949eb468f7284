import { formatReference } from "../box-office/tickets.ts";
import type { Db } from "../db/database.ts";

/** The mails queued about the order of a checkout session: its receipt and the front desk's notice, by its reference. */
export async function mailsAboutOrder(db: Db, sessionId: string) {
  const order = await db
    .selectFrom("ticket_orders")
    .select("reference")
    .where("session_id", "=", sessionId)
    .executeTakeFirst();
  if (!order) return [];
  const mails = await db.selectFrom("outbox").selectAll().where("kind", "like", "ticket-%").execute();
  return mails.filter((mail) => mail.text_body.includes(`Order reference: ${formatReference(order.reference)}`));
}
