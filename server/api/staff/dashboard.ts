import { resortTimeZone } from "#content/resort.ts";
import { isoDate, resortDay } from "#domain/event-dates.ts";
import { addIsoDays, dayStartIn, WEEK_DAYS } from "#domain/staff/days.ts";
import { can } from "#domain/staff/permissions.ts";
import { pbDate } from "#server/auth/record.ts";
import { OrdersView } from "#server/box-office/orders-view.ts";
import { createInbox } from "#server/inbox/leads.ts";
import { OutboxView } from "#server/mail/outbox-view.ts";
import { People } from "#server/people/people.ts";
import type { StaffRouter } from "./router.ts";

/**
 * The console's first screen: what needs someone today and came in this week, whether mail is
 * getting out, and how the events sold by the night are selling.
 */
export function dashboardEndpoints(router: StaffRouter): void {
  const { deps } = router;
  const inbox = createInbox(deps);
  const outbox = new OutboxView({ db: deps.db, clock: deps.clock, outbox: deps.outbox });
  const people = new People({ db: deps.db, clock: deps.clock, appSecret: deps.env.APP_SECRET });
  const orders = new OrdersView(deps);

  router.get("/dashboard", "dashboard.view", async (c) => {
    const { staff } = router.current(c);
    const today = isoDate(resortDay(deps.clock.now()));
    const weekStart = dayStartIn(addIsoDays(today, 1 - WEEK_DAYS), resortTimeZone);
    const seesSubscribers = can(staff.role, "subscribers.view");
    const [unread, pipeline, mail, guests, subscribers, newSubscribers, sales] = await Promise.all([
      inbox.unreadCount(staff.id),
      inbox.pipelineCounts(),
      outbox.counts(),
      deps.db
        .selectFrom("users")
        .select((eb) => [
          eb.fn.countAll<number | string>().as("total"),
          eb.fn.count<number | string>("blocked_at").as("blocked"),
          // PocketBase's datetime text sorts as its instants do.
          eb.fn
            .sum<number | string | null>(eb.case().when("created", ">=", pbDate(weekStart)).then(1).else(0).end())
            .as("week"),
        ])
        .executeTakeFirstOrThrow(),
      seesSubscribers ? people.counts() : undefined,
      seesSubscribers ? people.subscribedSince(weekStart) : undefined,
      orders.sales(),
    ]);
    return c.json({
      leads: { unread, ...pipeline },
      guests: { total: Number(guests.total), blocked: Number(guests.blocked), week: Number(guests.week ?? 0) },
      ...(subscribers ? { subscribers: { subscribed: subscribers.subscribed, week: newSubscribers ?? 0 } } : {}),
      mail,
      sales,
    });
  });
}
