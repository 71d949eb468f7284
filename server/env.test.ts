import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.ts";

describe("configuration", () => {
  it("names each bad variable on its own line", () => {
    expect(() => loadEnv({ PORT: "http", GATE_CODE: "12a4", DATABASE_URL: "mysql://x" })).toThrowError(EnvError);
    try {
      loadEnv({ PORT: "http", GATE_CODE: "12a4", DATABASE_URL: "mysql://x" });
    } catch (error) {
      const lines = (error as Error).message.split("\n");
      expect(lines).toHaveLength(3);
      expect(lines.some((line) => line.startsWith("Invalid configuration: PORT"))).toBe(true);
      expect(lines.some((line) => line.startsWith("Invalid configuration: GATE_CODE"))).toBe(true);
      expect(lines.some((line) => line.startsWith("Invalid configuration: DATABASE_URL"))).toBe(true);
    }
  });

  it("requires a secret and a gate code in production", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrowError(
      /APP_SECRET is required in production\nInvalid configuration: GATE_CODE/,
    );
  });

  /** Every variable production needs, so a test can take one away. */
  const production = {
    NODE_ENV: "production",
    PUBLIC_ORIGIN: "https://www.resort.example",
    APP_SECRET: "x".repeat(32),
    GATE_CODE: "1234",
    SMTP_URL: "smtp://mail.resort.example:587",
  };
  const stripe = {
    STRIPE_SECRET_KEY: "sk_live_x",
    STRIPE_WEBHOOK_SECRET: "whsec_x",
  };
  const problems = (source: Record<string, string>): string[] => {
    try {
      loadEnv(source);
      return [];
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      return error.message.split("\n");
    }
  };

  it("starts in production with every required value, with or without Stripe", () => {
    expect(problems(production)).toEqual([]);
    expect(problems({ ...production, ...stripe })).toEqual([]);
  });

  it("stops in production with one line naming each missing value", () => {
    for (const key of ["PUBLIC_ORIGIN", "APP_SECRET", "GATE_CODE", "SMTP_URL"] as const) {
      const { [key]: _, ...rest } = production;
      expect(problems(rest)).toEqual([`Invalid configuration: ${key} is required in production`]);
      expect(problems({ ...rest, [key]: "" })).toEqual([`Invalid configuration: ${key} is required in production`]);
    }
    expect(problems({ NODE_ENV: "production" })).toHaveLength(4);
  });

  it("needs an https public origin in production", () => {
    expect(problems({ ...production, PUBLIC_ORIGIN: "http://www.resort.example" })).toEqual([
      "Invalid configuration: PUBLIC_ORIGIN must be https:// in production",
    ]);
  });

  it("needs the webhook secret once a Stripe key is set, and no Stripe price ids: checkouts charge the published prices", () => {
    expect(problems({ ...production, STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toEqual([
      "Invalid configuration: STRIPE_WEBHOOK_SECRET is required in production when STRIPE_SECRET_KEY is set",
    ]);
    const env = loadEnv({ ...production, ...stripe, STRIPE_PRICE_CHRISTMAS_ADULT: "price_left_over" });
    expect(Object.keys(env).filter((key) => key.startsWith("STRIPE_PRICE"))).toEqual([]);
  });

  describe("DKIM signing", () => {
    const pem = (key: KeyObject) => key.export({ format: "pem", type: "pkcs8" }).toString();
    const rsa = pem(generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey);
    const dkim = { DKIM_DOMAIN: "resort.example", DKIM_SELECTOR: "mail2026", DKIM_PRIVATE_KEY: rsa };

    it("takes the key as PEM, or on one line with its line breaks written \\n, and signs nothing when unset", () => {
      expect(loadEnv({ ...production, ...dkim }).DKIM).toMatchObject({
        domainName: "resort.example",
        keySelector: "mail2026",
      });
      const oneLine = loadEnv({ ...production, ...dkim, DKIM_PRIVATE_KEY: rsa.trim().replace(/\n/g, "\\n") });
      expect(oneLine.DKIM?.privateKey.asymmetricKeyType).toBe("rsa");
      expect(loadEnv(production).DKIM).toBeUndefined();
      expect(loadEnv({ ...production, DKIM_DOMAIN: "", DKIM_SELECTOR: "", DKIM_PRIVATE_KEY: "" }).DKIM).toBeUndefined();
    });

    it("needs all three or none, naming each one missing", () => {
      expect(problems({ ...production, DKIM_DOMAIN: "resort.example" })).toEqual([
        "Invalid configuration: DKIM_SELECTOR is required with the other DKIM_ variables",
        "Invalid configuration: DKIM_PRIVATE_KEY is required with the other DKIM_ variables",
      ]);
      expect(problems({ ...production, ...dkim, DKIM_SELECTOR: "" })).toEqual([
        "Invalid configuration: DKIM_SELECTOR is required with the other DKIM_ variables",
      ]);
    });

    it("refuses at start a key nodemailer could not sign with, which would send mail unsigned", () => {
      const line = (message: string) => [`Invalid configuration: DKIM_PRIVATE_KEY ${message}`];
      expect(problems({ ...production, ...dkim, DKIM_PRIVATE_KEY: "not a key" })).toEqual(
        line("must be an unencrypted RSA private key in PEM, its line breaks written \\n if on one line"),
      );
      const publicOnly = generateKeyPairSync("rsa", { modulusLength: 2048 })
        .publicKey.export({ format: "pem", type: "spki" })
        .toString();
      expect(problems({ ...production, ...dkim, DKIM_PRIVATE_KEY: publicOnly })).toHaveLength(1);
      const ec = pem(generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey);
      expect(problems({ ...production, ...dkim, DKIM_PRIVATE_KEY: ec })).toEqual(
        line("must be an RSA private key (nodemailer signs rsa-sha256), not ec"),
      );
      const short = pem(generateKeyPairSync("rsa", { modulusLength: 768 }).privateKey);
      expect(problems({ ...production, ...dkim, DKIM_PRIVATE_KEY: short })).toEqual(
        line("must be an RSA key of at least 1024 bits (2048 recommended)"),
      );
    });

    it("refuses a domain or selector that is not a DNS name", () => {
      expect(problems({ ...production, ...dkim, DKIM_DOMAIN: "https://resort.example" })).toEqual([
        "Invalid configuration: DKIM_DOMAIN must be the domain mail is signed for, e.g. resort.example",
      ]);
      expect(problems({ ...production, ...dkim, DKIM_SELECTOR: "mail 2026;" })).toEqual([
        "Invalid configuration: DKIM_SELECTOR must be a DNS label, e.g. mail2026",
      ]);
    });
  });

  describe("mail provider webhooks", () => {
    it("takes Postmark's credentials as user:password with a long password", () => {
      expect(problems({ ...production, MAIL_WEBHOOK_POSTMARK_AUTH: "hooks:a-long-random-password" })).toEqual([]);
      for (const bad of ["a-long-random-password-alone", "hooks:short", ":a-long-random-password"]) {
        expect(problems({ ...production, MAIL_WEBHOOK_POSTMARK_AUTH: bad })).toEqual([
          "Invalid configuration: MAIL_WEBHOOK_POSTMARK_AUTH must be user:password, the password at least 16 characters",
        ]);
      }
    });

    it("takes Mailgun's signing key, and refuses one too short to be it", () => {
      expect(problems({ ...production, MAIL_WEBHOOK_MAILGUN_SIGNING_KEY: "key-7f3a9c2e41b86d05e9a1" })).toEqual([]);
      expect(problems({ ...production, MAIL_WEBHOOK_MAILGUN_SIGNING_KEY: "key-123" })).toEqual([
        "Invalid configuration: MAIL_WEBHOOK_MAILGUN_SIGNING_KEY must be Mailgun's HTTP webhook signing key",
      ]);
    });

    it("takes SendGrid's verification key as SendGrid shows it, and refuses anything else", () => {
      const spki = (key: KeyObject) => key.export({ format: "der", type: "spki" }).toString("base64");
      const p256 = spki(generateKeyPairSync("ec", { namedCurve: "prime256v1" }).publicKey);
      expect(problems({ ...production, MAIL_WEBHOOK_SENDGRID_PUBLIC_KEY: p256 })).toEqual([]);
      const message =
        "Invalid configuration: MAIL_WEBHOOK_SENDGRID_PUBLIC_KEY must be the Signed Event Webhook's verification key as SendGrid shows it (base64, ECDSA P-256)";
      const p384 = spki(generateKeyPairSync("ec", { namedCurve: "secp384r1" }).publicKey);
      const rsa = spki(generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey);
      for (const bad of ["not-base64!", Buffer.from("not a key").toString("base64"), p384, rsa]) {
        expect(problems({ ...production, MAIL_WEBHOOK_SENDGRID_PUBLIC_KEY: bad })).toEqual([message]);
      }
    });
  });

  it("refuses test hooks in production", () => {
    expect(() =>
      loadEnv({ NODE_ENV: "production", APP_SECRET: "x".repeat(32), GATE_CODE: "1234", TEST_HOOKS: "1" }),
    ).toThrowError(/TEST_HOOKS/);
  });
});
