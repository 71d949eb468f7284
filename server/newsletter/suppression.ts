import { normaliseEmail } from "#domain/form-fields.ts";
import type { Db } from "#server/db/database.ts";

/** Why an address is never mailed by a campaign again. */
export type SuppressionReason = "bounce" | "complaint";

/**
 * Suppresses a subscriber's address (already suppressed: kept as first recorded). Campaign
 * deliveries not yet made to it are skipped when their turn comes. Answers whether a subscriber
 * with the address was found.
 */
export async function suppressAddress(
  db: Db,
  email: string,
  reason: SuppressionReason,
  detail: string,
  at: Date,
): Promise<boolean> {
  const address = normaliseEmail(email);
  const found = await db
    .selectFrom("newsletter_subscribers")
    .select("id")
    .where("email", "=", address)
    .executeTakeFirst();
  if (!found) return false;
  await db
    .updateTable("newsletter_subscribers")
    .set({ suppressed_at: at.toISOString(), suppressed_reason: `${reason}: ${detail}`.slice(0, 500) })
    .where("id", "=", found.id)
    .where("suppressed_at", "is", null)
    .execute();
  return true;
}
