import { can } from "#domain/staff/permissions.ts";
import { createInbox } from "../../inbox/leads.ts";
import { OutboxView } from "../../mail/outbox-view.ts";
import { People } from "../../people/people.ts";
import type { StaffRouter } from "./router.ts";

/** The console's first screen: what needs someone today, and whether mail is getting out. */
export function dashboardEndpoints(router: StaffRouter): void {
  const { deps } = router;
  const inbox = createInbox(deps);
  const outbox = new OutboxView({ db: deps.db, clock: deps.clock, outbox: deps.outbox });
  const people = new People({ db: deps.db, clock: deps.clock, appSecret: deps.env.APP_SECRET });

  router.get("/dashboard", "dashboard.view", async (c) => {
    const { staff } = router.current(c);
    const [unread, pipeline, mail, guests, subscribers] = await Promise.all([
      inbox.unreadCount(staff.id),
      inbox.pipelineCounts(),
      outbox.counts(),
      deps.db
        .selectFrom("users")
        .select((eb) => [
          eb.fn.countAll<number | string>().as("total"),
          eb.fn.count<number | string>("blocked_at").as("blocked"),
        ])
        .executeTakeFirstOrThrow(),
      can(staff.role, "subscribers.view") ? people.counts() : undefined,
    ]);
    return c.json({
      leads: { unread, ...pipeline },
      guests: { total: Number(guests.total), blocked: Number(guests.blocked) },
      ...(subscribers ? { subscribers: { subscribed: subscribers.subscribed } } : {}),
      mail,
    });
  });
}
