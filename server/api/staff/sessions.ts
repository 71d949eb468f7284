import { ApiError } from "#server/http/errors.ts";
import { record } from "#server/staff/audit.ts";
import type { StaffRouter } from "./router.ts";

/** Open console sessions: each member's own, and for owners everyone's, each of which they can end. */
export function sessionEndpoints(router: StaffRouter): void {
  const { deps, staff } = router;

  router.get("/sessions/mine", "sessions.own", async (c) => {
    const { staff: member, session } = router.current(c);
    return c.json({ sessions: await staff.sessions.listOpen(session.id, member.id) });
  });

  router.get("/sessions", "sessions.all", async (c) => {
    const { session } = router.current(c);
    return c.json({ sessions: await staff.sessions.listOpen(session.id) });
  });

  router.post("/sessions/:id/end", "sessions.own", async (c) => {
    const { staff: member } = router.current(c);
    const id = Number(c.req.param("id"));
    const target = Number.isSafeInteger(id) ? await staff.sessions.byId(id) : undefined;
    // Another member's session: only a role that sees every session may end it.
    if (target && target.staff_id !== member.id) router.require(c, "sessions.all");
    if (!target) throw new ApiError(404, { error: "No session has this id." });
    await deps.db.transaction().execute(async (trx) => {
      if (await staff.sessions.end(target.id, trx))
        await record(
          trx,
          router.actor(c),
          {
            action: "session.end",
            target: `session:${target.id}`,
            before: { staffId: target.staff_id, endedAt: null },
          },
          deps.clock.now(),
        );
    });
    return c.body(null, 204);
  });
}
