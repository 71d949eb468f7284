/**
 * The door at the gate of a ticketed event's night: the list the console downloads to work
 * offline, the search, and the check-ins it syncs later. Payloads and answers shared by the server
 * and the console; errors use the rest of the staff API's shape, `{ error, fields? }`.
 */
import { isoDate, resortDay } from "#domain/event-dates.ts";
import { z } from "#domain/zod.ts";
import { nightsMessages } from "./nights-schemas.ts";
import { instant } from "./schemas.ts";

/** Scans one check-in request may carry; a longer queue syncs in several. */
export const MAX_SCANS_PER_SYNC = 500;

/** Tickets a search answers at most. */
export const DOOR_SEARCH_LIMIT = 50;

/**
 * The hour of the morning at the resort when the door's night ends: till then, "tonight" is the
 * evening before, so a gate open past midnight and a sync made after closing still belong to it.
 */
const NIGHT_ENDS_HOUR = 6;

/** The night the door works tonight, as of `now`: the resort's date, the evening's until 6 AM. */
export function doorTonight(now: Date): string {
  return isoDate(resortDay(new Date(now.getTime() - NIGHT_ENDS_HOUR * 3_600_000)));
}

/**
 * The hash of a QR code's text the offline list carries in place of its signature: SHA-256,
 * base64url. A scanned code is checked by hashing it; nothing in the list makes a code that passes,
 * since the hash cannot be turned back into the 130-bit signature.
 */
export async function ticketQrHash(qrText: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(qrText)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export const doorMessages = {
  unknownEvent: nightsMessages.unknownEvent,
  noSuchNight: nightsMessages.noSuchNight,
  query: "Please choose an event and a night.",
  search: "Type a ticket code, an order reference, or part of a name or email address.",
  qrOrCode: "Give each scan either the text of its QR code or a typed code, not both.",
  noScans: "Send at least one scan.",
  tooManyScans: `Send at most ${MAX_SCANS_PER_SYNC} scans at a time.`,
  noNightTonight: "No event sold by the night has a night tonight.",
  staleQuestion: "Admit from an old list?",
  staleAdmit: "Admit anyway",
  staleRefuse: "Don't admit",
} as const;

/** "List synced 12 min ago": how old the list on the device is, in whole minutes. */
export function listAge(ageMs: number): string {
  const minutes = Math.max(0, Math.floor(ageMs / 60_000));
  if (minutes === 0) return "List synced less than a minute ago";
  if (minutes < 60) return `List synced ${minutes} min ago`;
  return `List synced ${Math.floor(minutes / 60)} h ${minutes % 60} min ago`;
}

/** Why the door asks before admitting from a list older than the sync window. */
export function staleListWarning(ageMs: number): string {
  return `${listAge(ageMs)}: another device may have admitted this ticket since, or it may have been refunded.`;
}

/** What a scan came to. */
const doorOutcomes = ["admitted", "already-checked-in", "void", "wrong-night", "unknown"] as const;
export type DoorOutcome = (typeof doorOutcomes)[number];

export const doorOutcomeLabels: Record<DoorOutcome, string> = {
  admitted: "Admitted",
  "already-checked-in": "Already checked in",
  void: "Void: refunded or cancelled",
  "wrong-night": "Not for tonight",
  unknown: "Unknown ticket",
};

export const doorTicketStatusLabels: Record<"valid" | "void", string> = {
  valid: "Valid",
  void: "Void",
};

const eventId = z.string().min(1).max(100);
const night = z.iso.date();

export const doorQuery = z.strictObject({ event: eventId, night });

export const doorSearchQuery = z.strictObject({
  event: eventId,
  night,
  q: z.string().trim().min(1, doorMessages.search).max(100, doorMessages.search),
});

const scan = z
  .strictObject({
    /** The console's own id of the scan, unique to it: the same scan sent again is recognised by it. */
    id: z.string().min(1).max(64),
    /** The text of the QR code scanned, `RT1:<code>:<signature>`. */
    qr: z.string().min(1).max(200).optional(),
    /** A code typed in, as the ticket shows it or near enough (`k7qf-3m9x`). */
    code: z.string().min(1).max(40).optional(),
    /** When it was scanned, by the device's clock. */
    scannedAt: instant,
  })
  .refine((value) => (value.qr === undefined) !== (value.code === undefined), doorMessages.qrOrCode);
export type DoorScan = z.output<typeof scan>;

export const doorCheckInRequest = z.strictObject({
  event: eventId,
  night,
  scans: z.array(scan).min(1, doorMessages.noScans).max(MAX_SCANS_PER_SYNC, doorMessages.tooManyScans),
});

/**
 * What the door knows of a ticket on a night, on the device too: a pass's check-in is that night's,
 * any other ticket's its own night's. The buyer's name lets the door find a guest whose phone died;
 * the email address stays on the server.
 */
const doorTicketSeen = z.object({
  /** The code as stored and signed: 8 characters, no dash (`formatTicketCode` shows it). */
  code: z.string(),
  label: z.string(),
  /** The night it admits on; null for a pass. */
  nightDate: z.iso.date().nullable(),
  /** A pass's first and last nights (the season it was bought for); null for a ticket for one night. */
  season: z.object({ from: z.iso.date(), until: z.iso.date() }).nullable(),
  status: z.enum(["valid", "void"]),
  /** As the buyer's receipt shows it: `K7QF2-M9XAB`. */
  orderReference: z.string(),
  buyerName: z.string().nullable(),
  checkedInAt: instant.nullable(),
  /** The display name of the staff member whose scan checked it in. */
  checkedInBy: z.string().nullable(),
});
export type DoorTicketSeen = z.infer<typeof doorTicketSeen>;

/** A ticket as the server answers a search or a scan, with the buyer's email address. */
const doorTicketFound = doorTicketSeen.extend({ buyerEmail: z.string() });
export type DoorTicketFound = z.infer<typeof doorTicketFound>;

/** Whether a ticket is for this night: a ticket for one night on that night, a pass on a night of its season. */
export function admitsOn(ticket: Pick<DoorTicketSeen, "nightDate" | "season">, night: string): boolean {
  if (ticket.nightDate !== null) return ticket.nightDate === night;
  return !ticket.season || (ticket.season.from <= night && night <= ticket.season.until);
}

/** In the offline list, with the hash of its QR code's text (`ticketQrHash`), so a scan is checked without the secret. */
const doorTicket = doorTicketSeen.extend({ qrHash: z.string() });
export type DoorTicket = z.infer<typeof doorTicket>;

export const doorListAnswer = z.object({
  event: z.object({ id: z.string(), name: z.string() }),
  night: z.iso.date(),
  generatedAt: instant,
  tickets: z.array(doorTicket),
});

export const doorSearchAnswer = z.object({ tickets: z.array(doorTicketFound) });

const doorScanResult = z.object({
  id: z.string(),
  outcome: z.enum(doorOutcomes),
  ticket: doorTicketFound.optional(),
  /** The check-in that counts, for "admitted" and "already-checked-in". */
  checkedIn: z.object({ at: instant, by: z.string() }).optional(),
});
export type DoorScanResult = z.infer<typeof doorScanResult>;

export const doorCheckInAnswer = z.object({ results: z.array(doorScanResult) });
