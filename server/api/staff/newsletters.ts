import { campaignMessages } from "#domain/newsletter/campaign.ts";
import {
  audienceCountRequest,
  audienceRequest,
  campaignsQuery,
  createCampaignRequest,
  saveCampaignRequest,
  sendRequest,
  testSendRequest,
} from "#domain/staff/campaign-schemas.ts";
import { ApiError, readJson, readQuery } from "#server/http/errors.ts";
import { CampaignSending } from "#server/newsletter/campaign-sending.ts";
import { Campaigns } from "#server/newsletter/campaigns.ts";
import type { StaffContext, StaffRouter } from "./router.ts";

/**
 * Newsletter campaigns: read by every role; written, previewed with their sources, test-sent, given
 * an audience and sent (then paused, resumed or cancelled) by managers and owners.
 */
export function newsletterEndpoints(router: StaffRouter): void {
  const campaigns = new Campaigns(router.deps);
  const sending = new CampaignSending(router.deps, campaigns);
  const idOf = (c: StaffContext) => {
    const id = Number(c.req.param("id"));
    if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, { error: campaignMessages.notFound });
    return id;
  };

  router.get("/newsletters", "newsletter.view", async (c) =>
    c.json(await campaigns.list(readQuery(c, campaignsQuery, "Please check the paging."))),
  );

  router.post("/newsletters", "newsletter.write", async (c) => {
    const { campaign } = await readJson(c, createCampaignRequest);
    return c.json(await campaigns.create(router.actor(c), campaign), 201);
  });

  router.get("/newsletters/sources", "newsletter.write", async (c) => c.json(await campaigns.sourcesAnswer()));

  router.get("/newsletters/:id", "newsletter.view", async (c) => c.json(await campaigns.get(idOf(c))));

  router.put("/newsletters/:id", "newsletter.write", async (c) => {
    const { revision, campaign } = await readJson(c, saveCampaignRequest);
    return c.json(await campaigns.save(router.actor(c), idOf(c), revision, campaign));
  });

  router.get("/newsletters/:id/preview", "newsletter.view", async (c) => c.json(await campaigns.preview(idOf(c))));

  router.post("/newsletters/:id/test", "newsletter.write", async (c) => {
    const { revision, to } = await readJson(c, testSendRequest);
    await campaigns.sendTest(router.actor(c), idOf(c), revision, to);
    return c.json({ to }, 202);
  });

  router.post("/newsletters/audience-count", "newsletter.send", async (c) => {
    const { audience } = await readJson(c, audienceCountRequest);
    return c.json({ count: await sending.count(audience) });
  });

  router.put("/newsletters/:id/audience", "newsletter.send", async (c) => {
    const { revision, audience } = await readJson(c, audienceRequest);
    return c.json(await sending.setAudience(router.actor(c), idOf(c), revision, audience));
  });

  router.post("/newsletters/:id/send", "newsletter.send", async (c) => {
    const { revision, at } = await readJson(c, sendRequest);
    return c.json(await sending.send(router.actor(c), idOf(c), revision, at === undefined ? undefined : new Date(at)));
  });

  router.post("/newsletters/:id/unschedule", "newsletter.send", async (c) =>
    c.json(await sending.unschedule(router.actor(c), idOf(c))),
  );
  router.post("/newsletters/:id/pause", "newsletter.send", async (c) =>
    c.json(await sending.pause(router.actor(c), idOf(c))),
  );
  router.post("/newsletters/:id/resume", "newsletter.send", async (c) =>
    c.json(await sending.resume(router.actor(c), idOf(c))),
  );
  router.post("/newsletters/:id/cancel", "newsletter.send", async (c) =>
    c.json(await sending.cancel(router.actor(c), idOf(c))),
  );
}
