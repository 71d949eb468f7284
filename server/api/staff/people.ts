import { eraseRequest, peopleMessages, personRequest, subscribersQuery } from "#domain/staff/people-schemas.ts";
import { csvDownload } from "#server/http/csv.ts";
import { ApiError, fieldErrors, readJson } from "#server/http/errors.ts";
import { People } from "#server/people/people.ts";
import type { StaffRouter } from "./router.ts";

/**
 * Newsletter subscribers (count, search, list, CSV export, unsubscribe), and what the site holds
 * about one person with its erasure on request.
 */
export function peopleEndpoints(router: StaffRouter): void {
  const { deps } = router;
  const people = new People({ db: deps.db, clock: deps.clock, appSecret: deps.env.APP_SECRET });

  router.get("/subscribers", "subscribers.view", async (c) => {
    const parsed = subscribersQuery.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError(400, { error: "Please check the filters.", fields: fieldErrors(parsed.error) });
    const [page, counts] = await Promise.all([people.subscribers(parsed.data), people.counts()]);
    return c.json({ ...page, counts });
  });

  router.get("/subscribers/export.csv", "exports.download", async (c) => {
    const csv = await people.exportCsv(router.actor(c));
    const day = deps.clock.now().toISOString().slice(0, 10);
    return csvDownload(c, csv, `subscribers-${day}.csv`);
  });

  router.post("/subscribers/:id/unsubscribe", "subscribers.manage", async (c) => {
    const id = Number(c.req.param("id"));
    if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, { error: peopleMessages.notFound });
    return c.json({ subscriber: await people.unsubscribe(router.actor(c), id) });
  });

  // POST, not GET: the address stays out of URLs and so out of access logs.
  router.post("/people/records", "subscribers.manage", async (c) => {
    const { email } = await readJson(c, personRequest);
    return c.json({ records: await people.records(email) });
  });

  router.post("/people/erase", "subscribers.manage", async (c) => {
    const { email } = await readJson(c, eraseRequest);
    return c.json({ records: await people.erase(router.actor(c), email) });
  });
}
