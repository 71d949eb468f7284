import { guestMessages, guestsQuery } from "#domain/staff/guest-schemas.ts";
import { ApiError, fieldErrors } from "#server/http/errors.ts";
import { Guests } from "#server/guests/guests.ts";
import type { StaffContext, StaffRouter } from "./router.ts";

/** Guest accounts: search, view, verify, block and unblock, send a reset link, delete. */
export function guestEndpoints(router: StaffRouter): void {
  const guests = new Guests(router.deps);
  const guestId = (c: StaffContext) => {
    const id = c.req.param("id") ?? "";
    // PocketBase's record ids: 15 characters of a-z0-9.
    if (!/^[a-z0-9]{15}$/.test(id)) throw new ApiError(404, { error: guestMessages.notFound });
    return id;
  };

  router.get("/guests", "guests.view", async (c) => {
    const parsed = guestsQuery.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError(400, { error: "Please check the filters.", fields: fieldErrors(parsed.error) });
    return c.json(await guests.list(parsed.data));
  });

  router.get("/guests/:id", "guests.view", async (c) => c.json({ guest: await guests.get(guestId(c)) }));

  router.post("/guests/:id/verify", "guests.manage", async (c) =>
    c.json({ guest: await guests.verify(router.actor(c), guestId(c)) }),
  );

  router.post("/guests/:id/block", "guests.manage", async (c) =>
    c.json({ guest: await guests.block(router.actor(c), guestId(c)) }),
  );

  router.post("/guests/:id/unblock", "guests.manage", async (c) =>
    c.json({ guest: await guests.unblock(router.actor(c), guestId(c)) }),
  );

  router.post("/guests/:id/reset-mail", "guests.manage", async (c) => {
    await guests.sendPasswordReset(router.actor(c), guestId(c));
    return c.body(null, 204);
  });

  router.post("/guests/:id/delete", "guests.manage", async (c) => {
    await guests.delete(router.actor(c), guestId(c));
    return c.body(null, 204);
  });
}
