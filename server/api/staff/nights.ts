import { nightCancelRequest, nightChangeRequest, nightsMessages, nightsQuery } from "#domain/staff/nights-schemas.ts";
import { BoxOffice } from "#server/box-office/box-office.ts";
import { NightCancellation } from "#server/box-office/cancel-night.ts";
import { Refunds } from "#server/box-office/refunds.ts";
import { ApiError, fieldErrors, readJson } from "#server/http/errors.ts";
import { findTicketedEvent } from "#server/payments/catalog.ts";
import { RefundGateway } from "#server/payments/refund-gateway.ts";
import { stripeClient } from "#server/payments/stripe-client.ts";
import type { StaffRouter } from "./router.ts";

/**
 * The nights of events sold by the night: what is sold and held, each night's capacity and sale,
 * and calling a night off.
 */
export function nightEndpoints(router: StaffRouter): void {
  const boxOffice = new BoxOffice(router.deps);
  const stripe = stripeClient(router.deps.env);
  const cancellation = new NightCancellation(
    router.deps,
    boxOffice,
    new Refunds(router.deps, new RefundGateway(stripe)),
    stripe,
  );
  const { published } = router.deps;
  const eventOf = (id: string) => {
    const event = findTicketedEvent(published, id);
    if (!event || !published.boxOffice(id)) throw new ApiError(404, { error: nightsMessages.unknownEvent });
    return event;
  };

  const answer = async (event: NonNullable<ReturnType<typeof findTicketedEvent>>) => ({
    event: { id: event.id, name: event.name },
    events: published
      .events()
      .filter((candidate) => published.boxOffice(candidate.id))
      .map(({ id, name }) => ({ id, name })),
    nights: await boxOffice.staffNights(event),
  });

  router.get("/nights", "nights.manage", async (c) => {
    const parsed = nightsQuery.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError(400, { error: nightsMessages.unknownEvent, fields: fieldErrors(parsed.error) });
    return c.json(await answer(eventOf(parsed.data.event)));
  });

  router.post("/nights/:eventId/:date", "nights.manage", async (c) => {
    const event = eventOf(c.req.param("eventId") ?? "");
    const change = await readJson(c, nightChangeRequest);
    await boxOffice.changeNight(router.actor(c), event, c.req.param("date") ?? "", change);
    return c.json(await answer(event));
  });

  router.post("/nights/:eventId/:date/cancel", "nights.manage", async (c) => {
    const event = eventOf(c.req.param("eventId") ?? "");
    const request = await readJson(c, nightCancelRequest);
    const cancelled = await cancellation.cancel(router.actor(c), event, c.req.param("date") ?? "", request);
    return c.json({ ...(await answer(event)), cancelled });
  });
}
