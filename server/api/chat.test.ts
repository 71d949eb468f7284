import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resort } from "#content/resort.ts";
import { CHAT_HISTORY_LIMIT, type ChatMessage } from "#domain/chat.ts";
import type { ResortEventFacts } from "#domain/content/schemas.ts";
import { contentDocumentAnswer, publishAnswer } from "#domain/staff/content-schemas.ts";
import { startLlmStandIn, type LlmStandIn } from "#server/testing/llm-stand-in.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServer, startTestServerOn, type TestServer } from "#server/testing/test-server.ts";
import { CHAT_RATE_LIMIT } from "./chat.ts";

/** Long enough for a loaded machine, short against the stand-in's slow answer. */
const TIMEOUT_MS = 1500;

/** Thursday 26 November 2026, 4 PM in Gadsden: Pique Nique has just opened. */
const THURSDAY_4PM = new Date("2026-11-26T22:00:00Z");

async function ask(server: TestServer, message: string): Promise<string> {
  const response = await server.postJson("/api/chat", { message, history: [] });
  expect(response.status).toBe(200);
  return ((await response.json()) as { message: string }).message;
}

/** Saves `edit` of a document's draft and publishes it, as a manager does in the console. */
async function publish<T>(server: TestServer, manager: StaffClient, key: string, edit: (draft: T) => T) {
  const cookie = await freshSessionCookie(server, manager);
  const current = contentDocumentAnswer.parse(await (await staffRequest(server, `/content/${key}`, { cookie })).json());
  const saved = await staffRequest(server, `/content/${key}/draft`, {
    method: "PUT",
    cookie,
    body: { revision: current.revision, draft: edit(current.draft as T) },
  });
  expect(saved.status).toBe(200);
  const { revision } = contentDocumentAnswer.parse(await saved.json());
  const published = await staffRequest(server, `/content/${key}/publish`, { cookie, body: { revision } });
  expect(publishAnswer.parse(await published.json()).outcome).toBe("published");
}

/** The Christmas Lights' gates open an hour later, in their schedule and time line, and an adult ticket costs $9. */
const sixAndNine = (event: ResortEventFacts): ResortEventFacts => ({
  ...event,
  time: "Nightly, gates open 6 PM",
  schedule: event.schedule.map((entry) =>
    "time" in entry && entry.activity === "Gates open" ? { ...entry, time: "6:00 PM" } : entry,
  ),
  tickets: event.tickets?.map((ticket) => (ticket.id === "christmas-adult" ? { ...ticket, priceCents: 900 } : ticket)),
});

function historyOf(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `m${index}`,
    role: index % 2 === 0 ? "user" : "assistant",
    content: `message ${index}`,
    timestamp: "2026-11-26T21:59:00.000Z",
  }));
}

describe("POST /api/chat with the built-in assistant", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    server.deps.clock.set(THURSDAY_4PM);
  });
  afterAll(() => server.close());

  it("answers from the content with a link to the page", async () => {
    const response = await server.postJson("/api/chat", { message: "Is Pique Nique open right now?", history: [] });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string };
    expect(body.message).toContain("open right now, until 9 PM");
    expect(body.message).toContain("[Pique Nique](/pique-nique)");
  });

  it("uses the history for a follow-up", async () => {
    const history: ChatMessage[] = [
      {
        id: "1",
        role: "user",
        content: "What time does the restaurant open on Friday?",
        timestamp: THURSDAY_4PM.toISOString(),
      },
      {
        id: "2",
        role: "assistant",
        content: "On Friday Pique Nique is open 11 AM - 10 PM.",
        timestamp: THURSDAY_4PM.toISOString(),
      },
    ];
    const response = await server.postJson("/api/chat", { message: "and on Sunday?", history });
    expect(((await response.json()) as { message: string }).message).toContain(
      "On Sunday Pique Nique is open 8 AM - 8 PM",
    );
  });

  it("says plainly when it doesn't know, offering the phone number", async () => {
    const response = await server.postJson("/api/chat", { message: "Do you have a heated swimming pool?" });
    const { message } = (await response.json()) as { message: string };
    expect(message).toContain("not sure");
    expect(message).toContain(resort.phone.display);
  });

  /** The answer to a body that parses but does not fit, naming each field at fault. */
  const fieldsAtFault = (fields: Record<string, unknown>) => ({
    error: "Please check the highlighted fields.",
    fields,
  });
  // The library's own wording for a value of the wrong type.
  const wrongType = expect.stringMatching(/^Invalid input: expected \w+, received \w+$/);

  it.each([
    ["malformed JSON", "{not json", { error: "The request body is not valid JSON." }],
    ["a message that is not a string", { message: 42 }, fieldsAtFault({ message: wrongType })],
    ["a blank message", { message: "   " }, fieldsAtFault({ message: "Please type a question." })],
    ["an unknown field", { message: "hi", extra: true }, fieldsAtFault({ extra: "Unknown field." })],
    [
      "an oversize message",
      { message: "a".repeat(1001) },
      fieldsAtFault({ message: "Please keep questions under 1000 characters." }),
    ],
    [
      "more than 6 history messages",
      { message: "hi", history: historyOf(CHAT_HISTORY_LIMIT + 1) },
      fieldsAtFault({ history: "Send at most 6 earlier messages." }),
    ],
    [
      "a history message with a bad role",
      { message: "hi", history: [{ ...historyOf(1)[0], role: "system" }] },
      fieldsAtFault({ "history.0.role": expect.stringContaining('"assistant"|"user"') }),
    ],
    [
      "a history message missing its id",
      { message: "hi", history: [{ role: "user", content: "x", timestamp: THURSDAY_4PM.toISOString() }] },
      fieldsAtFault({ "history.0.id": wrongType }),
    ],
    ["history that is not a list", { message: "hi", history: "earlier" }, fieldsAtFault({ history: wrongType })],
  ])("rejects %s with 400 and what is wrong", async (_name, body, answer) => {
    const response = await server.postJson("/api/chat", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(answer);
  });

  it("rejects a body that is not JSON (415) and one over 16 KB (413)", async () => {
    const text = await server.request("/api/chat", {
      method: "POST",
      body: "message=hi",
      headers: { "Content-Type": "text/plain" },
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ error: "Send the request as application/json." });
    const huge = await server.postJson("/api/chat", {
      message: "hi",
      history: historyOf(1).map((m) => ({ ...m, content: "x".repeat(20_000) })),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: "The request is too large." });
  });

  it("accepts exactly 6 history messages", async () => {
    const response = await server.postJson("/api/chat", {
      message: "What's the phone number?",
      history: historyOf(CHAT_HISTORY_LIMIT),
    });
    expect(response.status).toBe(200);
  });

  it("rate-limits each client with 429", async () => {
    const ip = "198.51.100.77";
    for (let index = 0; index < CHAT_RATE_LIMIT.limit; index += 1) {
      expect((await server.postJson("/api/chat", { message: "check in time?" }, { ip })).status).toBe(200);
    }
    const limited = await server.postJson("/api/chat", { message: "check in time?" }, { ip });
    expect(limited.status).toBe(429);
    const retryAfterS = Number(limited.headers.get("Retry-After"));
    expect(retryAfterS).toBeGreaterThan(0);
    expect(retryAfterS).toBeLessThanOrEqual(CHAT_RATE_LIMIT.windowMs / 1000);
    expect(((await limited.json()) as { error: string }).error).toBe(CHAT_RATE_LIMIT.message);
    expect((await server.postJson("/api/chat", { message: "check in time?" }, { ip: "198.51.100.78" })).status).toBe(
      200,
    );
  });
});

describe.each(testDatabases())("POST /api/chat after a publish, on $name", ({ url }) => {
  let server: TestServer;
  let manager: StaffClient;
  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_chat");
    server.deps.clock.set(THURSDAY_4PM);
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
  });
  afterAll(() => server?.close());

  it("answers the Christmas Lights' new gate time and adult price on the next question", async () => {
    const when = "When do the Christmas lights open?";
    const cost = "How much are Christmas lights tickets?";
    expect(await ask(server, when)).toContain("Gates open at 5 PM.");
    expect(await ask(server, cost)).toContain("$8");

    await publish(server, manager, "event:christmas-lights", sixAndNine);

    const time = await ask(server, when);
    expect(time).toContain("Gates open at 6 PM.");
    expect(time).not.toContain("5 PM");
    const prices = await ask(server, cost);
    expect(prices).toContain("Adult $9");
    expect(prices).not.toContain("$8");
  });
});

describe("POST /api/chat with a language model configured", () => {
  let standIn: LlmStandIn;
  let server: TestServer;
  beforeAll(async () => {
    standIn = await startLlmStandIn();
    server = await startTestServer({
      LLM_BASE_URL: standIn.url,
      LLM_API_KEY: "test-key",
      LLM_MODEL: "resort-test-model",
      LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    server.deps.clock.set(THURSDAY_4PM);
  });
  afterEach(() => {
    standIn.requests.length = 0;
    standIn.behave("answer");
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it("sends a grounded system prompt, the last 6 messages and the question", async () => {
    const response = await server.postJson("/api/chat", {
      message: "Which space fits 150 guests?",
      history: historyOf(CHAT_HISTORY_LIMIT),
    });
    expect(((await response.json()) as { message: string }).message).toBe("From the model: see [Venue](/venue).");
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe("Bearer test-key");
    expect(request?.body.model).toBe("resort-test-model");
    const messages = request?.body.messages ?? [];
    expect(messages).toHaveLength(1 + CHAT_HISTORY_LIMIT + 1);
    const system = messages[0]?.content ?? "";
    expect(messages[0]?.role).toBe("system");
    expect(system).toContain("Pique Nique right now: Open now · closes 9 PM.");
    expect(system).toContain("Today is Thursday, November 26, 2026");
    expect(system).toContain("Christmas Lights season: November 21, 2026 - January 4, 2027 (on now).");
    expect(system).toContain("The Bay Lodge: up to 175 guests.");
    expect(system).toContain(resort.phone.display);
    expect(system).not.toContain(server.env.GATE_CODE);
    expect(messages.slice(1, -1)).toEqual(
      historyOf(CHAT_HISTORY_LIMIT).map((m) => ({ role: m.role, content: m.content })),
    );
    expect(messages.at(-1)).toEqual({ role: "user", content: "Which space fits 150 guests?" });
  });

  it("falls back to the built-in assistant when the model times out", async () => {
    standIn.behave("slow");
    const started = performance.now();
    const response = await server.postJson("/api/chat", { message: "How many people fit in the Bay Lodge?" });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS * 4);
    expect(standIn.requests).toHaveLength(1);
    expect(((await response.json()) as { message: string }).message).toContain("The Bay Lodge holds up to 175 guests");
  });

  it.each(["error", "bad-shape"] as const)(
    "falls back to the built-in assistant when the model answers %s",
    async (behaviour) => {
      standIn.behave(behaviour);
      const response = await server.postJson("/api/chat", { message: "What time is check-in?" });
      expect(response.status).toBe(200);
      expect(standIn.requests).toHaveLength(1);
      expect(((await response.json()) as { message: string }).message).toContain(`Check-in is at ${resort.checkIn}`);
    },
  );

  it("grounds the model in the content as last published", async () => {
    const manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
    await publish(server, manager, "event:christmas-lights", sixAndNine);
    await server.postJson("/api/chat", { message: "When do the Christmas lights open, and what do tickets cost?" });
    const system = standIn.requests[0]?.body.messages[0]?.content ?? "";
    expect(system).toContain("Gates open at 6 PM nightly.");
    expect(system).toContain("Schedule: 6:00 PM Gates open,");
    expect(system).toContain("Tickets sold online: Adult $9, Child $5, and Season Pass $30.");
    expect(system).not.toContain("Gates open at 5 PM");
  });

  it("falls back when nothing listens at the configured address", async () => {
    const offline = await startTestServer({ LLM_BASE_URL: "http://127.0.0.1:9/v1", LLM_TIMEOUT_MS: "300" });
    const response = await offline.postJson("/api/chat", { message: "Can I bring my dog?" });
    expect(((await response.json()) as { message: string }).message).toContain("Pets are welcome");
    await offline.close();
  });
});
