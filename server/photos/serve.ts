import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import type { AppDeps } from "#server/app.ts";
import { photoFile } from "./library.ts";

/** The variants kept in memory: the few dozen photos pages show most, at every width. */
const CACHE_BYTES = 48 * 1024 * 1024;

/** A variant's path as domain/content/photo-variants.ts names one under uploads/: anything else is not asked of the database. */
const VARIANT_PATH = /^uploads\/[a-z0-9-]+-\d+\.[0-9a-f]{10}\.(avif|webp|jpg|png)$/;

interface CachedFile {
  type: string;
  body: Buffer;
  etag: string;
}

/** The variants served last, up to a total size; the least recently served goes first. */
class FileCache {
  private readonly files = new Map<string, CachedFile>();
  private readonly maxBytes: number;
  private bytes = 0;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
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
 * GET and HEAD /images/uploads/*: the variants of uploaded photos, from the database every instance
 * shares, through a cache in memory. A variant's name carries its photo's hash, so it never
 * changes and is cached for a year, as the build's own images are.
 */
export function uploadedPhotoRoutes({ db, site }: Pick<AppDeps, "db" | "site">): Hono {
  const cache = new FileCache(CACHE_BYTES);
  // A page showing a new photo asks for its variants at once: one read of the database each.
  const reading = new Map<string, Promise<CachedFile | null>>();

  const read = (path: string): Promise<CachedFile | null> => {
    const cached = cache.get(path);
    if (cached) return Promise.resolve(cached);
    let pending = reading.get(path);
    if (!pending) {
      pending = photoFile(db, path)
        .then((found) => {
          if (!found) return null;
          const file = {
            type: found.contentType,
            body: found.bytes,
            etag: `"${createHash("sha1").update(found.bytes).digest("base64url")}"`,
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
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: file.etag,
    });
    if (c.req.header("if-none-match") === file.etag) return new Response(null, { status: 304, headers });
    headers.set("Content-Length", String(file.body.length));
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(file.body), { status: 200, headers });
  });
  return routes;
}
