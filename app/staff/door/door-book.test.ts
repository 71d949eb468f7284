import { describe, expect, it } from "vitest";
import type { DoorScan, DoorTicket } from "#domain/staff/door-schemas.ts";
import { ticketQrText } from "#domain/ticket-codes.ts";
import { judgeOffline, settle, type DoorBook } from "./door-book.ts";

const NIGHT = "2026-12-05";
const SIGNATURE = "A".repeat(26);

function ticket(code: string, changes: Partial<DoorTicket> = {}): DoorTicket {
  return {
    code,
    signature: SIGNATURE,
    label: "Adult",
    nightDate: NIGHT,
    season: null,
    status: "valid",
    orderReference: "ABCDE-FGHJK",
    buyerEmail: "buyer@example.com",
    buyerName: null,
    checkedInAt: null,
    checkedInBy: null,
    ...changes,
  };
}

const book = (tickets: DoorTicket[]): DoorBook => ({
  list: { generatedAt: "2026-12-05T23:00:00.000Z", tickets },
  pending: [],
  localCheckIns: {},
  conflicts: [],
});

let scans = 0;
function scan(input: Pick<DoorScan, "qr" | "code">): DoorScan {
  scans += 1;
  return { id: `scan-${scans}`, ...input, scannedAt: "2026-12-06T00:30:00.000Z" };
}

describe("the door's answers with no connection", () => {
  const list = book([
    ticket("K7QF3M9X"),
    ticket("PASS0001", { nightDate: null, season: { from: "2026-11-21", until: "2027-01-04" }, label: "Season Pass" }),
    ticket("PASSPR3V", { nightDate: null, season: { from: "2025-11-21", until: "2026-01-04" }, label: "Season Pass" }),
    ticket("V01D0001", { status: "void" }),
    ticket("D0NE0001", { checkedInAt: "2026-12-05T23:10:00.000Z", checkedInBy: "Ana" }),
  ]);

  it("admits a signed ticket of tonight's list once, and remembers it until the server knows", () => {
    const first = judgeOffline(list, scan({ qr: ticketQrText("K7QF3M9X", SIGNATURE) }), NIGHT, "Jo");
    expect(first.result).toMatchObject({ outcome: "admitted", checkedIn: { by: "Jo" } });
    const again = judgeOffline(first.book, scan({ code: "k7qf-3m9x" }), NIGHT, "Jo");
    expect(again.result).toMatchObject({ outcome: "already-checked-in", checkedIn: { by: "Jo" } });
  });

  it("refuses a forged QR code, a void ticket, one checked in before, and a code not on the list", () => {
    const outcome = (input: Pick<DoorScan, "qr" | "code">) =>
      judgeOffline(list, scan(input), NIGHT, "Jo").result.outcome;
    expect(outcome({ qr: ticketQrText("K7QF3M9X", "B".repeat(26)) })).toBe("unknown");
    expect(outcome({ qr: "https://example.com/not-a-ticket" })).toBe("unknown");
    expect(outcome({ code: "V01D-0001" })).toBe("void");
    expect(outcome({ code: "DONE0001" })).toBe("already-checked-in");
    expect(outcome({ code: "ZZZZZZZZ" })).toBe("unknown");
    expect(outcome({ code: "pass-oool" })).toBe("admitted");
    // Last season's pass, should a list ever carry one.
    expect(outcome({ code: "PASSPR3V" })).toBe("wrong-night");
  });

  it("on syncing, drops answered scans and reports each one another scan beat (first scan wins)", () => {
    const admitted = judgeOffline(list, scan({ code: "K7QF3M9X" }), NIGHT, "Jo");
    const queued: DoorBook = { ...admitted.book, pending: [scan({ code: "K7QF3M9X" }), scan({ code: "PASS0001" })] };
    const [lost, won] = queued.pending;
    const settled = settle(queued, [
      {
        id: lost?.id ?? "",
        outcome: "already-checked-in",
        ticket: { ...ticket("K7QF3M9X") },
        checkedIn: { at: "2026-12-05T23:59:00.000Z", by: "Ana" },
      },
      {
        id: won?.id ?? "",
        outcome: "admitted",
        ticket: ticket("PASS0001", { nightDate: null }),
        checkedIn: { at: "2026-12-06T00:30:00.000Z", by: "Jo" },
      },
    ]);
    expect(settled.pending).toEqual([]);
    expect(settled.localCheckIns).toEqual({});
    expect(settled.conflicts).toEqual([
      {
        scanId: lost?.id,
        outcome: "already-checked-in",
        code: "K7QF3M9X",
        label: "Adult",
        checkedIn: { at: "2026-12-05T23:59:00.000Z", by: "Ana" },
      },
    ]);
    expect(settled.list?.tickets.find((candidate) => candidate.code === "K7QF3M9X")).toMatchObject({
      checkedInBy: "Ana",
    });
  });
});
