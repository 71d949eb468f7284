import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import type { AppDeps } from "#server/app.ts";
import { photoFile, photoFileExists } from "./library.ts";

/** The variants kept in memory: the few dozen photos pages show most, at every width. */
const CACHE_BYTES = 48 * 1024 * 1024;

/**
 * How long a cached variant is served before the database is asked again whether it still exists:
 * a photo deleted on any instance stops being served by every other within this.
 */
export const RECHECK_MS = 5_000;

/** A variant's path as domain/content/photo-variants.ts names one under uploads/: anything else is not asked of the database. */
const VARIANT_PATH = /^uploads\/[a-z0-9-]+-\d+\.[0-9a-f]{10}\.(avif|webp|jpg|png)$/;

interface CachedFile {
  type: string;
  body: Buffer;
  etag: string;
  /** When the database last had it, by the server's clock. */
  confirmedAt: number;
}

/** The variants served last, up to a total size; the least recently served goes first. */
class FileCache {
  private readonly files = new Map<string, CachedFile>();
  private readonly maxBytes: number;
  private bytes = 0;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  delete(path: string): void {
    const file = this.files.get(path);
    if (!file) return;
    this.files.delete(path);
    this.bytes -= file.body.length;
  }

  get(path: string): CachedFile | undefined {
    const file = this.files.get(path);
    if (file) {
      // Re-inserted, so the least recently served is the first in the map.
      this.files.delete(path);
      this.files.set(path, file);
    }
    return file;
  }

  set(path: string, file: CachedFile): void {
    this.files.set(path, file);
    this.bytes += file.body.length;
    for (const [oldest, old] of this.files) {
      if (this.bytes <= this.maxBytes) break;
      this.files.delete(oldest);
      this.bytes -= old.body.length;
    }
  }
}

/**
 * Browsers and proxies keep a variant a day: its name carries its photo's hash, so it never changes,
 * but a deleted photo should leave visitors' screens within a day, not the build's year
 * (docs/decisions/054). After that a browser asks with If-None-Match and is answered 304.
 */
const CACHE_CONTROL = "public, max-age=86400";

/**
 * GET and HEAD /images/uploads/*: the variants of uploaded photos, from the database every instance
 * shares, through a cache in memory that asks the database again every RECHECK_MS whether a variant
 * it holds still exists.
 */
export function uploadedPhotoRoutes({ db, site, clock }: Pick<AppDeps, "db" | "site" | "clock">): Hono {
  const cache = new FileCache(CACHE_BYTES);
  // A page showing a new photo asks for its variants at once: one read of the database each.
  const reading = new Map<string, Promise<CachedFile | null>>();

  const confirmed = async (path: string, cached: CachedFile): Promise<CachedFile | null> => {
    const now = clock.now().getTime();
    // A clock set back (a test's pinned time) counts as stale too: it must not keep an entry fresh for good.
    const age = now - cached.confirmedAt;
    if (age >= 0 && age < RECHECK_MS) return cached;
    if (!(await photoFileExists(db, path))) {
      cache.delete(path);
      return null;
    }
    cached.confirmedAt = now;
    return cached;
  };

  const read = (path: string): Promise<CachedFile | null> => {
    const cached = cache.get(path);
    if (cached) return confirmed(path, cached);
    let pending = reading.get(path);
    if (!pending) {
      pending = photoFile(db, path)
        .then((found) => {
          if (!found) return null;
          const file = {
            type: found.contentType,
            body: found.bytes,
            etag: `"${createHash("sha1").update(found.bytes).digest("base64url")}"`,
            confirmedAt: clock.now().getTime(),
          };
          cache.set(path, file);
          return file;
        })
        .finally(() => reading.delete(path));
      reading.set(path, pending);
    }
    return pending;
  };

  const notFound = (c: Context) => site?.sendNotFound(c) ?? c.text("Not found", 404);

  const routes = new Hono();
  routes.on(["GET", "HEAD"], "/uploads/*", async (c) => {
    const path = c.req.path.slice("/images/".length);
    const file = VARIANT_PATH.test(path) ? await read(path) : null;
    if (!file) return notFound(c);
    const headers = new Headers({
      "Content-Type": file.type,
      "Cache-Control": CACHE_CONTROL,
      ETag: file.etag,
    });
    if (c.req.header("if-none-match") === file.etag) return new Response(null, { status: 304, headers });
    headers.set("Content-Length", String(file.body.length));
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(file.body), { status: 200, headers });
  });
  return routes;
}
