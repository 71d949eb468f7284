import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { resort } from "#content/resort.ts";

const PERIOD_S = 30;

function totp(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: `${resort.name} staff`,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app reads from the QR code, and that code as SVG. */
export async function enrolmentOffer(secret: string, email: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totp(secret, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { uri, qrSvg };
}

/**
 * The time step a code belongs to, within one step either side of `now` (a phone's clock may be a
 * little off, and a code typed as it changes still counts); null for a wrong code.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totp(secret, "").validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_S) + delta;
}
