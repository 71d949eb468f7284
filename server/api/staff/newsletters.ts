import { campaignMessages } from "#domain/newsletter/campaign.ts";
import {
  campaignsQuery,
  createCampaignRequest,
  saveCampaignRequest,
  testSendRequest,
} from "#domain/staff/campaign-schemas.ts";
import { ApiError, readJson, readQuery } from "#server/http/errors.ts";
import { Campaigns } from "#server/newsletter/campaigns.ts";
import type { StaffContext, StaffRouter } from "./router.ts";

/** Newsletter campaigns: read by every role; written, previewed with their sources and test-sent by managers and owners. */
export function newsletterEndpoints(router: StaffRouter): void {
  const campaigns = new Campaigns(router.deps);
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
}
