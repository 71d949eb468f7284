import { serve, type ServerType } from "@hono/node-server";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "#domain/auth.ts";
import { smtpTransport } from "#server/mail/outbox.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { addresses } from "#server/testing/messages.ts";
import { startTestSmtp, type TestSmtp } from "#server/testing/smtp.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

let server: TestServer;
let smtp: TestSmtp;
let http: ServerType;
let origin: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({}, { transport: smtpTransport(smtp.url) });
  await new Promise<void>((resolve) => {
    http = serve({ fetch: server.app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve());
  });
  const address = http.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await server.close();
  await smtp.stop();
});

/** The official SDK, as the browser uses it, from a client address of its own (rate limits). */
function sdk(): PocketBase {
  const pb = new PocketBase(origin);
  pb.autoCancellation(false);
  const ip = nextClientAddress();
  pb.beforeSend = (url, options) => ({
    url,
    options: { ...options, headers: { ...options.headers, "X-Forwarded-For": ip } },
  });
  return pb;
}

let serial = 0;
function guest(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const email = `guest${serial}-${Date.now()}@example.com`;
  return {
    email,
    emailVisibility: false,
    password: "river-view-9",
    passwordConfirm: "river-view-9",
    phone_number: "2565550123",
    first_name: "Ada",
    last_name: "Lovelace",
    username: email.split("@")[0],
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<ClientResponseError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ClientResponseError);
  return error as ClientResponseError;
}

describe("users collection through the pocketbase SDK", () => {
  it("registers a guest and answers PocketBase's record shape", async () => {
    const body = guest();
    const record = await sdk().collection("users").create(body);
    expect(record).toEqual({
      collectionId: "_pb_users_auth_",
      collectionName: "users",
      id: expect.stringMatching(/^[a-z0-9]{15}$/),
      email: body.email,
      emailVisibility: false,
      verified: false,
      username: body.username,
      first_name: "Ada",
      last_name: "Lovelace",
      phone_number: "2565550123",
      created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/),
      updated: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(JSON.stringify(record)).not.toContain("password");
  });

  it("keeps the phone number as digits only", async () => {
    const record = await sdk()
      .collection("users")
      .create(guest({ phone_number: "(256) 555-0199" }));
    expect(record.phone_number).toBe("2565550199");
  });

  it("answers validation_not_unique for a taken email and for a taken username", async () => {
    const pb = sdk();
    const first = guest();
    await pb.collection("users").create(first);
    const sameEmail = await failure(pb.collection("users").create({ ...guest(), email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.response).toEqual({
      status: 400,
      message: "Failed to create record.",
      data: { email: { code: "validation_not_unique", message: "Value must be unique." } },
    });
    const sameName = await failure(pb.collection("users").create({ ...guest(), username: first.username }));
    expect(sameName.response.data).toEqual({
      username: { code: "validation_not_unique", message: "Value must be unique." },
    });
  });

  it("checks every field on the server too", async () => {
    const error = await failure(
      sdk().collection("users").create({
        email: "not-an-email",
        password: "short",
        passwordConfirm: "other",
        phone_number: "12345",
        first_name: " ",
        last_name: "",
        extra: 1,
      }),
    );
    expect(error.status).toBe(400);
    expect(error.response.data).toEqual({
      email: { code: "validation_is_email", message: authMessages.emailInvalid },
      password: { code: "validation_min_text_constraint", message: authMessages.passwordTooShort },
      passwordConfirm: { code: "validation_values_mismatch", message: authMessages.passwordsDoNotMatch },
      phone_number: { code: "validation_invalid_format", message: authMessages.phoneDigits },
      first_name: { code: "validation_required", message: authMessages.firstNameRequired },
      last_name: { code: "validation_required", message: authMessages.lastNameRequired },
      extra: { code: "validation_unknown_field", message: "Unknown field." },
    });
    const empty = await failure(sdk().collection("users").create({}));
    expect(Object.keys(empty.response.data).sort()).toEqual([
      "email",
      "first_name",
      "last_name",
      "password",
      "phone_number",
    ]);
    expect(empty.response.data.password).toEqual({
      code: "validation_required",
      message: authMessages.passwordRequired,
    });
  });

  it("signs in with email or username and stores the session in the SDK's auth store", async () => {
    const body = guest();
    await sdk().collection("users").create(body);
    const pb = sdk();
    const auth = await pb.collection("users").authWithPassword(body.email, body.password);
    expect(auth.token.split(".")).toHaveLength(3);
    expect(auth.record).toMatchObject({ email: body.email, first_name: "Ada", collectionName: "users" });
    expect(pb.authStore.isValid).toBe(true);
    expect(pb.authStore.record?.id).toBe(auth.record.id);
    const byName = await sdk().collection("users").authWithPassword(String(body.username), body.password);
    expect(byName.record.id).toBe(auth.record.id);
  });

  it("refuses a wrong password or an unknown account with 400 Failed to authenticate.", async () => {
    const body = guest();
    await sdk().collection("users").create(body);
    for (const [identity, password] of [
      [body.email, "wrong-password"],
      ["nobody@example.com", body.password],
    ] as const) {
      const error = await failure(sdk().collection("users").authWithPassword(identity, password));
      expect(error.status).toBe(400);
      expect(error.response).toEqual({ status: 400, message: "Failed to authenticate.", data: {} });
    }
    const blank = await failure(sdk().collection("users").authWithPassword("", ""));
    expect(blank.response.data).toEqual({
      identity: { code: "validation_required", message: "Cannot be blank." },
      password: { code: "validation_required", message: "Cannot be blank." },
    });
  });

  it("refreshes a valid session and refuses a missing, tampered or expired token with 401", async () => {
    const body = guest();
    await sdk().collection("users").create(body);
    const pb = sdk();
    const { token } = await pb.collection("users").authWithPassword(body.email, body.password);
    const refreshed = await pb.collection("users").authRefresh();
    expect(refreshed.record.email).toBe(body.email);

    const anonymous = await failure(sdk().collection("users").authRefresh());
    expect(anonymous.status).toBe(401);
    expect(anonymous.response).toEqual({
      status: 401,
      message: "The request requires valid record authorization token.",
      data: {},
    });

    const [header, payload, signature] = token.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString("base64url");
    const flipped = signature.slice(0, -2) + (signature.endsWith("AA") ? "BB" : "AA");
    for (const bad of [`${header}.${forgedPayload}.${signature}`, `${header}.${payload}.${flipped}`, "not-a-token"]) {
      const client = sdk();
      client.authStore.save(bad, null);
      expect((await failure(client.collection("users").authRefresh())).status).toBe(401);
    }

    server.deps.clock.set(new Date(Date.now() + 8 * 24 * 3600 * 1000));
    try {
      expect((await failure(pb.collection("users").authRefresh())).status).toBe(401);
    } finally {
      server.deps.clock.set(null);
    }
  });

  it("shows the email to its owner only", async () => {
    const body = guest();
    const owner = sdk();
    const created = await owner.collection("users").create(body);
    await owner.collection("users").authWithPassword(body.email, body.password);
    expect((await owner.collection("users").getOne(created.id)).email).toBe(body.email);

    const other = guest();
    const stranger = sdk();
    await stranger.collection("users").create(other);
    await stranger.collection("users").authWithPassword(other.email, other.password);
    expect((await failure(stranger.collection("users").getOne(created.id))).status).toBe(404);
    expect((await failure(sdk().collection("users").getOne(created.id))).status).toBe(404);
  });

  it("kills earlier tokens when the password changes", async () => {
    const body = guest();
    const pb = sdk();
    const created = await pb.collection("users").create(body);
    const { token } = await pb.collection("users").authWithPassword(body.email, body.password);
    const wrongOld = await failure(
      pb.collection("users").update(created.id, {
        oldPassword: "not-it-at-all",
        password: "new-password-1",
        passwordConfirm: "new-password-1",
      }),
    );
    expect(wrongOld.response.data.oldPassword.code).toBe("validation_invalid_old_password");
    await pb.collection("users").update(created.id, {
      oldPassword: body.password,
      password: "new-password-1",
      passwordConfirm: "new-password-1",
    });

    const stale = sdk();
    stale.authStore.save(token, null);
    expect((await failure(stale.collection("users").authRefresh())).status).toBe(401);
    expect((await failure(sdk().collection("users").authWithPassword(body.email, body.password))).status).toBe(400);
    expect((await sdk().collection("users").authWithPassword(body.email, "new-password-1")).record.id).toBe(created.id);
  });

  it("lists password sign-in as the auth method", async () => {
    const methods = await sdk().collection("users").listAuthMethods();
    expect(methods.password).toEqual({ enabled: true, identityFields: ["email", "username"] });
    expect(methods.oauth2.enabled).toBe(false);
  });

  it("answers 404 in PocketBase's shape for an unknown users endpoint", async () => {
    const error = await failure(sdk().send("/api/collections/users/nothing", { method: "GET" }));
    expect(error.status).toBe(404);
    expect(error.response).toEqual({ status: 404, message: "The requested resource wasn't found.", data: {} });
  });
});

describe("password reset and verification by mail", () => {
  /** The first mail to `to` whose subject starts with `subject`, waiting for it to arrive. */
  async function mailTo(to: string, subject: string) {
    const [mail] = await smtp.waitForMail(
      (m) => m.subject?.startsWith(subject) === true && addresses(m.to).includes(to),
    );
    if (!mail?.text) throw new Error(`the "${subject}" mail to ${to} has no text`);
    return { ...mail, text: mail.text };
  }

  const linkToken = (text: string, path: string) => {
    const match = new RegExp(`${path}\\?token=([\\w.%-]+)`).exec(text);
    if (!match?.[1]) throw new Error(`no ${path} link in mail`);
    return decodeURIComponent(match[1]);
  };

  it("resets a password through the mailed link and ends older sessions", async () => {
    const body = guest();
    const pb = sdk();
    await pb.collection("users").create(body);
    const { token: oldToken } = await pb.collection("users").authWithPassword(body.email, body.password);
    expect(await sdk().collection("users").requestPasswordReset(body.email)).toBe(true);
    expect(await sdk().collection("users").requestPasswordReset("nobody-here@example.com")).toBe(true);
    const mail = await mailTo(body.email, "Reset your");
    expect(mail.text).toContain("http://localhost:3000/reset-password?token=");
    const resetToken = linkToken(mail.text, "/reset-password");

    const mismatch = await failure(
      sdk().collection("users").confirmPasswordReset(resetToken, "brand-new-pass", "different-pass"),
    );
    expect(mismatch.response.data.passwordConfirm.code).toBe("validation_values_mismatch");
    await sdk().collection("users").confirmPasswordReset(resetToken, "brand-new-pass", "brand-new-pass");

    const reused = await failure(
      sdk().collection("users").confirmPasswordReset(resetToken, "another-pass-1", "another-pass-1"),
    );
    expect(reused.response.data).toEqual({
      token: { code: "validation_invalid_token", message: "Invalid or expired token." },
    });
    const stale = sdk();
    stale.authStore.save(oldToken, null);
    expect((await failure(stale.collection("users").authRefresh())).status).toBe(401);
    const auth = await sdk().collection("users").authWithPassword(body.email, "brand-new-pass");
    expect(auth.record.verified).toBe(true);
  });

  it("never says whether an address has an account", async () => {
    const known = guest();
    await sdk().collection("users").create(known);
    const answers = await Promise.all(
      [known.email, "unknown-guest@example.com"].map((email) =>
        fetch(`${origin}/api/collections/users/request-password-reset`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.77" },
          body: JSON.stringify({ email }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([204, 204]);
  });

  it("verifies the address from the link mailed at registration", async () => {
    const body = guest();
    await sdk().collection("users").create(body);
    const mail = await mailTo(body.email, "Verify your");
    const token = linkToken(mail.text, "/verify-email");
    expect((await failure(sdk().collection("users").confirmVerification("bad.token.here"))).status).toBe(400);
    await sdk().collection("users").confirmVerification(token);
    expect((await sdk().collection("users").authWithPassword(body.email, body.password)).record.verified).toBe(true);
  });

  it("greets by a first name only when it looks like one, since nobody has verified the address yet", async () => {
    const plain = guest({ first_name: "Ada" });
    const crafted = guest({ first_name: "<b>Click here</b> http://evil" });
    await sdk().collection("users").create(plain);
    await sdk().collection("users").create(crafted);
    expect((await mailTo(plain.email, "Verify your")).text).toMatch(/^Hello Ada,\n/);
    const verification = await mailTo(crafted.email, "Verify your");
    expect(verification.text).toMatch(/^Hello,\n/);
    expect(verification.text).not.toContain("Click here");
    expect(verification.text).not.toContain("evil");

    await sdk().collection("users").requestPasswordReset(crafted.email);
    const reset = await mailTo(crafted.email, "Reset your");
    expect(reset.text).toMatch(/^Hello,\n/);
    expect(reset.text).not.toContain("Click here");
    expect(reset.text).not.toContain("evil");
  });
});

describe("rate limits", () => {
  it("answers 429 in PocketBase's shape after repeated sign-in attempts", async () => {
    const pb = sdk();
    let last: ClientResponseError | undefined;
    for (let attempt = 0; attempt < 11; attempt += 1)
      last = await failure(pb.collection("users").authWithPassword("x@example.com", "wrong-pass"));
    expect(last?.status).toBe(429);
    expect(last?.response).toEqual({
      status: 429,
      message: "Too many attempts. Please wait a few minutes and try again.",
      data: {},
    });
  });
});
