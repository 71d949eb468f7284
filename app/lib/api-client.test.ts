import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { acceptedAnswerSchema } from "#domain/api-schema.ts";
import { newsletterMessages } from "#domain/newsletter.ts";
import { checkoutSessionSchema, ticketCatalogSchema } from "#domain/tickets-schema.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";
import { ApiRequestError, errorText, getJson, postForm, postJson } from "./api-client.ts";

let server: TestServer;
let clientIp = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The browser's fetch, answered by the real app in-process, each test from its own address. */
function answerWithTheApp() {
  const ip = `198.51.100.${(clientIp++ % 250) + 1}`;
  vi.stubGlobal("fetch", (path: string, init: RequestInit) => server.request(path, { ...init, ip }));
}

function answerWith(response: () => Response | Promise<Response>) {
  vi.stubGlobal("fetch", response);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the request to fail");
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiRequestError);
      return error as ApiRequestError;
    },
  );

describe("the API client", () => {
  it("answers the server's JSON parsed with the shared schema", async () => {
    answerWithTheApp();
    const catalog = await getJson("/api/events/christmas-lights/tickets", ticketCatalogSchema);
    expect(catalog.eventId).toBe("christmas-lights");
    expect(catalog.mode).toBe("test");
    expect(catalog.tickets.map((ticket) => ticket.id)).toContain("christmas-adult");

    const accepted = await postJson("/api/subscribe-newsletter", { email: "client@example.org" }, acceptedAnswerSchema);
    expect(accepted).toEqual({ ok: true });
  });

  it("loads a schema given as a loader only when asked, and parses with it", async () => {
    answerWithTheApp();
    const loader = vi.fn(() => Promise.resolve(acceptedAnswerSchema));
    const sent = postJson("/api/subscribe-newsletter", { email: "loader@example.org" }, loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(await sent).toEqual({ ok: true });
  });

  it("turns a refusal into an error with the status, the server's text and its fields", async () => {
    answerWithTheApp();
    const refused = await failureOf(
      postJson("/api/send-contact-email", { firstName: "", lastName: "L", email: "x" }, acceptedAnswerSchema),
    );
    expect(refused.status).toBe(400);
    expect(refused.serverMessage).toBe("Please check the highlighted fields.");
    expect(refused.fields).toMatchObject({ firstName: "First name is required" });
    expect(refused.malformed).toBe(false);

    await postJson("/api/subscribe-newsletter", { email: "twice@example.org" }, acceptedAnswerSchema);
    const repeat = await failureOf(
      postJson("/api/subscribe-newsletter", { email: "twice@example.org" }, acceptedAnswerSchema),
    );
    expect(repeat.status).toBe(409);
    expect(errorText(repeat, "fallback")).toBe(newsletterMessages.duplicateError);
  });

  it("sends nothing when the answer's schema cannot be loaded, and says no answer came", async () => {
    const sent = vi.fn(() => Response.json({ ok: true }));
    answerWith(sent);
    const failed = await failureOf(
      postJson("/api/subscribe-newsletter", { email: "x@example.org" }, () =>
        Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
      ),
    );
    expect(failed.status).toBe(0);
    expect(sent).not.toHaveBeenCalled();
  });

  it("refuses a successful answer of the wrong shape instead of handing it on", async () => {
    answerWith(() => Response.json({ link: "https://example.com" }));
    const malformed = await failureOf(postJson("/api/create-checkout-session", {}, checkoutSessionSchema));
    expect(malformed.status).toBe(200);
    expect(malformed.malformed).toBe(true);

    answerWith(() => new Response("<html>not json</html>", { status: 200 }));
    expect((await failureOf(getJson("/api/orders/x", checkoutSessionSchema))).malformed).toBe(true);
  });

  it("gives status 0 when no answer came, and the fallback text for answers without one", async () => {
    answerWith(() => Promise.reject(new TypeError("Failed to fetch")));
    const offline = await failureOf(getJson("/api/health", acceptedAnswerSchema));
    expect(offline.status).toBe(0);
    expect(errorText(offline, "Try again.")).toBe("Try again.");

    answerWith(() => new Response("Bad gateway", { status: 502 }));
    const gateway = await failureOf(getJson("/api/health", acceptedAnswerSchema));
    expect(gateway.status).toBe(502);
    expect(errorText(gateway, "Try again.")).toBe("Try again.");
  });

  it("sends JSON with the caller's headers and asks for JSON back", async () => {
    const seen: Request[] = [];
    vi.stubGlobal("fetch", (path: string, init: RequestInit) => {
      seen.push(new Request(`http://resort.test${path}`, init));
      return Response.json({ ok: true });
    });
    await postJson("/api/x", { a: 1 }, acceptedAnswerSchema, { headers: { Authorization: "token" } });
    const [sent] = seen;
    expect(sent?.method).toBe("POST");
    expect(sent?.headers.get("content-type")).toBe("application/json");
    expect(sent?.headers.get("accept")).toBe("application/json");
    expect(sent?.headers.get("authorization")).toBe("token");
    expect(await sent?.json()).toEqual({ a: 1 });
  });

  it("sends a form with its file as multipart, its boundary written by the platform, and reads refusals as JSON's", async () => {
    const seen: Request[] = [];
    vi.stubGlobal("fetch", (path: string, init: RequestInit) => {
      seen.push(new Request(`http://resort.test${path}`, init));
      return Response.json({ error: "Not a photo." }, { status: 415 });
    });
    const form = new FormData();
    form.append("photo", new File(["not really a photo"], "dock.jpg", { type: "image/jpeg" }));
    const refused = await failureOf(postForm("/api/upload", form, acceptedAnswerSchema));
    expect(refused.status).toBe(415);
    expect(errorText(refused, "fallback")).toBe("Not a photo.");

    const [sent] = seen;
    expect(sent?.method).toBe("POST");
    expect(sent?.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.headers.get("accept")).toBe("application/json");
    const file = (await sent?.formData())?.get("photo");
    expect(file).toBeInstanceOf(File);
    expect(await (file as File).text()).toBe("not really a photo");
    expect((file as File).name).toBe("dock.jpg");
  });
});
