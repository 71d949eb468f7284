/**
 * Who is buying, what one buyer's checkouts hold and how a buyer gives them back
 * (docs/decisions/040-ticket-hold-caps.md).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type Stripe from "stripe";
import type { AppDeps } from "#server/app.ts";
import type { BoxOffice, HoldClient, OpenHold } from "#server/box-office/box-office.ts";
import { clientKey } from "#server/http/client-ip.ts";
import { cancelTestCheckout, findTestCheckout } from "#server/payments/test-checkout.ts";

/** A random id the browser keeps, so its checkouts are known as one buyer's even behind a shared address. */
const BUYER_COOKIE = "buyer";
const BUYER_ID = /^[A-Za-z0-9_-]{22}$/;
const BUYER_COOKIE_DAYS = 180;

/**
 * The buyer of a checkout: the client address (as the rate limits key it), the browser's buyer
 * cookie, given one now if it has none, and the receipt address.
 */
export function holdClientOf(c: Context, env: AppDeps["env"], email: string): HoldClient {
  const sent = getCookie(c, BUYER_COOKIE);
  const browser = sent && BUYER_ID.test(sent) ? sent : randomBytes(16).toString("base64url");
  if (browser !== sent)
    setCookie(c, BUYER_COOKIE, browser, {
      path: "/api",
      httpOnly: true,
      secure: new URL(env.PUBLIC_ORIGIN).protocol === "https:",
      sameSite: "Strict",
      maxAge: BUYER_COOKIE_DAYS * 86_400,
    });
  return { address: clientKey(c, env.TRUST_PROXY), browser, email };
}

const CANCEL_PATH = "/api/checkout-canceled/";

function cancelSignature(secret: string, holdId: number, returnUrl: string): string {
  return createHmac("sha256", secret).update(`checkout-cancel:${holdId}:${returnUrl}`).digest("base64url");
}

/**
 * The cancel URL a checkout holding places is given: ours, naming the hold and signed with
 * APP_SECRET, so coming back through it gives the places back before the buyer lands on
 * `returnUrl` (the page's own cancel URL, already checked to be on this site).
 */
export function cancelReturnUrl(secret: string, holdId: number, returnUrl: string): string {
  const url = new URL(`${CANCEL_PATH}${holdId}.${cancelSignature(secret, holdId, returnUrl)}`, returnUrl);
  url.searchParams.set("to", returnUrl);
  return url.href;
}

/** The hold a cancel URL names, or null when the URL is malformed or was not made here. */
export function holdOfCancelReturn(secret: string, token: string, returnUrl: string): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const holdId = Number(match[1]);
  const given = Buffer.from(match[2] ?? "");
  const expected = Buffer.from(cancelSignature(secret, holdId, returnUrl));
  return given.length === expected.length && timingSafeEqual(given, expected) ? holdId : null;
}

/**
 * Gives back an open hold's places once its checkout can no longer be paid: the test checkout is
 * cancelled, Stripe's session expired. A checkout already paid, or a session Stripe would not
 * expire, keeps its places: they are sold, or given back when Stripe reports the session expired.
 */
export async function giveBack(
  deps: Pick<AppDeps, "db" | "log">,
  stripe: Stripe | null,
  boxOffice: BoxOffice,
  hold: OpenHold,
): Promise<boolean> {
  const id = hold.checkoutId;
  // Its checkout is still being opened.
  if (!id || id.startsWith("pending_")) return false;
  if (id.startsWith("cs_test_local_")) {
    const checkout = await findTestCheckout(deps, id);
    if (!checkout || checkout.status === "complete") return false;
    await cancelTestCheckout(deps, checkout);
  } else {
    if (!stripe) return false;
    try {
      await stripe.checkout.sessions.expire(id);
    } catch (error) {
      deps.log.warn({ err: error, checkout: id }, "ticket hold: Stripe checkout could not be expired");
      return false;
    }
  }
  await boxOffice.release({ holdId: hold.id });
  return true;
}
