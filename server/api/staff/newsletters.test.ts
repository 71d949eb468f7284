import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignMessages, type Campaign } from "#domain/newsletter/campaign.ts";
import { photoMessages } from "#domain/staff/photo-schemas.ts";
import {
  campaignAnswer,
  campaignConflictAnswer,
  campaignListAnswer,
  campaignPreviewAnswer,
  campaignSourcesAnswer,
} from "#domain/staff/campaign-schemas.ts";
import { lightsCampaign } from "#server/testing/campaigns.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";
import { messages } from "./router.ts";

const databases = testDatabases();
const NOW = new Date("2026-11-24T15:00:00.000Z");

const campaign = lightsCampaign;

describe.each(databases)("the newsletters API on $name", ({ url }) => {
  let server: TestServer;
  let manager: StaffClient;
  let owner: StaffClient;
  let frontDesk: StaffClient;

  const send = async (
    member: StaffClient | null,
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    staffRequest(server, `/newsletters${path}`, {
      ...init,
      cookie: member ? await freshSessionCookie(server, member) : undefined,
    });
  const create = async (value: Campaign = campaign, member = manager) => {
    const response = await send(member, "", { body: { campaign: value } });
    expect(response.status).toBe(201);
    return campaignAnswer.parse(await response.json());
  };
  const refusal = async (response: Response) =>
    (await response.json()) as { error: string; fields?: Record<string, string> };
  const auditOf = (action: string) =>
    server.deps.db
      .selectFrom("audit_log")
      .select(["actor", "target", "after_json"])
      .where("action", "=", action)
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_newsletters");
    server.deps.clock.set(NOW);
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager", name: "Mia Manager" });
    owner = await enrolStaff(server, { email: "owner@example.com", role: "owner", name: "Olu Owner" });
    frontDesk = await enrolStaff(server, { email: "desk@example.com", role: "front_desk" });
  });
  afterAll(() => server?.close());

  it("creates a campaign as a draft at revision 1, lists it newest first and reads it back, with an audit entry", async () => {
    const first = await create();
    expect(first).toMatchObject({
      subject: campaign.subject,
      status: "draft",
      revision: 1,
      createdBy: "manager@example.com",
      updatedBy: "manager@example.com",
      createdAt: NOW.toISOString(),
      campaign,
    });
    const second = await create({ ...campaign, subject: "Second" }, owner);

    const list = await send(frontDesk, "");
    expect(list.status).toBe(200);
    const { campaigns } = campaignListAnswer.parse(await list.json());
    expect(campaigns.slice(0, 2).map((listed) => listed.id)).toEqual([second.id, first.id]);

    const found = await send(frontDesk, `?q=${encodeURIComponent("SECOND  ")}`);
    expect(campaignListAnswer.parse(await found.json()).campaigns.map((listed) => listed.id)).toEqual([second.id]);
    expect((await send(frontDesk, "?limit=0")).status).toBe(400);

    const read = await send(frontDesk, `/${first.id}`);
    expect(read.status).toBe(200);
    expect(campaignAnswer.parse(await read.json())).toEqual(first);
    expect((await send(manager, "/99999")).status).toBe(404);
    expect((await send(manager, "/nope")).status).toBe(404);

    const entries = await auditOf("newsletter.create");
    expect(entries).toContainEqual({
      actor: "manager@example.com",
      target: `campaign:${first.id}`,
      after_json: JSON.stringify({ subject: campaign.subject }),
    });
  });

  it("saves on the revision the editor started from, and refuses a stale one with the campaign as saved", async () => {
    const created = await create();
    const edited = { ...campaign, subject: "Lights on the river, again" };
    const saved = await send(manager, `/${created.id}`, { method: "PUT", body: { revision: 1, campaign: edited } });
    expect(saved.status).toBe(200);
    expect(campaignAnswer.parse(await saved.json())).toMatchObject({ revision: 2, subject: edited.subject });

    const stale = await send(owner, `/${created.id}`, {
      method: "PUT",
      body: { revision: 1, campaign: { ...campaign, subject: "Mine" } },
    });
    expect(stale.status).toBe(409);
    expect(campaignConflictAnswer.parse(await stale.json())).toEqual({
      error: campaignMessages.stale,
      conflict: { revision: 2, updatedAt: NOW.toISOString(), updatedBy: "manager@example.com", campaign: edited },
    });
    const kept = campaignAnswer.parse(await (await send(manager, `/${created.id}`)).json());
    expect(kept).toMatchObject({ revision: 2, subject: edited.subject });
  });

  it("answers bad JSON, a wrong type, unknown fields, a link that is no web address and an oversize body with what is wrong", async () => {
    const created = await create();
    const put = (body: unknown, headers?: Record<string, string>) =>
      send(manager, `/${created.id}`, { method: "PUT", body, headers });

    const malformed = await server.request(`/api/staff/newsletters/${created.id}`, {
      method: "PUT",
      headers: {
        "Content-Type": "application/json",
        Origin: server.env.PUBLIC_ORIGIN,
        Cookie: await freshSessionCookie(server, manager),
      },
      body: '{"revision": 1,',
    });
    expect(malformed.status).toBe(400);
    expect(await refusal(malformed)).toEqual({ error: "The request body is not valid JSON." });

    const wrongType = await put({ revision: "1", campaign: { ...campaign, subject: 5 } });
    expect(wrongType.status).toBe(400);
    expect((await refusal(wrongType)).fields).toMatchObject({
      revision: expect.any(String) as string,
      "campaign.subject": expect.any(String) as string,
    });

    const unknown = await put({
      revision: 1,
      extra: true,
      campaign: { ...campaign, blocks: [{ type: "heading", text: "Hi", html: "<b>Hi</b>" }] },
    });
    expect(unknown.status).toBe(400);
    expect((await refusal(unknown)).fields).toEqual({
      extra: "Unknown field.",
      "campaign.blocks.0.html": "Unknown field.",
    });

    const unknownBlock = await put({ revision: 1, campaign: { ...campaign, blocks: [{ type: "html", html: "<b>" }] } });
    expect(unknownBlock.status).toBe(400);
    expect(Object.keys((await refusal(unknownBlock)).fields ?? {})).toEqual(["campaign.blocks.0.type"]);

    const links = await put({
      revision: 1,
      campaign: {
        ...campaign,
        blocks: [
          { type: "button", label: "Go", url: "javascript:alert(1)" },
          { type: "button", label: "Go", url: "//evil.example.com" },
          { type: "paragraph", text: "See [this](http://plain.example.com)." },
          { type: "heading", text: "   " },
        ],
      },
    });
    expect(links.status).toBe(400);
    expect((await refusal(links)).fields).toEqual({
      "campaign.blocks.0.url": campaignMessages.link,
      "campaign.blocks.1.url": campaignMessages.link,
      "campaign.blocks.2.text": campaignMessages.paragraphLink,
      "campaign.blocks.3.text": campaignMessages.headingRequired,
    });

    const tooMany = await put({
      revision: 1,
      campaign: { ...campaign, blocks: Array.from({ length: 41 }, () => ({ type: "restaurant-hours" })) },
    });
    expect(tooMany.status).toBe(400);
    expect((await refusal(tooMany)).fields).toEqual({ "campaign.blocks": campaignMessages.tooManyBlocks });

    const longParagraph = { type: "paragraph", text: "x".repeat(3_001) };
    const tooLong = await put({ revision: 1, campaign: { ...campaign, blocks: [longParagraph] } });
    expect(tooLong.status).toBe(400);
    expect((await refusal(tooLong)).fields).toEqual({ "campaign.blocks.0.text": campaignMessages.paragraphTooLong });

    const oversize = await put({ revision: 1, campaign: { ...campaign, subject: "x".repeat(600 * 1024) } });
    expect(oversize.status).toBe(413);
    const oversizeCreate = await send(manager, "", {
      body: { campaign: { ...campaign, preheader: "x".repeat(600 * 1024) } },
    });
    expect(oversizeCreate.status).toBe(413);

    expect(campaignAnswer.parse(await (await send(manager, `/${created.id}`)).json()).revision).toBe(1);
  });

  it("previews the mail with the published event, and refuses a block whose event or photo the site does not show", async () => {
    const created = await create();
    const preview = await send(frontDesk, `/${created.id}/preview`);
    expect(preview.status).toBe(200);
    const mail = campaignPreviewAnswer.parse(await preview.json());
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("Christmas Lights Drive-Through");
      expect(part).toContain("The lights are back");
      expect(part).toContain(`${server.env.PUBLIC_ORIGIN}/christmas-lights`);
    }
    expect(mail.subject).toBe(campaign.subject);

    const sources = campaignSourcesAnswer.parse(await (await send(manager, "/sources")).json());
    const photo = sources.images[0];
    if (!photo) throw new Error("the published documents show no photo");
    const broken = await create({
      ...campaign,
      blocks: [
        { type: "event", eventId: "haunted-harvest" },
        { type: "image", photo: photo.photo, alt: photo.alt },
        { type: "image", photo: { ...photo.photo, hash: "0000000000" }, alt: "A photo that was never made" },
        { type: "lodging", lodgingId: "no-such-card" },
      ],
    });
    const refused = await send(manager, `/${broken.id}/preview`);
    expect(refused.status).toBe(409);
    expect(await refusal(refused)).toEqual({
      error: campaignMessages.notRendered,
      fields: {
        "blocks.0": campaignMessages.eventGone,
        "blocks.2.photo": photoMessages.notInLibrary,
        "blocks.3": campaignMessages.lodgingGone,
      },
    });
  });

  it("offers the site's listed events, lodging cards and photos with alt text, and the enrolled staff, to writers", async () => {
    const response = await send(manager, "/sources");
    expect(response.status).toBe(200);
    const sources = campaignSourcesAnswer.parse(await response.json());
    expect(sources.events).toContainEqual({
      id: "christmas-lights",
      name: "Christmas Lights Drive-Through",
      dates: "November 21, 2026 - January 4, 2027",
    });
    expect(sources.events.map((event) => event.id)).not.toContain("haunted-harvest");
    expect(sources.lodging.map((card) => card.id)).toContain("rv-spots");
    expect(sources.images.length).toBeGreaterThan(10);
    for (const image of sources.images) expect(image.alt.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sources.images.map((image) => image.photo.file)).size).toBe(sources.images.length);
    expect(sources.testRecipients).toEqual([
      { email: "desk@example.com", name: "Test Staff" },
      { email: "manager@example.com", name: "Mia Manager" },
      { email: "owner@example.com", name: "Olu Owner" },
    ]);
  });

  it("queues a test of the saved campaign to a staff address through the outbox, with both parts and an audit entry", async () => {
    const created = await create();
    const sent = await send(manager, `/${created.id}/test`, { body: { revision: 1, to: " Owner@Example.com " } });
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ to: "owner@example.com" });
    const queued = await server.deps.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "newsletter-test")
      .where("to_address", "=", "owner@example.com")
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ subject: `[Test] ${campaign.subject}`, priority: 1, status: "pending" });
    expect(queued.html_body).toContain("Christmas Lights Drive-Through");
    expect(queued.text_body).toContain("Christmas Lights Drive-Through");
    expect(queued.text_body).toContain("See the season: https://coosa.example.com/lights");
    expect(await auditOf("newsletter.test-send")).toContainEqual({
      actor: "manager@example.com",
      target: `campaign:${created.id}`,
      after_json: JSON.stringify({ to: "owner@example.com", revision: 1 }),
    });

    const outsider = await send(manager, `/${created.id}/test`, { body: { revision: 1, to: "friend@example.org" } });
    expect(outsider.status).toBe(400);
    expect(await refusal(outsider)).toEqual({
      error: campaignMessages.notStaff,
      fields: { to: campaignMessages.notStaff },
    });
    const notAnAddress = await send(manager, `/${created.id}/test`, { body: { revision: 1, to: "owner" } });
    expect(notAnAddress.status).toBe(400);

    await send(owner, `/${created.id}`, { method: "PUT", body: { revision: 1, campaign } });
    const stale = await send(manager, `/${created.id}/test`, { body: { revision: 1, to: "manager@example.com" } });
    expect(stale.status).toBe(409);
    expect(campaignConflictAnswer.parse(await stale.json()).conflict.revision).toBe(2);
    const tests = await server.deps.db
      .selectFrom("outbox")
      .select("to_address")
      .where("kind", "=", "newsletter-test")
      .execute();
    expect(tests).toEqual([{ to_address: "owner@example.com" }]);
  });

  it("lets the front desk read campaigns and their previews but not write or test one; signed out, nothing", async () => {
    const created = await create();
    const forbidden = [
      await send(frontDesk, "", { body: { campaign } }),
      await send(frontDesk, `/${created.id}`, { method: "PUT", body: { revision: 1, campaign } }),
      await send(frontDesk, `/${created.id}/test`, { body: { revision: 1, to: "desk@example.com" } }),
      await send(frontDesk, "/sources"),
    ];
    for (const response of forbidden) {
      expect(response.status).toBe(403);
      expect(await refusal(response)).toEqual({ error: messages.forbidden });
    }
    const signedOut = [
      await send(null, ""),
      await send(null, `/${created.id}`),
      await send(null, `/${created.id}/preview`),
      await send(null, "", { body: { campaign } }),
    ];
    for (const response of signedOut) {
      expect(response.status).toBe(401);
      expect(await refusal(response)).toEqual({ error: messages.signIn });
    }
    const fromElsewhere = await staffRequest(server, "/newsletters", {
      cookie: await freshSessionCookie(server, manager),
      body: { campaign },
      origin: "https://evil.example.com",
    });
    expect(fromElsewhere.status).toBe(403);
    expect(campaignAnswer.parse(await (await send(manager, `/${created.id}`)).json()).revision).toBe(1);
  });
});
