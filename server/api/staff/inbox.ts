import { streamSSE } from "hono/streaming";
import { leadChangeRequest, leadsQuery, noteRequest, replyRequest } from "#domain/staff/inbox-schemas.ts";
import { inboxMessages } from "#domain/staff/inbox.ts";
import { ApiError, fieldErrors, readJson } from "#server/http/errors.ts";
import { LeadFeed } from "#server/inbox/lead-feed.ts";
import { createInbox } from "#server/inbox/leads.ts";
import type { StaffContext, StaffRouter } from "./router.ts";

/** A comment line this often keeps proxies from closing a quiet feed, and rechecks the session. */
const HEARTBEAT_MS = 25_000;

/**
 * The inbox: leads listed and filtered, opened (which marks them read), moved along the pipeline,
 * given to someone, annotated and answered; and a live feed that tells the console to refresh.
 */
export function inboxEndpoints(router: StaffRouter): void {
  const { deps, staff } = router;
  const inbox = createInbox(deps);
  const feed = new LeadFeed(() => inbox.revision(), deps.log);

  const leadId = (c: StaffContext) => {
    const id = Number(c.req.param("id"));
    if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, { error: inboxMessages.notFound });
    return id;
  };
  const detail = async (c: StaffContext, id: number) =>
    c.json({ lead: await inbox.open(router.current(c).staff.id, id), assignees: await inbox.assignees() });

  router.get("/inbox/leads", "inbox.view", async (c) => {
    const parsed = leadsQuery.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError(400, { error: "Please check the filters.", fields: fieldErrors(parsed.error) });
    const { staff: member } = router.current(c);
    const [page, unreadCount, assignees] = await Promise.all([
      inbox.list(member.id, parsed.data),
      inbox.unreadCount(member.id),
      inbox.assignees(),
    ]);
    return c.json({ ...page, unreadCount, assignees });
  });

  router.get("/inbox/leads/:id", "inbox.view", async (c) => detail(c, leadId(c)));

  router.patch("/inbox/leads/:id", "inbox.manage", async (c) => {
    const id = leadId(c);
    const change = await readJson(c, leadChangeRequest);
    await inbox.change(router.actor(c), id, change);
    return detail(c, id);
  });

  router.post("/inbox/leads/:id/unread", "inbox.view", async (c) => {
    await inbox.markUnread(router.current(c).staff.id, leadId(c));
    return c.body(null, 204);
  });

  router.post("/inbox/leads/:id/notes", "inbox.manage", async (c) => {
    const id = leadId(c);
    const { body } = await readJson(c, noteRequest);
    await inbox.addNote(router.actor(c), id, body);
    return detail(c, id);
  });

  router.post("/inbox/leads/:id/replies", "inbox.manage", async (c) => {
    const id = leadId(c);
    const reply = await readJson(c, replyRequest);
    await inbox.reply(router.actor(c), router.current(c).staff, id, reply);
    return detail(c, id);
  });

  /**
   * Server-sent events: `ready` with the current revision, then `leads` each time a lead arrives or
   * changes on any instance. The stream ends when the session does, when the console goes away, and
   * when the server stops.
   */
  router.get("/inbox/events", "inbox.view", async (c) => {
    const { session } = router.current(c);
    if (feed.full) {
      c.header("Retry-After", "30");
      throw new ApiError(503, { error: "Too many open consoles. Please try again in a moment." });
    }
    const start = await feed.current();
    const response = streamSSE(c, async (stream) => {
      const ended = Promise.withResolvers<void>();
      const end = () => ended.resolve();
      // A session the database cannot vouch for ends the stream; the console opens it again.
      const whileSignedIn = async (send: () => Promise<unknown>) => {
        const open = await staff.sessions.isOpen(session.id).catch((error: unknown) => {
          deps.log.warn({ err: error }, "inbox feed: checking the session failed; ending the stream");
          return false;
        });
        if (open) await send();
        else end();
      };
      const stopListening = feed.listen((revision) => {
        void whileSignedIn(() => stream.writeSSE({ event: "leads", data: JSON.stringify({ revision }) }));
      });
      const heartbeat = setInterval(() => void whileSignedIn(() => stream.write(": still here\n\n")), HEARTBEAT_MS);
      stream.onAbort(end);
      deps.stopping.addEventListener("abort", end);
      try {
        await stream.writeSSE({ retry: 5000, event: "ready", data: JSON.stringify({ revision: start }) });
        await ended.promise;
      } finally {
        stopListening();
        clearInterval(heartbeat);
        deps.stopping.removeEventListener("abort", end);
      }
    });
    response.headers.set("Content-Type", "text/event-stream; charset=utf-8");
    response.headers.set("Cache-Control", "no-store");
    // nginx would otherwise hold the events in its buffer.
    response.headers.set("X-Accel-Buffering", "no");
    return response;
  });
}
