import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { dirname } from "node:path";
import { z } from "#domain/zod.ts";
import { resort } from "#content/resort.ts";
import { LOOPBACK_PROXIES, parseAddressRange, proxyTrust, type ProxyTrust } from "#server/http/client-ip.ts";
import { dkimPrivateKey, type DkimKey } from "#server/mail/dkim.ts";
import { sendgridPublicKey } from "#server/mail/provider-events/sendgrid.ts";

const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), z.url().optional());
const optionalString = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

/** An optional key, parsed once at start: `parse` throws with what is wrong with it. */
function optionalKey<T>(parse: (text: string) => T) {
  return optionalString.transform((value, ctx) => {
    if (value === undefined) return undefined;
    try {
      return parse(value);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
      return z.NEVER;
    }
  });
}

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    PUBLIC_ORIGIN: optionalUrl.describe("Origin visitors use, e.g. https://www.example.com"),
    TRUST_PROXY: z
      .preprocess(
        (value) => (value === "" ? undefined : value),
        z
          .string()
          .regex(/^\d{1,2}$/, "must be the number of proxies in front that append to X-Forwarded-For (0 for none)")
          .default("0"),
      )
      .transform(Number)
      .describe("How many proxies in front append to X-Forwarded-For; the client is that many entries from the right"),
    TRUSTED_PROXIES: z
      .preprocess(
        (value) => (value === "" ? undefined : value),
        z
          .string()
          .default(LOOPBACK_PROXIES.join(","))
          .transform((value) => value.split(",").map((range) => range.trim()))
          .refine(
            (ranges) => ranges.every((range) => parseAddressRange(range) !== null),
            "must be a comma-separated list of addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8",
          ),
      )
      .describe("The addresses X-Forwarded-For is believed from (the proxy in front); loopback when empty"),
    DATABASE_URL: z
      .string()
      .default("file:data/resort.db")
      .refine((value) => /^(file:|postgres(ql)?:\/\/)/.test(value), "must start with file: or postgres://"),
    APP_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    GATE_CODE: optionalString.pipe(
      z
        .string()
        .regex(/^\d{4}$/, "must be four digits")
        .optional(),
    ),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default(`${resort.name} <no-reply@example.com>`),
    NEWSLETTER_PER_SECOND: z.coerce
      .number()
      .min(0.1)
      .max(10_000)
      .default(10)
      .describe("Newsletter mails sent per second at most: your mail provider's rate"),
    NEWSLETTER_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000_000)
      .default(10_000)
      .describe("Newsletter mails sent per hour at most, across every instance"),
    FRONT_DESK_EMAIL: z.email().default(resort.email),
    SALES_EMAIL: z.email().default(resort.salesEmail),
    DKIM_DOMAIN: optionalString
      .pipe(
        z
          .string()
          .regex(
            /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
            "must be the domain mail is signed for, e.g. resort.example",
          )
          .optional(),
      )
      .describe("The domain outgoing mail is signed for (DKIM's d=); with DKIM_SELECTOR and DKIM_PRIVATE_KEY"),
    DKIM_SELECTOR: optionalString
      .pipe(
        z
          .string()
          .regex(/^[a-z0-9_]([a-z0-9_-]{0,62})(\.[a-z0-9_][a-z0-9_-]{0,62})*$/i, "must be a DNS label, e.g. mail2026")
          .optional(),
      )
      .describe("The DKIM selector: the public key is published at <selector>._domainkey.<domain>"),
    DKIM_PRIVATE_KEY: optionalKey(dkimPrivateKey).describe("The RSA private key outgoing mail is signed with (PEM)"),
    MAIL_WEBHOOK_POSTMARK_AUTH: optionalString
      .pipe(
        z
          .string()
          .regex(/^[^:]+:.{16,}$/, "must be user:password, the password at least 16 characters")
          .optional(),
      )
      .describe("The basic auth credentials Postmark's bounce and spam complaint webhooks send"),
    MAIL_WEBHOOK_MAILGUN_SIGNING_KEY: optionalString
      .pipe(z.string().min(16, "must be Mailgun's HTTP webhook signing key").optional())
      .describe("Mailgun's HTTP webhook signing key"),
    MAIL_WEBHOOK_SENDGRID_PUBLIC_KEY: optionalKey(sendgridPublicKey).describe(
      "The verification key of SendGrid's Signed Event Webhook",
    ),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_URL: optionalUrl.describe("Override of Stripe's API origin, for a local stand-in in tests"),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalString,
    LLM_MODEL: z.string().default("gpt-4o-mini"),
    LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
    ANALYTICS_SCRIPT_URL: optionalUrl.describe("Page-view analytics script; off when empty"),
    ANALYTICS_SITE_ID: optionalString,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    STAFF_SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30)
      .describe("A console session unused this long ends"),
    STAFF_SESSION_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(12)
      .describe("A console session ends this long after sign-in, used or not"),
    TEST_HOOKS: flag.describe("Let tests set the server clock and reset rate limits (refused in production)"),
  })
  .superRefine((env, ctx) => {
    // Half a signing key signs nothing: the three go together or not at all.
    const dkim = ["DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"] as const;
    if (dkim.some((key) => env[key] === undefined) && dkim.some((key) => env[key] !== undefined)) {
      for (const key of dkim.filter((name) => env[name] === undefined)) {
        ctx.addIssue({ code: "custom", path: [key], message: "is required with the other DKIM_ variables" });
      }
    }
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production") return;
    // Production fails closed: without these, mail links and checkout return URLs would point at
    // localhost, mail would never leave the outbox, and Stripe's payments could not be checked.
    const missing = (key: string, message = "is required in production") =>
      ctx.addIssue({ code: "custom", path: [key], message });
    for (const key of ["PUBLIC_ORIGIN", "APP_SECRET", "GATE_CODE", "SMTP_URL"] as const) if (!env[key]) missing(key);
    if (env.PUBLIC_ORIGIN && new URL(env.PUBLIC_ORIGIN).protocol !== "https:")
      missing("PUBLIC_ORIGIN", "must be https:// in production");
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      missing("STRIPE_WEBHOOK_SECRET", "is required in production when STRIPE_SECRET_KEY is set");
    if (env.TEST_HOOKS)
      ctx.addIssue({ code: "custom", path: ["TEST_HOOKS"], message: "must not be set in production" });
  });

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<
  ParsedEnv,
  | "APP_SECRET"
  | "GATE_CODE"
  | "PUBLIC_ORIGIN"
  | "TRUST_PROXY"
  | "TRUSTED_PROXIES"
  | "DKIM_DOMAIN"
  | "DKIM_SELECTOR"
  | "DKIM_PRIVATE_KEY"
> & {
  APP_SECRET: string;
  GATE_CODE: string;
  PUBLIC_ORIGIN: string;
  /** TRUST_PROXY's hop count and TRUSTED_PROXIES, the peers whose X-Forwarded-For is believed. */
  TRUST_PROXY: ProxyTrust;
  /** DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY, when set. */
  DKIM?: DkimKey;
};

export class EnvError extends Error {}

/** Reads and checks the configuration; throws one line per bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `Invalid configuration: ${issue.path.join(".")} ${issue.message}`);
    throw new EnvError(lines.join("\n"));
  }
  const { TRUSTED_PROXIES, DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY, ...env } = result.data;
  return {
    ...env,
    DKIM:
      DKIM_DOMAIN && DKIM_SELECTOR && DKIM_PRIVATE_KEY
        ? { domainName: DKIM_DOMAIN, keySelector: DKIM_SELECTOR, privateKey: DKIM_PRIVATE_KEY }
        : undefined,
    APP_SECRET: env.APP_SECRET ?? developmentSecret(env.DATABASE_URL),
    // A development-only code so the gate card works out of the box; production must set its own.
    GATE_CODE: env.GATE_CODE ?? "2468",
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    TRUST_PROXY: proxyTrust(env.TRUST_PROXY, TRUSTED_PROXIES),
  };
}

/** Outside production a secret is generated once and kept beside the database. */
function developmentSecret(databaseUrl: string): string {
  const dataDir = databaseUrl.startsWith("file:") ? dirname(databaseUrl.slice("file:".length)) : "data";
  const file = `${dataDir}/app-secret`;
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
