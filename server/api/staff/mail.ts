import { mailMessages, mailQuery } from "#domain/staff/mail-schemas.ts";
import { ApiError, fieldErrors } from "#server/http/errors.ts";
import { OutboxView } from "#server/mail/outbox-view.ts";
import type { StaffContext, StaffRouter } from "./router.ts";

/** The outbox: pending, sent and failed mail with the reason, each mail as it was sent, and a retry. */
export function mailEndpoints(router: StaffRouter): void {
  const { deps } = router;
  const view = new OutboxView({ db: deps.db, clock: deps.clock, outbox: deps.outbox });
  const mailId = (c: StaffContext) => {
    const id = Number(c.req.param("id"));
    if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, { error: mailMessages.notFound });
    return id;
  };

  router.get("/mail", "mail.view", async (c) => {
    const parsed = mailQuery.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError(400, { error: "Please check the filters.", fields: fieldErrors(parsed.error) });
    const [page, counts] = await Promise.all([view.list(parsed.data), view.counts()]);
    return c.json({ ...page, counts });
  });

  router.get("/mail/:id", "mail.view", async (c) => c.json({ mail: await view.get(mailId(c)) }));

  router.post("/mail/:id/retry", "mail.retry", async (c) =>
    c.json({ mail: await view.retry(router.actor(c), mailId(c)) }),
  );
}
