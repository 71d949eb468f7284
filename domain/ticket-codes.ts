/**
 * How a ticket is written down: its short code (what the door types in) and its QR code (what the
 * door scans), shared by the server that signs them and the door page that reads them.
 *
 * Codes are Crockford base32: no I, L, O or U, so a code read aloud or typed from paper is not
 * mistaken for another.
 */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Characters of a ticket's code: 40 bits, shown as two groups of four. */
export const TICKET_CODE_LENGTH = 8;

/** Characters of the signature a QR code carries after the code: 130 bits. */
export const TICKET_SIGNATURE_LENGTH = 26;

/** Every QR code the box office prints starts so; the rest is the code and its signature. */
const QR_PREFIX = "RT1:";

/** "K7QF3M9X" as a person reads it: "K7QF-3M9X". */
export function formatTicketCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The text a ticket's QR code holds. Upper case and `:` only, so it fits QR's compact alphanumeric mode. */
export function ticketQrText(code: string, signature: string): string {
  return `${QR_PREFIX}${code}:${signature}`;
}

/** The code and signature a scanned QR code holds; null for anything the box office did not print. */
export function parseTicketQr(text: string): { code: string; signature: string } | null {
  const match = new RegExp(
    `^${QR_PREFIX}([${CODE_ALPHABET}]{${TICKET_CODE_LENGTH}}):([${CODE_ALPHABET}]{${TICKET_SIGNATURE_LENGTH}})$`,
  ).exec(text.trim());
  return match?.[1] && match[2] ? { code: match[1], signature: match[2] } : null;
}

/**
 * A ticket code as someone typed it, in the form codes are printed in: upper case, without the
 * dash or spaces, O read as 0 and I or L as 1 (Crockford's reading, since codes have none of them).
 */
export function normaliseTicketCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}

const codeCharacters = new RegExp(`^[${CODE_ALPHABET}]+$`);

/** True when typed text, normalised, could be (part of) a ticket code or an order reference. */
export function looksLikeCode(normalised: string): boolean {
  return codeCharacters.test(normalised);
}
