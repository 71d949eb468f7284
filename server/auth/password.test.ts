import { verify } from "@node-rs/bcrypt";
import { describe, expect, it, vi } from "vitest";
import { PasswordHasher, PasswordWorkBusy } from "./password.ts";

// The real bcrypt, watched: which hash each check compares against, and what it answered.
vi.mock("@node-rs/bcrypt", async (importOriginal) => {
  const bcrypt = await importOriginal<typeof import("@node-rs/bcrypt")>();
  return { ...bcrypt, verify: vi.fn(bcrypt.verify) };
});

/** Made by bcryptjs, which hashed every password stored before; both prefixes it and PocketBase wrote. */
const BCRYPTJS_HASHES = [
  "$2b$10$YAY8Sxd91IrRpvvg.3NltOI5IfekH16G2eHXL7YuqDuOZXHYoTxZW",
  "$2a$10$jv8Z.EXxBCcbmIsTJvV96OB7VcfmMVB4W24Fj6BELW3fHCBHZNYz6",
];

/** The cost a bcrypt hash was made with, as its text says. */
function costOf(hash: string): string | undefined {
  return /^\$2[ab]\$(\d\d)\$[./A-Za-z0-9]{53}$/.exec(hash)?.[1];
}

describe("password hashing", () => {
  const hasher = new PasswordHasher({ maxInFlight: 2, maxQueued: 2 });

  it("verifies the hashes bcryptjs made", async () => {
    for (const stored of BCRYPTJS_HASHES) {
      expect(await hasher.verify("river-view-9", stored)).toBe(true);
      expect(await hasher.verify("river-view-8", stored)).toBe(false);
    }
  });

  it("writes PocketBase's format at cost 10", async () => {
    const stored = await hasher.hash("river-view-9");
    expect(stored).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
    expect(await hasher.verify("river-view-9", stored)).toBe(true);
  });

  it("refuses a missing account after the same work as a wrong password", async () => {
    const [stored = ""] = BCRYPTJS_HASHES;
    vi.mocked(verify).mockClear();
    expect(await hasher.verify("river-view-8", stored)).toBe(false);
    expect(await hasher.verify("river-view-9", undefined)).toBe(false);

    const [wrongPassword, missingAccount] = vi.mocked(verify).mock.calls;
    expect(wrongPassword).toEqual(["river-view-8", stored]);
    // A full bcrypt comparison too, against a hash of the same cost.
    expect(missingAccount?.[0]).toBe("river-view-9");
    expect(costOf(stored)).toBe("10");
    expect(costOf(String(missingAccount?.[1]))).toBe(costOf(stored));
    const [, missingAnswer] = vi.mocked(verify).mock.results;
    await expect(missingAnswer?.value).resolves.toBe(false);
  });

  it("runs a few hashes at a time, queues a few more and refuses the rest at once", async () => {
    const small = new PasswordHasher({ maxInFlight: 1, maxQueued: 1 });
    const attempts = Array.from({ length: 4 }, () => small.verify("river-view-9", BCRYPTJS_HASHES[0]));
    const outcomes = await Promise.allSettled(attempts);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "rejected", "rejected"]);
    expect(outcomes.slice(2).every((o) => o.status === "rejected" && o.reason instanceof PasswordWorkBusy)).toBe(true);
    expect(await small.verify("river-view-9", BCRYPTJS_HASHES[0])).toBe(true);
  });

  it("lets a caller who hung up leave the queue, making room for the next", async () => {
    const small = new PasswordHasher({ maxInFlight: 1, maxQueued: 1 });
    const hangUp = new AbortController();
    const running = small.verify("river-view-9", BCRYPTJS_HASHES[0]);
    const gone = small.verify("river-view-9", BCRYPTJS_HASHES[0], hangUp.signal);
    hangUp.abort();
    await expect(gone).rejects.toThrow(/abort/i);
    const next = small.verify("river-view-9", BCRYPTJS_HASHES[0]);
    expect(await Promise.all([running, next])).toEqual([true, true]);
  });
});
