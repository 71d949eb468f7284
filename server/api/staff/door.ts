import type { z } from "#domain/zod.ts";
import {
  doorCheckInRequest,
  doorMessages,
  doorQuery,
  doorSearchQuery,
  doorTonight,
} from "#domain/staff/door-schemas.ts";
import { Door } from "#server/box-office/door.ts";
import { csvDownload } from "#server/http/csv.ts";
import { readJson, readQuery } from "#server/http/errors.ts";
import type { StaffContext, StaffRouter } from "./router.ts";

/**
 * The door at the gate of a ticketed event's night: the list the console takes offline, the search
 * for a ticket not on it, the check-ins it syncs, and the night's guest list as CSV.
 */
export function doorEndpoints(router: StaffRouter): void {
  const { deps } = router;
  const door = new Door({ db: deps.db, clock: deps.clock, published: deps.published, appSecret: deps.env.APP_SECRET });
  const query = <S extends z.ZodType>(c: StaffContext, schema: S) => readQuery(c, schema, doorMessages.query);
  /**
   * The night whose guest list is asked for: the door's tonight for anyone at the door, another
   * night only for a role that may export, since it names guests who are not at the gate.
   */
  const guestListNight = (c: StaffContext) => {
    const asked = query(c, doorQuery);
    const night = door.night(asked.event, asked.night);
    if (night.night !== doorTonight(deps.clock.now())) router.require(c, "exports.download");
    return night;
  };

  router.get("/door/list", "door.check-in", async (c) => {
    const night = guestListNight(c);
    return c.json({
      ...night,
      generatedAt: deps.clock.now().toISOString(),
      tickets: await door.list(night),
    });
  });

  router.get("/door/search", "door.check-in", async (c) => {
    const asked = query(c, doorSearchQuery);
    return c.json({ tickets: await door.search(door.night(asked.event, asked.night), asked.q) });
  });

  router.post("/door/check-ins", "door.check-in", async (c) => {
    const { event, night, scans } = await readJson(c, doorCheckInRequest);
    const staff = { actor: router.actor(c), staffId: router.current(c).staff.id };
    return c.json({ results: await door.checkIn(staff, door.night(event, night), scans) });
  });

  router.get("/door/guest-list.csv", "door.check-in", async (c) => {
    const night = guestListNight(c);
    const csv = await door.guestListCsv(router.actor(c), night);
    return csvDownload(c, csv, `guest-list-${night.event.id}-${night.night}.csv`);
  });
}
