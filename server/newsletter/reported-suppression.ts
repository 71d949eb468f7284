import type { Db, DbKind } from "#server/db/database.ts";
import type { ProviderName, ReportedSuppression } from "#server/mail/provider-events/index.ts";
import { record, type Actor } from "#server/staff/audit.ts";
import { suppressAddress } from "./suppression.ts";

/** Who suppressed an address, as the audit log names a mail provider's report. */
function providerActor(provider: ProviderName): Actor {
  return { staffId: null, label: `mail provider (${provider})`, address: null };
}

/**
 * Suppresses the subscriber a provider reported, with an audit entry saying who and why, both or
 * neither. Answers the subscriber's id when this report suppressed them; null when the address is
 * on no list here or was suppressed already (a provider's retry, or a second report), which changes
 * nothing and records nothing.
 */
export async function suppressReported(
  deps: { db: Db; dbKind: DbKind },
  provider: ProviderName,
  report: ReportedSuppression,
  at: Date,
): Promise<number | null> {
  return deps.db.transaction().execute(async (trx) => {
    const query = trx
      .selectFrom("newsletter_subscribers")
      .select(["id", "suppressed_at"])
      .where("email", "=", report.email);
    const subscriber = await (deps.dbKind === "postgres" ? query.forUpdate() : query).executeTakeFirst();
    if (!subscriber || subscriber.suppressed_at !== null) return null;
    await suppressAddress(trx, report.email, report.reason, report.detail, at);
    await record(
      trx,
      providerActor(provider),
      {
        action: "subscriber.suppress",
        target: `subscriber:${subscriber.id}`,
        before: { suppressedAt: null },
        after: { reason: report.reason, detail: report.detail },
      },
      at,
    );
    return subscriber.id;
  });
}
