import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentDocuments } from "#content/validate.ts";
import { compareDocumentKeys, marksIn, unknownFieldMessage } from "#domain/content/documents.ts";
import { mergeDrafts } from "#domain/content/merge.ts";
import type { ResortEventFacts, ResortFacts } from "#domain/content/schemas.ts";
import {
  conflictAnswer,
  contentDocumentAnswer,
  contentListAnswer,
  contentMessages,
  publishAnswer,
  versionsAnswer,
} from "#domain/staff/content-schemas.ts";
import { Clock } from "#server/clock.ts";
import { ContentStore } from "#server/content/store.ts";
import { migrateToLatest, openDatabase, type Db } from "#server/db/database.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases, testPostgresUrl } from "#server/testing/test-postgres.ts";
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  startTestServer,
  startTestServerOn,
  type TestServer,
} from "#server/testing/test-server.ts";
import { messages } from "./router.ts";

const databases = testDatabases();
const postgresUrl = testPostgresUrl();
const NOW = new Date("2026-11-24T15:00:00.000Z");
const LIGHTS = "event:christmas-lights";

/** A value as it comes back from the database: through JSON. */
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const seeded = <T>(key: string) => asStored(contentDocuments[key]) as T;

describe.each(databases)("the content API on $name", ({ url }) => {
  let server: TestServer;
  let owner: StaffClient;
  let manager: StaffClient;
  let frontDesk: StaffClient;

  const send = async (member: StaffClient, path: string, init: { method?: string; body?: unknown } = {}) =>
    staffRequest(server, `/content${path}`, { cookie: await freshSessionCookie(server, member), ...init });
  const documentOf = async (key: string, member = manager) => {
    const response = await send(member, `/${key}`);
    expect(response.status).toBe(200);
    return contentDocumentAnswer.parse(await response.json());
  };
  const list = async (member = manager) => {
    const response = await send(member, "");
    expect(response.status).toBe(200);
    return contentListAnswer.parse(await response.json()).documents;
  };
  const save = async (key: string, revision: number, draft: unknown, member = manager) =>
    send(member, `/${key}/draft`, { method: "PUT", body: { revision, draft } });
  const publish = async (key: string, revision: number, member = manager) =>
    send(member, `/${key}/publish`, { body: { revision } });
  const versions = async (key: string) => {
    const response = await send(manager, `/${key}/versions`);
    expect(response.status).toBe(200);
    return versionsAnswer.parse(await response.json()).versions;
  };
  const audit = async (action: string) =>
    (
      await server.deps.db
        .selectFrom("audit_log")
        .select(["actor", "target", "before_json", "after_json"])
        .where("action", "=", action)
        .orderBy("id")
        .execute()
    ).map((entry) => ({
      actor: entry.actor,
      target: entry.target,
      before: JSON.parse(entry.before_json ?? "null") as unknown,
      after: JSON.parse(entry.after_json ?? "null") as unknown,
    }));
  const lightsEvent = () => server.deps.content.published(LIGHTS) as ResortEventFacts;

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_content");
    server.deps.clock.set(NOW);
    owner = await enrolStaff(server, { email: "owner@example.com", role: "owner" });
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
    frontDesk = await enrolStaff(server, { email: "desk@example.com", role: "front_desk" });
  });
  afterAll(() => server?.close());

  it("holds the content folder's documents, marks included, as version 1 by the site's first content", async () => {
    const keys = Object.keys(contentDocuments).sort(compareDocumentKeys);
    const documents = await list();
    expect(documents.map((document) => document.key)).toEqual(keys);
    for (const document of documents)
      expect(document, document.key).toMatchObject({
        revision: 1,
        changed: false,
        problems: 0,
        unconfirmed: marksIn(contentDocuments[document.key]).length,
        publishedVersion: 1,
        publishedBy: null,
        draftSavedBy: null,
      });
    expect(documents.find((document) => document.key === "resort")?.unconfirmed).toBeGreaterThan(10);

    const lights = await documentOf(LIGHTS);
    expect(lights.title).toBe("Event: christmas-lights");
    expect(lights.draft).toEqual(seeded(LIGHTS));
    expect(lights.published).toEqual(seeded(LIGHTS));
    expect(lights).toMatchObject({ changes: [], issues: [] });
    expect(server.deps.content.published(LIGHTS)).toEqual(seeded(LIGHTS));
    expect([...server.deps.content.allPublished().keys()].sort(compareDocumentKeys)).toEqual(keys);
    expect(await versions(LIGHTS)).toEqual([
      { version: 1, publishedAt: lights.publishedAt, publishedBy: null, changes: [] },
    ]);

    // A restart seeds nothing again.
    const before = server.deps.content.version;
    await server.deps.content.seed(contentDocuments);
    await server.deps.content.refresh();
    expect(server.deps.content.version).toBe(before);
    expect(await versions(LIGHTS)).toHaveLength(1);
  });

  it("saves a draft, and publishes it: the site's value, a version with its field changes, an audit entry", async () => {
    const start = await documentOf(LIGHTS);
    const event = seeded<ResortEventFacts>(LIGHTS);
    const tickets = event.tickets?.map((ticket, index) => (index === 1 ? { ...ticket, priceCents: 600 } : ticket));
    const edited = { ...event, tickets, heroImage: { ...event.heroImage, alt: "Cars under the light tunnel" } };
    const saved = await save(LIGHTS, start.revision, edited);
    expect(saved.status).toBe(200);
    const draft = contentDocumentAnswer.parse(await saved.json());
    const changes = [
      {
        path: "heroImage.alt",
        before: "Light tunnel over the drive-through route",
        after: "Cars under the light tunnel",
      },
      { path: "tickets[1].priceCents", before: 500, after: 600 },
    ];
    expect(draft).toMatchObject({ revision: start.revision + 1, draftSavedBy: manager.email, changes, issues: [] });
    expect(lightsEvent().tickets?.[1]?.priceCents).toBe(500);
    expect((await list()).find((document) => document.key === LIGHTS)?.changed).toBe(true);

    const counted = server.deps.content.version;
    const published = await publish(LIGHTS, draft.revision);
    expect(published.status).toBe(200);
    expect(publishAnswer.parse(await published.json())).toMatchObject({
      outcome: "published",
      document: { publishedVersion: 2, publishedBy: manager.email, publishedAt: NOW.toISOString(), changes: [] },
    });
    // The instance that took the publish shows it at once.
    expect(lightsEvent().tickets?.[1]?.priceCents).toBe(600);
    expect(lightsEvent().heroImage.alt).toBe("Cars under the light tunnel");
    expect(server.deps.content.version).toBe(counted + 1);
    expect(
      (await versions(LIGHTS)).map(({ version, publishedBy, changes }) => ({ version, publishedBy, changes })),
    ).toEqual([
      { version: 2, publishedBy: manager.email, changes },
      { version: 1, publishedBy: null, changes: [] },
    ]);
    expect(await audit("content.publish")).toEqual([
      {
        actor: manager.email,
        target: LIGHTS,
        before: { version: 1 },
        after: { version: 2, changed: ["heroImage.alt", "tickets[1].priceCents"] },
      },
    ]);

    // The same draft again changes nothing: no version, no audit entry, no publish counted.
    const again = await publish(LIGHTS, draft.revision);
    expect(again.status).toBe(200);
    expect(publishAnswer.parse(await again.json())).toMatchObject({
      outcome: "unchanged",
      document: { publishedVersion: 2 },
    });
    expect(await versions(LIGHTS)).toHaveLength(2);
    expect(await audit("content.publish")).toHaveLength(1);
    expect(server.deps.content.version).toBe(counted + 1);
  });

  it("saves a negative or written-out price as a draft with its issue, and refuses to publish it", async () => {
    const start = await documentOf(LIGHTS);
    const event = start.draft as ResortEventFacts;
    const priced = (price: unknown) => ({
      ...event,
      tickets: event.tickets?.map((ticket, index) => (index === 0 ? { ...ticket, priceCents: price } : ticket)),
    });

    const negative = await save(LIGHTS, start.revision, priced(-800));
    expect(negative.status).toBe(200);
    const saved = contentDocumentAnswer.parse(await negative.json());
    expect(saved.issues).toEqual([{ path: "tickets[0].priceCents", message: "Must be more than 0." }]);
    expect((saved.draft as ResortEventFacts).tickets?.[0]?.priceCents).toBe(-800);
    expect((await list()).find((document) => document.key === LIGHTS)).toMatchObject({ changed: true, problems: 1 });

    const refused = await publish(LIGHTS, saved.revision);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: contentMessages.invalid,
      fields: { "tickets[0].priceCents": saved.issues[0]?.message },
    });
    expect(lightsEvent().tickets?.[0]?.priceCents).toBe(800);

    const written = await save(LIGHTS, saved.revision, priced("$8.00"));
    const text = contentDocumentAnswer.parse(await written.json());
    expect(text.issues).toEqual([{ path: "tickets[0].priceCents", message: "Must be a number." }]);
    expect((await publish(LIGHTS, text.revision)).status).toBe(409);
    expect(await versions(LIGHTS)).toHaveLength(2);

    expect((await save(LIGHTS, text.revision, event)).status).toBe(200);
  });

  it("keeps the rules between documents at publish: a box office names only its event's ticket types", async () => {
    const start = await documentOf(LIGHTS);
    const event = start.draft as ResortEventFacts;
    const withoutAdults = { ...event, tickets: event.tickets?.filter((ticket) => ticket.id !== "christmas-adult") };
    const saved = contentDocumentAnswer.parse(await (await save(LIGHTS, start.revision, withoutAdults)).json());
    expect(saved.issues).toEqual([
      {
        path: "tickets",
        message:
          'box-office:christmas-lights names the ticket type "christmas-adult": keep it, or change box-office:christmas-lights first.',
      },
    ]);
    expect((await publish(LIGHTS, saved.revision)).status).toBe(409);

    const renamed = contentDocumentAnswer.parse(
      await (await save(LIGHTS, saved.revision, { ...event, id: "fall-fest-2025" })).json(),
    );
    expect(renamed.issues).toEqual([{ path: "id", message: 'Must be "christmas-lights", this document\'s id.' }]);
    expect((await publish(LIGHTS, renamed.revision)).status).toBe(409);
    expect(lightsEvent().id).toBe("christmas-lights");
    expect((await save(LIGHTS, renamed.revision, event)).status).toBe(200);
  });

  it("stores a script tag in a text field as text, and answers it as JSON, unchanged", async () => {
    const start = await documentOf("resort");
    const tagline = '<script>alert("gate code")</script> & <b>riverfront</b>';
    const resort = { ...(start.draft as ResortFacts), tagline };
    const saved = await save("resort", start.revision, resort);
    expect(saved.status).toBe(200);
    expect(saved.headers.get("content-type")).toMatch(/^application\/json/);
    const answer = contentDocumentAnswer.parse(await saved.json());
    expect((answer.draft as ResortFacts).tagline).toBe(tagline);
    expect(answer.issues).toEqual([]);
    expect((await publish("resort", answer.revision)).status).toBe(200);
    expect((server.deps.content.published("resort") as ResortFacts).tagline).toBe(tagline);
    expect(((await documentOf("resort")).published as ResortFacts).tagline).toBe(tagline);
  });

  it("refuses unknown fields, wrong types, bad JSON, oversize and deep bodies, and keys no document has", async () => {
    const { revision, draft } = await documentOf("kayak-rentals");
    const fields = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as { fields: Record<string, string> }).fields;
    };
    expect(
      await fields(await send(manager, "/kayak-rentals/draft", { method: "PUT", body: { revision, draft, extra: 1 } })),
    ).toEqual({ extra: "Unknown field." });
    expect(Object.keys(await fields(await save("kayak-rentals", 0, draft)))).toEqual(["revision"]);
    expect(
      Object.keys(await fields(await send(manager, "/kayak-rentals/draft", { method: "PUT", body: { revision } }))),
    ).toEqual(["draft"]);
    expect(Object.keys(await fields(await publish("kayak-rentals", "1" as unknown as number)))).toEqual(["revision"]);
    expect(
      Object.keys(await fields(await send(manager, "/kayak-rentals/restore", { body: { revision, version: "one" } }))),
    ).toEqual(["version"]);
    expect(
      Object.keys(await fields(await send(manager, "/kayak-rentals/confirm", { body: { revision, path: ["title"] } }))),
    ).toEqual(["path"]);
    expect((await send(manager, "/kayak-rentals/versions?limit=0")).status).toBe(400);

    const cookie = await freshSessionCookie(server, manager);
    const raw = (body: string, type = "application/json") =>
      server.request("/api/staff/content/kayak-rentals/draft", {
        method: "PUT",
        headers: { Cookie: cookie, Origin: server.env.PUBLIC_ORIGIN, "Content-Type": type },
        body,
      });
    const badJson = await raw('{"revision": 1, "draft": {');
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ error: "The request body is not valid JSON." });
    expect((await raw(JSON.stringify({ revision, draft }), "text/plain")).status).toBe(415);
    const nested = `${"[".repeat(5_000)}"bottom"${"]".repeat(5_000)}`;
    expect(await fields(await raw(`{"revision": ${revision}, "draft": ${nested}}`))).toEqual({
      draft: contentMessages.tooDeep,
    });
    const oversize = await raw(JSON.stringify({ revision, draft: "x".repeat(300 * 1024) }));
    expect(oversize.status).toBe(413);
    expect(await oversize.json()).toEqual({ error: "The request is too large." });
    const overDocument = await save("kayak-rentals", revision, {
      ...(draft as object),
      description: "x".repeat(257 * 1024),
    });
    expect(overDocument.status).toBe(413);
    expect(await overDocument.json()).toEqual({ error: contentMessages.tooLarge });

    // A field the document's schema does not know is saved, and stops the publish.
    const typo = contentDocumentAnswer.parse(
      await (await save("kayak-rentals", revision, { ...(draft as object), buttonTxt: "Call us" })).json(),
    );
    expect(typo.issues).toEqual([{ path: "buttonTxt", message: unknownFieldMessage }]);
    const refused = await publish("kayak-rentals", typo.revision);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: `${contentMessages.unknownFields(["buttonTxt"])} ${contentMessages.removeUnknownFields}`,
      fields: { buttonTxt: unknownFieldMessage },
    });
    const ticketTypo = (await documentOf(LIGHTS)).draft as ResortEventFacts;
    const misspelt = {
      ...ticketTypo,
      tickets: ticketTypo.tickets?.map((ticket, index) => (index === 2 ? { ...ticket, priceCent: 100 } : ticket)),
    };
    const lights = await documentOf(LIGHTS);
    expect(contentDocumentAnswer.parse(await (await save(LIGHTS, lights.revision, misspelt)).json()).issues).toEqual([
      { path: "tickets[2].priceCent", message: unknownFieldMessage },
    ]);
    expect((await save(LIGHTS, lights.revision + 1, ticketTypo)).status).toBe(200);
    expect((await save("kayak-rentals", typo.revision, draft)).status).toBe(200);

    for (const key of ["nowhere", "event:nowhere", "event", "resort:extra"]) {
      const missing = await send(manager, `/${key}`);
      expect(missing.status, key).toBe(404);
      expect(await missing.json()).toEqual({ error: contentMessages.notFound });
      expect((await save(key, 1, {})).status, key).toBe(404);
      expect((await publish(key, 1)).status, key).toBe(404);
      expect((await send(manager, `/${key}/versions`)).status, key).toBe(404);
    }
  });

  it("refuses a stale revision with what the other editor changed and who saved it; nothing is lost silently", async () => {
    const mine = await documentOf("lodging", manager);
    const theirs = await documentOf("lodging", owner);
    const cards = theirs.draft as { title: string; buttonText: string }[];
    const theirEdit = cards.map((card, index) => (index === 0 ? { ...card, title: "RV Sites" } : card));
    expect((await save("lodging", theirs.revision, theirEdit, owner)).status).toBe(200);

    const myEdit = cards.map((card, index) => (index === 3 ? { ...card, buttonText: "Reserve" } : card));
    const stale = await save("lodging", mine.revision, myEdit, manager);
    expect(stale.status).toBe(409);
    expect(conflictAnswer.parse(await stale.json())).toEqual({
      error: contentMessages.stale,
      conflict: {
        revision: mine.revision + 1,
        savedAt: NOW.toISOString(),
        savedBy: owner.email,
        draft: theirEdit,
        changes: [{ path: "[0].title", before: "RV Spots", after: "RV Sites" }],
      },
    });
    expect((await documentOf("lodging")).draft).toEqual(theirEdit);
    for (const stalePublish of [
      await publish("lodging", mine.revision),
      await send(manager, "/lodging/confirm", { body: { revision: mine.revision, path: "[0].description" } }),
      await send(manager, "/lodging/restore", { body: { revision: mine.revision, version: 1 } }),
    ]) {
      expect(stalePublish.status).toBe(409);
      expect(conflictAnswer.parse(await stalePublish.json()).conflict.savedBy).toBe(owner.email);
    }

    const unknown = await save("lodging", mine.revision + 50, myEdit);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: contentMessages.noSuchRevision,
      fields: { revision: contentMessages.noSuchRevision },
    });

    // Keep both: their draft with my change merged in, saved on their revision.
    const { value: merged, clashes } = mergeDrafts(mine.draft, theirEdit, myEdit);
    expect(clashes).toEqual([]);
    const retried = await save("lodging", mine.revision + 1, merged);
    expect(retried.status).toBe(200);
    const both = contentDocumentAnswer.parse(await retried.json());
    expect(both.changes.map((change) => change.path)).toEqual(["[0].title", "[3].buttonText"]);

    // Both change one field: the clash is named with both values, and keeping both saves mine there.
    const ownerNow = await documentOf("lodging", owner);
    const ownerEdit = (ownerNow.draft as typeof cards).map((card, index) =>
      index === 3 ? { ...card, buttonText: "Book now" } : card,
    );
    expect((await save("lodging", ownerNow.revision, ownerEdit, owner)).status).toBe(200);
    const myNext = (both.draft as typeof cards).map((card, index) =>
      index === 3 ? { ...card, buttonText: "Reserve a spot" } : index === 5 ? { ...card, title: "Cottage" } : card,
    );
    const refused = await save("lodging", both.revision, myNext);
    expect(refused.status).toBe(409);
    const { conflict } = conflictAnswer.parse(await refused.json());
    const clash = mergeDrafts(both.draft, conflict.draft, myNext);
    expect(clash.clashes).toEqual([{ path: "[3].buttonText", theirs: "Book now", mine: "Reserve a spot" }]);
    expect((await save("lodging", conflict.revision, clash.value)).status).toBe(200);
    const kept = (await documentOf("lodging")).draft as typeof cards;
    expect([kept[0]?.title, kept[3]?.buttonText, kept[5]?.title]).toEqual(["RV Sites", "Reserve a spot", "Cottage"]);
  });

  it("lets the front desk read content, but neither save, confirm, restore nor publish", async () => {
    expect((await list(frontDesk)).length).toBe(Object.keys(contentDocuments).length);
    const { revision, draft } = await documentOf("gallery", frontDesk);
    expect((await send(frontDesk, "/gallery/versions")).status).toBe(200);
    for (const refused of [
      await save("gallery", revision, draft, frontDesk),
      await publish("gallery", revision, frontDesk),
      await send(frontDesk, "/gallery/confirm", { body: { revision, path: "[0].alt" } }),
      await send(frontDesk, "/gallery/restore", { body: { revision, version: 1 } }),
    ]) {
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: messages.forbidden });
    }
    expect((await documentOf("gallery")).revision).toBe(revision);
  });

  it("confirms a fact: its mark goes, its value stays, and the site shows it once published", async () => {
    const start = await documentOf("venue");
    expect(start.marks).toContainEqual({ path: "spaces[1].description", status: "draft" });
    const confirm = (path: string, revision = start.revision) =>
      send(owner, "/venue/confirm", { body: { revision, path } });

    const confirmed = await confirm("spaces[1].description");
    expect(confirmed.status).toBe(200);
    const answer = contentDocumentAnswer.parse(await confirmed.json());
    const description = "A covered waterfront pavilion for ceremonies, rehearsal dinners and reunions.";
    expect((answer.draft as { spaces: { description: unknown }[] }).spaces[1]?.description).toBe(description);
    expect(answer.marks).not.toContainEqual(expect.objectContaining({ path: "spaces[1].description" }));
    expect(answer.marks).toHaveLength(start.marks.length - 1);
    expect(answer.changes).toEqual([
      { path: "spaces[1].description", before: { status: "draft", value: description }, after: description },
    ]);
    expect((await list()).find((document) => document.key === "venue")?.unconfirmed).toBe(start.marks.length - 1);

    for (const path of [
      "spaces[1].name",
      "spaces[1].description",
      "spaces..name",
      "spaces[9].description",
      "__proto__",
    ]) {
      const refused = await confirm(path, answer.revision);
      expect(refused.status, path).toBe(400);
      expect(await refused.json()).toEqual({ error: contentMessages.noMark, fields: { path: contentMessages.noMark } });
    }

    expect((await publish("venue", answer.revision, owner)).status).toBe(200);
    expect(
      (server.deps.content.published("venue") as { spaces: { description: unknown }[] }).spaces[1]?.description,
    ).toBe(description);
  });

  it("restores a version into a new draft, leaves what the site shows alone, and records the restore", async () => {
    const start = await documentOf(LIGHTS);
    const restored = await send(owner, `/${LIGHTS}/restore`, { body: { revision: start.revision, version: 1 } });
    expect(restored.status).toBe(200);
    const answer = contentDocumentAnswer.parse(await restored.json());
    expect(answer.draft).toEqual(seeded(LIGHTS));
    expect(answer).toMatchObject({ revision: start.revision + 1, draftSavedBy: owner.email, publishedVersion: 2 });
    expect(answer.changes.map((change) => change.path)).toEqual(["heroImage.alt", "tickets[1].priceCents"]);
    expect(lightsEvent().tickets?.[1]?.priceCents).toBe(600);
    expect(await versions(LIGHTS)).toHaveLength(2);
    expect(await audit("content.restore")).toEqual([
      {
        actor: owner.email,
        target: LIGHTS,
        before: { revision: start.revision },
        after: { revision: start.revision + 1, version: 1 },
      },
    ]);

    const missing = await send(owner, `/${LIGHTS}/restore`, { body: { revision: answer.revision, version: 9 } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: contentMessages.noSuchVersion });

    expect((await publish(LIGHTS, answer.revision, owner)).status).toBe(200);
    expect(lightsEvent().tickets?.[1]?.priceCents).toBe(500);
    expect((await versions(LIGHTS))[0]).toMatchObject({
      version: 3,
      changes: [
        {
          path: "heroImage.alt",
          before: "Cars under the light tunnel",
          after: "Light tunnel over the drive-through route",
        },
        { path: "tickets[1].priceCents", before: 600, after: 500 },
      ],
    });
  });

  it("shows a publish on one instance to another once that one refreshes", async () => {
    const { db } = openDatabase(server.env.DATABASE_URL);
    const other = await startTestServer({ DATABASE_URL: server.env.DATABASE_URL });
    try {
      // A reader with no timer of its own: only refresh() moves it.
      const reader = new ContentStore({ db, clock: new Clock() });
      const changes: string[][] = [];
      reader.onChange((changed) => changes.push([...changed]));
      await reader.refresh();
      expect(reader.version).toBe(server.deps.content.version);
      expect(changes).toHaveLength(1);
      expect(changes[0]).toHaveLength(Object.keys(contentDocuments).length);
      const start = await documentOf("home-nearby");
      const places = start.draft as { status: string; value: { name: string; distance: string } }[];
      const edited = places.map((place, index) =>
        index === 0 ? { ...place, value: { ...place.value, distance: "5 miles" } } : place,
      );
      expect((await save("home-nearby", start.revision, edited)).status).toBe(200);
      expect((await publish("home-nearby", start.revision + 1)).status).toBe(200);

      expect(reader.published("home-nearby")).toEqual(start.published);
      await reader.refresh();
      expect(reader.published("home-nearby")).toEqual(edited);
      expect(reader.version).toBe(server.deps.content.version);
      // Listeners hear of the one document that changed, once.
      expect(changes.slice(1)).toEqual([["home-nearby"]]);
      await reader.refresh();
      expect(changes).toHaveLength(2);
      // The other server refreshes every second by itself.
      await vi.waitFor(() => expect(other.deps.content.published("home-nearby")).toEqual(edited), {
        timeout: 3_000,
        interval: 50,
      });
      expect(other.deps.content.version).toBe(server.deps.content.version);
    } finally {
      await other.close();
      await db.destroy();
    }
  });

  it("creates an event and its nights as drafts the site shows nothing of until each is published", async () => {
    const key = "event:fall-fest-2026";
    const event = {
      ...seeded<ResortEventFacts>("event:fall-fest-2025"),
      id: "fall-fest-2026",
      name: "Fall Fest 2026",
      dates: { kind: "once", start: "2026-10-02", end: "2026-10-31" },
    };
    const create = (body: unknown, member = manager) => send(member, "", { body });
    const before = server.deps.content.version;

    const created = await create({ key, draft: event });
    expect(created.status).toBe(201);
    const answer = contentDocumentAnswer.parse(await created.json());
    expect(answer).toMatchObject({
      key,
      title: "Event: fall-fest-2026",
      revision: 1,
      draft: event,
      published: null,
      draftSavedAt: NOW.toISOString(),
      draftSavedBy: manager.email,
      publishedVersion: null,
      publishedAt: null,
      publishedBy: null,
      issues: [],
    });
    expect(answer.changes.map((change) => change.path)).toEqual(Object.keys(event));
    expect(await audit("content.create")).toEqual([
      { actor: manager.email, target: key, before: null, after: { revision: 1 } },
    ]);
    expect((await list()).find((document) => document.key === key)).toMatchObject({
      changed: true,
      publishedVersion: null,
      publishedAt: null,
    });
    expect(await versions(key)).toEqual([]);

    // Nothing of it is on the site, nor counted as a publish, until it is published.
    await server.deps.content.refresh();
    expect(server.deps.content.version).toBe(before);
    expect(server.deps.content.published(key)).toBeUndefined();
    expect(server.deps.published.event("fall-fest-2026")).toBeUndefined();

    const duplicate = await create({ key, draft: event });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ error: contentMessages.exists, fields: { key: contentMessages.exists } });
    expect((await create({ key: LIGHTS, draft: event })).status).toBe(409);

    const office = {
      ...seeded<Record<string, unknown>>("box-office:fall-fest-2025"),
      perNightTickets: ["haunted-forest-adult"],
    };
    const nights = await create({ key: "box-office:fall-fest-2026", draft: office });
    expect(nights.status).toBe(201);
    // Its event is not published yet: the nights cannot be.
    const early = await publish("box-office:fall-fest-2026", 1);
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      error: contentMessages.invalid,
      fields: { "": "There is no event event:fall-fest-2026 for these nights." },
    });

    const published = await publish(key, 1);
    expect(published.status).toBe(200);
    expect(publishAnswer.parse(await published.json())).toMatchObject({
      outcome: "published",
      document: { publishedVersion: 1, publishedBy: manager.email, published: event, changes: [] },
    });
    expect(server.deps.content.version).toBe(before + 1);
    expect(server.deps.published.event("fall-fest-2026")?.name).toBe("Fall Fest 2026");
    expect((await versions(key)).map(({ version, publishedBy }) => ({ version, publishedBy }))).toEqual([
      { version: 1, publishedBy: manager.email },
    ]);
    expect(await audit("content.publish")).toContainEqual({
      actor: manager.email,
      target: key,
      before: { version: null },
      after: { version: 1, changed: Object.keys(event) },
    });
    expect((await publish("box-office:fall-fest-2026", 1)).status).toBe(200);
    expect(server.deps.published.boxOffice("fall-fest-2026")?.perNightTickets).toEqual(["haunted-forest-adult"]);
  });

  it("refuses to create a document of a kind with no ids, with a bad key, unknown fields, wrong types, bad JSON or oversize", async () => {
    const create = (body: unknown) => send(manager, "", { body });
    const refusal = async (response: Response) => {
      expect(response.status).toBe(400);
      return (await response.json()) as { error: string; fields: Record<string, string> };
    };
    const notCreatable = { error: contentMessages.notCreatable, fields: { key: contentMessages.notCreatable } };
    for (const key of ["resort", "lodging", "event", "event:", "event:Fall Fest", "nowhere:x", "resort:x"])
      expect(await refusal(await create({ key, draft: {} })), key).toEqual(notCreatable);
    expect((await refusal(await create({ key: "policy:new-page", draft: {}, extra: 1 }))).fields).toEqual({
      extra: "Unknown field.",
    });
    expect(Object.keys((await refusal(await create({ key: 7, draft: {} }))).fields)).toEqual(["key"]);
    expect(Object.keys((await refusal(await create({ key: "policy:new-page" }))).fields)).toEqual(["draft"]);
    const nested = JSON.parse(`${"[".repeat(100)}0${"]".repeat(100)}`) as unknown;
    expect((await refusal(await create({ key: "policy:new-page", draft: nested }))).fields).toEqual({
      draft: contentMessages.tooDeep,
    });

    const cookie = await freshSessionCookie(server, manager);
    const raw = (body: string) =>
      server.request("/api/staff/content", {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.env.PUBLIC_ORIGIN, "Content-Type": "application/json" },
        body,
      });
    const badJson = await raw('{"key": "policy:new-page", "draft": {');
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ error: "The request body is not valid JSON." });
    // A long draft is taken, as a save takes it; one over a document's size is refused.
    const long = await raw(JSON.stringify({ key: "policy:long-page", draft: { text: "x".repeat(100 * 1024) } }));
    expect(long.status).toBe(201);
    const oversize = await raw(JSON.stringify({ key: "policy:new-page", draft: "x".repeat(300 * 1024) }));
    expect(oversize.status).toBe(413);
    expect(await oversize.json()).toEqual({ error: "The request is too large." });
    const overDocument = await raw(JSON.stringify({ key: "policy:new-page", draft: "x".repeat(257 * 1024) }));
    expect(overDocument.status).toBe(413);
    expect(await overDocument.json()).toEqual({ error: contentMessages.tooLarge });
    expect((await send(manager, "/policy:new-page")).status).toBe(404);
    expect(server.deps.content.published("policy:long-page")).toBeUndefined();
  });

  it("lets the front desk create nothing", async () => {
    const refused = await send(frontDesk, "", { body: { key: "event:desk-party", draft: {} } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: messages.forbidden });
    expect((await send(manager, "/event:desk-party")).status).toBe(404);
  });
});

// Two instances on one PostgreSQL start together. (SQLite serves one process per file, and a second
// process waits for the first's write lock, so one in-process test of it would only block itself.)
describe.skipIf(!postgresUrl)("the content store seeding PostgreSQL", () => {
  it("creates each document once when two instances seed an empty database at once", async () => {
    const databaseUrl = await createPostgresDatabase(postgresUrl ?? "", "resort_content_seed");
    const handles: Db[] = [];
    try {
      const open = () => {
        const { db } = openDatabase(databaseUrl);
        handles.push(db);
        return db;
      };
      await migrateToLatest(open());
      const stores = [
        new ContentStore({ db: open(), clock: new Clock() }),
        new ContentStore({ db: open(), clock: new Clock() }),
      ];
      await Promise.all(stores.map((store) => store.seed(contentDocuments)));
      const [db] = handles;
      if (!db) throw new Error("no database");
      const keysIn = async (table: "content_documents" | "content_drafts" | "content_versions") =>
        (await db.selectFrom(table).select("key").execute()).map((row) => row.key).sort();
      const keys = Object.keys(contentDocuments).sort();
      for (const table of ["content_documents", "content_drafts", "content_versions"] as const)
        expect(await keysIn(table), table).toEqual(keys);
      const state = await db.selectFrom("content_state").select("version").executeTakeFirstOrThrow();
      expect(state.version).toBe(1);
      for (const store of stores) {
        await store.refresh();
        expect(store.version).toBe(1);
        expect(store.published(LIGHTS)).toEqual(seeded(LIGHTS));
      }
    } finally {
      for (const db of handles) await db.destroy();
      await dropPostgresDatabase(databaseUrl);
    }
  });
});
