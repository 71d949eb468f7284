import { crc32, deflateSync } from "node:zlib";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fallbackExtension, fallbackWidth, variantPath, variantWidths } from "#domain/content/photo-variants.ts";
import type { Photo } from "#domain/content/schemas.ts";
import { documentTitle } from "#domain/content/documents.ts";
import { contentDocumentAnswer } from "#domain/staff/content-schemas.ts";
import {
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  photoAnswer,
  photoLibraryAnswer,
  photoInUseMessage,
  photoMessages,
} from "#domain/staff/photo-schemas.ts";
import { RECHECK_MS } from "#server/photos/serve.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServer, startTestServerOn, type TestServer } from "#server/testing/test-server.ts";
import { messages } from "./router.ts";

const databases = testDatabases();

/** A photo's pixels: a gradient, so the encoders have detail to keep; with `alpha`, its right half see-through. */
function gradient(width: number, height: number, alpha = false): Sharp {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      pixels[at] = Math.round((x * 255) / width);
      pixels[at + 1] = Math.round((y * 255) / height);
      pixels[at + 2] = 128;
      if (alpha) pixels[at + 3] = x < width / 2 ? 255 : 96;
    }
  return sharp(pixels, { raw: { width, height, channels } });
}

/** A PNG whose header claims `width` × `height` around a few bytes of pixels: small to send, huge to decode. */
function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Whether EXIF data points to a GPS directory (tag 0x8825, a LONG), in either byte order. */
function hasGpsPosition(bytes: Buffer | undefined): boolean {
  return (
    bytes !== undefined &&
    (bytes.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) || bytes.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])))
  );
}

/** Every variant a photo has, as the pages ask for them. */
function variantsOf(photo: Photo): { path: string; type: string; width: number }[] {
  const types = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png" } as const;
  const fallback = fallbackExtension(photo.file);
  return [
    ...variantWidths(photo.width).flatMap((width) =>
      (["avif", "webp"] as const).map((format) => ({
        path: variantPath(photo, width, format),
        type: types[format],
        width,
      })),
    ),
    {
      path: variantPath(photo, fallbackWidth(photo.width), fallback),
      type: types[fallback],
      width: fallbackWidth(photo.width),
    },
  ];
}

/** The format sharp names for each served type: AVIF is read by its HEIF loader. */
const SHARP_FORMAT: Record<string, string> = {
  "image/avif": "heif",
  "image/webp": "webp",
  "image/jpeg": "jpeg",
  "image/png": "png",
};

describe.each(databases)("the photo library on $name", ({ url }) => {
  let server: TestServer;
  let manager: StaffClient;
  let owner: StaffClient;
  let frontDesk: StaffClient;
  let jpeg: Buffer;

  /** POSTs a multipart form as the console sends it: the file in `photo`, and any other fields. */
  const upload = async (
    file: Buffer | string | null,
    {
      name = "photo.jpg",
      type = "image/jpeg",
      member = manager,
      extra = {},
    }: { name?: string; type?: string; member?: StaffClient; extra?: Record<string, string> } = {},
  ) => {
    const form = new FormData();
    if (file !== null)
      form.set(
        PHOTO_FIELD,
        typeof file === "string" ? new Blob([file], { type }) : new Blob([new Uint8Array(file)], { type }),
        name,
      );
    for (const [field, value] of Object.entries(extra)) form.set(field, value);
    return server.request("/api/staff/photos", {
      method: "POST",
      body: form,
      headers: { Cookie: await freshSessionCookie(server, member), Origin: server.env.PUBLIC_ORIGIN },
    });
  };
  const uploaded = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return photoAnswer.parse(await response.json()).photo;
  };
  const refusal = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
  const image = (path: string, init: RequestInit = {}, on = server) => on.request(`/images/${path}`, init);

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_photos");
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
    owner = await enrolStaff(server, { email: "owner@example.com", role: "owner" });
    frontDesk = await enrolStaff(server, { email: "desk@example.com", role: "front_desk" });
    jpeg = await gradient(1000, 750).jpeg().toBuffer();
  });

  afterAll(() => server?.close());

  it.each([
    { format: "JPEG", make: () => gradient(1000, 750).jpeg(), name: "Sunset on the Coosa.JPG" },
    { format: "PNG", make: () => gradient(1000, 750).png(), name: "sunset.png" },
    { format: "WebP", make: () => gradient(1000, 750).webp(), name: "sunset.webp" },
    { format: "AVIF", make: () => gradient(1000, 750).avif(), name: "sunset.avif" },
  ])("takes a $format photo and serves its variants, immutable, from the database", async ({ make, name }) => {
    const bytes = await make().toBuffer();
    const { photo, name: kept, uploadedBy } = await uploaded(await upload(bytes, { name, type: "" }));
    expect(kept).toBe(name);
    expect(uploadedBy).toBe(manager.email);
    expect(photo).toMatchObject({ width: 1000, height: 750, color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    const stem = name === "Sunset on the Coosa.JPG" ? "sunset-on-the-coosa" : "sunset";
    expect(photo.file).toMatch(new RegExp(`^uploads/${stem}-[0-9a-f]{6}\\.jpg$`));

    for (const variant of variantsOf(photo)) {
      const response = await image(variant.path);
      expect(response.status, variant.path).toBe(200);
      expect(response.headers.get("content-type")).toBe(variant.type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get("content-length")).toBe(String(body.length));
      const served = await sharp(body).metadata();
      expect(served.format).toBe(SHARP_FORMAT[variant.type]);
      expect(served.width).toBe(variant.width);

      const etag = response.headers.get("etag") ?? "";
      expect(etag).toMatch(/^".+"$/);
      const again = await image(variant.path, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      const head = await image(variant.path, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(body.length));
      expect(head.headers.get("content-type")).toBe(variant.type);
      expect(await head.text()).toBe("");
    }
  });

  it("keeps a photo with transparency as a PNG, with no colour behind it", async () => {
    const { photo } = await uploaded(
      await upload(await gradient(900, 700, true).png().toBuffer(), { name: "logo.png" }),
    );
    expect(photo.file).toMatch(/^uploads\/logo-[0-9a-f]{6}\.png$/);
    expect(photo).not.toHaveProperty("color");
    const fallback = variantsOf(photo).at(-1);
    const response = await image(fallback?.path ?? "");
    expect(response.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).hasAlpha).toBe(true);
  });

  it("turns a photo upright by its EXIF orientation, and keeps none of its metadata (no GPS position)", async () => {
    // Stored on its side: the top half red, the bottom blue. Orientation 6 shows it turned a quarter clockwise.
    const side = await sharp({ create: { width: 1000, height: 700, channels: 3, background: "#0000ff" } })
      .composite([
        {
          input: { create: { width: 1000, height: 350, channels: 3, background: "#ff0000" } },
          top: 0,
          left: 0,
        },
      ])
      .jpeg()
      .withExif({
        IFD0: { Make: "Riverside Phone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 0/1 45/1", GPSLongitudeRef: "W", GPSLongitude: "86/1 0/1 6/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(side).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.includes(Buffer.from("Riverside Phone"))).toBe(true);
    expect(hasGpsPosition(sent.exif)).toBe(true);

    const { photo } = await uploaded(await upload(side, { name: "IMG_0001.jpeg" }));
    expect(photo).toMatchObject({ width: 700, height: 1000 });
    for (const variant of variantsOf(photo)) {
      const body = Buffer.from(await (await image(variant.path)).arrayBuffer());
      const served = await sharp(body).metadata();
      const kept = [served.exif, served.xmp, served.iptc, served.icc, served.orientation];
      expect(kept, variant.path).toEqual([undefined, undefined, undefined, undefined, undefined]);
      expect(body.includes(Buffer.from("Riverside Phone")), variant.path).toBe(false);
      expect(hasGpsPosition(body), variant.path).toBe(false);
      if (variant.type !== "image/jpeg") continue;
      // Upright, the red top of the stored image is on the right.
      const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      const middle = Math.round(info.height / 2);
      expect(pixel(info.width - 10, middle)[0]).toBeGreaterThan(200);
      expect(pixel(10, middle)[2]).toBeGreaterThan(200);
    }
  });

  it("refuses what is not a JPEG, PNG, WebP or AVIF photo by its content, whatever its name (415)", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="teal"/></svg>`;
    const cases: { label: string; file: Buffer | string; name: string; type: string }[] = [
      { label: "text", file: "Just some notes about the river.", name: "notes.txt", type: "text/plain" },
      { label: "SVG", file: svg, name: "drawing.svg", type: "image/svg+xml" },
      { label: "SVG named .jpg", file: svg, name: "drawing.jpg", type: "image/jpeg" },
      { label: "GIF", file: await gradient(800, 600).gif().toBuffer(), name: "party.gif", type: "image/gif" },
      { label: "TIFF", file: await gradient(800, 600).tiff().toBuffer(), name: "scan.tif", type: "image/tiff" },
      {
        label: "PDF",
        file: "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
        name: "menu.pdf",
        type: "application/pdf",
      },
      {
        label: "HTML named .jpg",
        file: "<!doctype html><html><script>alert(1)</script></html>",
        name: "photo.jpg",
        type: "image/jpeg",
      },
      { label: "a JPEG cut short", file: jpeg.subarray(0, 2000), name: "cut.jpg", type: "image/jpeg" },
      {
        label: "random bytes",
        file: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
        name: "x.jpg",
        type: "image/jpeg",
      },
    ];
    for (const { label, file, name, type } of cases)
      expect(await refusal(await upload(file, { name, type })), label).toEqual({
        status: 415,
        body: { error: photoMessages.notAPhoto },
      });
  });

  it("refuses a file over the size limit (413), whether its form is just over or far over it", async () => {
    const over = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES + 1 - jpeg.length)]);
    expect(await refusal(await upload(over))).toEqual({ status: 413, body: { error: photoMessages.tooLarge } });
    const farOver = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES + 2 * 1024 * 1024)]);
    expect(await refusal(await upload(farOver))).toEqual({ status: 413, body: { error: photoMessages.tooLarge } });
  });

  it("refuses a photo too narrow once upright, and a pixel bomb from its header alone (422)", async () => {
    const narrow = await gradient(600, 900).jpeg().toBuffer();
    expect(await refusal(await upload(narrow))).toEqual({ status: 422, body: { error: photoMessages.tooSmall } });
    // 800 wide as stored, 600 wide as shown.
    const onItsSide = await gradient(800, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await refusal(await upload(onItsSide))).toEqual({ status: 422, body: { error: photoMessages.tooSmall } });

    // Its pixels are a kilobyte of zeros: decoding them would fail (415), so 422 says the header was enough.
    const bomb = pixelBomb(9000, 9000);
    expect(bomb.length).toBeLessThan(200);
    expect(await refusal(await upload(bomb, { name: "bomb.png", type: "image/png" }))).toEqual({
      status: 422,
      body: { error: photoMessages.tooManyPixels },
    });
  });

  it("asks for a photo when the form has none (400), and ignores other fields", async () => {
    const missing = { status: 400, body: { error: photoMessages.missing } };
    expect(await refusal(await upload(null))).toEqual(missing);
    expect(await refusal(await upload(null, { extra: { [PHOTO_FIELD]: "not a file" } }))).toEqual(missing);
    expect(await refusal(await upload(Buffer.alloc(0)))).toEqual(missing);
    const asJson = await staffRequest(server, "/photos", {
      cookie: await freshSessionCookie(server, manager),
      body: { photo: jpeg.toString("base64") },
    });
    expect(await refusal(asJson)).toEqual(missing);

    const { photo } = await uploaded(
      await upload(jpeg, { extra: { alt: "A river", focus: "10,10", file: "../x.jpg" } }),
    );
    expect(photo.file).toMatch(/^uploads\/photo-[0-9a-f]{6}\.jpg$/);
  });

  it("takes uploads from managers and owners only, lists them for every role, and logs each upload", async () => {
    const signedOut = await server.request("/api/staff/photos", { method: "POST", body: new FormData() });
    expect(await refusal(signedOut)).toEqual({ status: 403, body: { error: messages.origin } });
    const noSession = await server.request("/api/staff/photos", {
      method: "POST",
      body: new FormData(),
      headers: { Origin: server.env.PUBLIC_ORIGIN },
    });
    expect(await refusal(noSession)).toEqual({ status: 401, body: { error: messages.signIn } });
    expect(await refusal(await upload(jpeg, { member: frontDesk }))).toEqual({
      status: 403,
      body: { error: messages.forbidden },
    });
    const crossSite = await server.request("/api/staff/photos", {
      method: "POST",
      body: new FormData(),
      headers: { Cookie: await freshSessionCookie(server, owner), Origin: "https://evil.example" },
    });
    expect(await refusal(crossSite)).toEqual({ status: 403, body: { error: messages.origin } });

    const newest = await uploaded(await upload(jpeg, { name: "newest.jpg", member: owner }));
    const listed = await staffRequest(server, "/photos", { cookie: await freshSessionCookie(server, frontDesk) });
    expect(listed.status).toBe(200);
    const { photos } = photoLibraryAnswer.parse(await listed.json());
    expect(photos[0]).toEqual(newest);
    expect(photos.length).toBeGreaterThan(5);
    expect(new Set(photos.map((entry) => entry.photo.file)).size).toBe(photos.length);
    expect((await server.request("/api/staff/photos")).status).toBe(401);

    const entry = await server.deps.db
      .selectFrom("audit_log")
      .select(["actor", "after_json"])
      .where("action", "=", "photo.upload")
      .where("target", "=", newest.photo.file)
      .executeTakeFirstOrThrow();
    expect(entry.actor).toBe(owner.email);
    expect(JSON.parse(entry.after_json ?? "null")).toEqual({ name: "newest.jpg", width: 1000, height: 750 });
  });

  it("prepares one photo at a time with three in line, and answers the rest busy (503)", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(jpeg, { name: "burst.jpg" })));
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 201 || status === 503),
      String(statuses),
    ).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(4);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const answer of busy) {
      expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await answer.json()).toEqual({ error: photoMessages.busy });
    }
    await uploaded(await upload(jpeg, { name: "after-the-burst.jpg" }));
  });

  it("serves a photo uploaded on one instance from another on the same database, and 404 for unknown ones", async () => {
    const { photo } = await uploaded(await upload(jpeg, { name: "shared.jpg" }));
    const other = await startTestServer({ DATABASE_URL: server.env.DATABASE_URL });
    try {
      for (const variant of variantsOf(photo)) {
        const here = Buffer.from(await (await image(variant.path)).arrayBuffer());
        const there = await image(variant.path, {}, other);
        expect(there.status, variant.path).toBe(200);
        expect(there.headers.get("content-type")).toBe(variant.type);
        expect(Buffer.from(await there.arrayBuffer()).equals(here)).toBe(true);
      }
      const unknown = variantPath({ ...photo, hash: "0123456789" }, 480, "webp");
      expect((await image(unknown, {}, other)).status).toBe(404);
      expect((await image("uploads/../staff", {}, other)).status).toBe(404);
      expect((await image("uploads/not-a-variant.txt", { method: "HEAD" }, other)).status).toBe(404);
    } finally {
      await other.close();
    }
  });

  it("lets no draft be published that shows a photo the site cannot serve, naming the image's path", async () => {
    const cookie = async () => freshSessionCookie(server, manager);
    const documentOf = async (key: string) =>
      contentDocumentAnswer.parse(
        await (await staffRequest(server, `/content/${key}`, { cookie: await cookie() })).json(),
      );
    const save = async (key: string, revision: number, draft: unknown) =>
      staffRequest(server, `/content/${key}/draft`, {
        method: "PUT",
        cookie: await cookie(),
        body: { revision, draft },
      });

    const card = await documentOf("kayak-rentals");
    expect(card.issues).toEqual([]);
    const current = card.draft as { image: Photo & { alt: string } };
    const missing = { ...current.image, file: "uploads/kayaks-0a1b2c.jpg" };
    const saved = contentDocumentAnswer.parse(
      await (await save("kayak-rentals", card.revision, { ...current, image: missing })).json(),
    );
    expect(saved.issues).toEqual([{ path: "image", message: photoMessages.notInLibrary }]);
    const listed = (await (await staffRequest(server, "/content", { cookie: await cookie() })).json()) as {
      documents: { key: string; problems: number }[];
    };
    expect(listed.documents.find((document) => document.key === "kayak-rentals")?.problems).toBe(1);
    const refused = await staffRequest(server, "/content/kayak-rentals/publish", {
      cookie: await cookie(),
      body: { revision: saved.revision },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
      image: photoMessages.notInLibrary,
    });
    const scheduled = await staffRequest(server, "/content/kayak-rentals/schedule", {
      cookie: await cookie(),
      body: { revision: saved.revision, at: new Date(server.deps.clock.now().getTime() + 3_600_000).toISOString() },
    });
    expect(scheduled.status).toBe(409);

    // A built photo whose hash is not the build's names variants that do not exist either.
    const gallery = await documentOf("gallery");
    const stale = (gallery.draft as Photo[]).map((photo, index) =>
      index === 2 ? { ...photo, hash: "0000000000" } : photo,
    );
    const staleSaved = contentDocumentAnswer.parse(await (await save("gallery", gallery.revision, stale)).json());
    expect(staleSaved.issues).toEqual([{ path: "[2]", message: photoMessages.notInLibrary }]);

    // An uploaded photo is in the library: the draft publishes, and the site shows it.
    const { photo } = await uploaded(await upload(jpeg, { name: "kayaks.jpg" }));
    const fixed = contentDocumentAnswer.parse(
      await (
        await save("kayak-rentals", saved.revision, { ...current, image: { ...photo, alt: "Kayaks on the bank" } })
      ).json(),
    );
    expect(fixed.issues).toEqual([]);
    const published = await staffRequest(server, "/content/kayak-rentals/publish", {
      cookie: await cookie(),
      body: { revision: fixed.revision },
    });
    expect(published.status).toBe(200);
    expect(server.deps.content.published("kayak-rentals")).toMatchObject({ image: { file: photo.file } });
  });

  describe("deleting a photo", () => {
    const remove = async (id: number | string, member = manager) =>
      staffRequest(server, `/photos/${id}`, { method: "DELETE", cookie: await freshSessionCookie(server, member) });
    const documentOf = async (key: string) =>
      contentDocumentAnswer.parse(
        await (
          await staffRequest(server, `/content/${key}`, { cookie: await freshSessionCookie(server, manager) })
        ).json(),
      );
    const saveDraft = async (key: string, draft: (current: { image: Photo & { alt: string } }) => unknown) => {
      const document = await documentOf(key);
      const saved = await staffRequest(server, `/content/${key}/draft`, {
        method: "PUT",
        cookie: await freshSessionCookie(server, manager),
        body: { revision: document.revision, draft: draft(document.draft as { image: Photo & { alt: string } }) },
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      return contentDocumentAnswer.parse(await saved.json());
    };
    const inUse = (...places: string[]) => ({ status: 409, body: { error: photoInUseMessage(places) } });
    const rowsOf = async (id: number) => ({
      photos: (await server.deps.db.selectFrom("photos").select("id").where("id", "=", id).execute()).length,
      files: (await server.deps.db.selectFrom("photo_files").select("path").where("photo_id", "=", id).execute())
        .length,
    });

    it("deletes a photo nothing shows, with all its variants, and logs who did it", async () => {
      const entry = await uploaded(await upload(jpeg, { name: "by mistake.jpg" }));
      expect(await rowsOf(entry.id)).toEqual({ photos: 1, files: variantsOf(entry.photo).length });

      const response = await remove(entry.id);
      expect(response.status, await response.clone().text()).toBe(204);
      expect(await rowsOf(entry.id)).toEqual({ photos: 0, files: 0 });
      for (const variant of variantsOf(entry.photo)) expect((await image(variant.path)).status, variant.path).toBe(404);
      const listed = photoLibraryAnswer.parse(
        await (await staffRequest(server, "/photos", { cookie: await freshSessionCookie(server, manager) })).json(),
      );
      expect(listed.photos.map((photo) => photo.id)).not.toContain(entry.id);

      const log = await server.deps.db
        .selectFrom("audit_log")
        .select(["actor", "before_json", "after_json"])
        .where("action", "=", "photo.delete")
        .where("target", "=", entry.photo.file)
        .execute();
      expect(log).toEqual([
        {
          actor: manager.email,
          before_json: JSON.stringify({ name: "by mistake.jpg", width: 1000, height: 750 }),
          after_json: null,
        },
      ]);
      expect(await refusal(await remove(entry.id))).toEqual({ status: 404, body: { error: photoMessages.notFound } });
    });

    it("answers 404 for an unknown photo or an id that is none, and 403 to the front desk", async () => {
      const notFound = { status: 404, body: { error: photoMessages.notFound } };
      for (const id of ["999999", "0", "-1", "1.5", "abc", "1e3", "99999999999"])
        expect(await refusal(await remove(id)), id).toEqual(notFound);

      const entry = await uploaded(await upload(jpeg, { name: "kept.jpg" }));
      expect(await refusal(await remove(entry.id, frontDesk))).toEqual({
        status: 403,
        body: { error: messages.forbidden },
      });
      const crossSite = await staffRequest(server, `/photos/${entry.id}`, {
        method: "DELETE",
        cookie: await freshSessionCookie(server, owner),
        origin: "https://evil.example",
      });
      expect(crossSite.status).toBe(403);
      expect(await rowsOf(entry.id)).toMatchObject({ photos: 1 });
      expect((await remove(entry.id, owner)).status).toBe(204);
    });

    it("refuses a photo a draft or a published document shows, naming each, and deletes it once neither does", async () => {
      const title = documentTitle("kayak-rentals");
      const entry = await uploaded(await upload(jpeg, { name: "in a draft.jpg" }));
      const original = (await documentOf("kayak-rentals")).draft as { image: Photo & { alt: string } };
      const withPhoto = await saveDraft("kayak-rentals", (current) => ({
        ...current,
        image: { ...entry.photo, alt: "Kayaks at dawn" },
      }));
      expect(withPhoto.issues).toEqual([]);
      expect(await refusal(await remove(entry.id))).toEqual(inUse(`the draft of ${title}`));

      const published = await staffRequest(server, "/content/kayak-rentals/publish", {
        cookie: await freshSessionCookie(server, manager),
        body: { revision: withPhoto.revision },
      });
      expect(published.status).toBe(200);
      expect(await refusal(await remove(entry.id))).toEqual(inUse(`the draft of ${title}`, `the published ${title}`));

      await saveDraft("kayak-rentals", (current) => ({ ...current, image: original.image }));
      expect(await refusal(await remove(entry.id))).toEqual(inUse(`the published ${title}`));
      expect(await rowsOf(entry.id)).toEqual({ photos: 1, files: variantsOf(entry.photo).length });
      expect((await image(variantsOf(entry.photo)[0]?.path ?? "")).status).toBe(200);
      expect(
        await server.deps.db
          .selectFrom("audit_log")
          .select("id")
          .where("action", "=", "photo.delete")
          .where("target", "=", entry.photo.file)
          .execute(),
      ).toEqual([]);

      const republished = await staffRequest(server, "/content/kayak-rentals/publish", {
        cookie: await freshSessionCookie(server, manager),
        body: { revision: (await documentOf("kayak-rentals")).revision },
      });
      expect(republished.status).toBe(200);
      expect((await remove(entry.id)).status).toBe(204);
    });

    it("refuses a photo a newsletter campaign shows, in its blocks or in the mail it sent", async () => {
      const entry = await uploaded(await upload(jpeg, { name: "in the newsletter.jpg" }));
      const created = await staffRequest(server, "/newsletters", {
        cookie: await freshSessionCookie(server, owner),
        body: {
          campaign: {
            subject: "Kayaks are back",
            preheader: "",
            blocks: [{ type: "image", photo: entry.photo, alt: "Kayaks on the bank" }],
          },
        },
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const campaign = await server.deps.db
        .selectFrom("newsletter_campaigns")
        .select("id")
        .where("subject", "=", "Kayaks are back")
        .executeTakeFirstOrThrow();
      expect(await refusal(await remove(entry.id))).toEqual(inUse("the newsletter “Kayaks are back”"));

      // A campaign that started sending keeps the mail as drawn: its readers open the photo from there.
      const fallback = variantsOf(entry.photo).at(-1)?.path ?? "";
      await server.deps.db
        .updateTable("newsletter_campaigns")
        .set({
          blocks_json: JSON.stringify([{ type: "heading", text: "Kayaks are back" }]),
          sent_html: `<img src="${server.env.PUBLIC_ORIGIN}/images/${fallback}" alt="Kayaks on the bank">`,
        })
        .where("id", "=", campaign.id)
        .execute();
      expect(await refusal(await remove(entry.id))).toEqual(inUse("the newsletter “Kayaks are back”"));

      await server.deps.db
        .updateTable("newsletter_campaigns")
        // Another photo whose name starts as this one's does.
        .set({ sent_html: `<img src="/images/${fallback.replace(/\.[0-9a-f]{10}\./, "-2.0123456789.")}" alt="">` })
        .where("id", "=", campaign.id)
        .execute();
      expect((await remove(entry.id)).status).toBe(204);
    });

    it("stops every instance serving a deleted photo within RECHECK_MS of its clock", async () => {
      const entry = await uploaded(await upload(jpeg, { name: "guest asked.jpg" }));
      const [variant] = variantsOf(entry.photo);
      const path = variant?.path ?? "";
      const other = await startTestServer({ DATABASE_URL: server.env.DATABASE_URL });
      try {
        expect((await image(path)).status).toBe(200);
        expect((await image(path, {}, other)).status).toBe(200);
        expect((await remove(entry.id)).status).toBe(204);

        for (const instance of [server, other]) {
          const at = instance.deps.clock.now();
          instance.deps.clock.set(new Date(at.getTime() + RECHECK_MS - 1));
          // Within the bound, the cache may still answer; past it, the database is asked again.
          expect([200, 404]).toContain((await image(path, {}, instance)).status);
          instance.deps.clock.set(new Date(at.getTime() + RECHECK_MS));
          expect((await image(path, {}, instance)).status).toBe(404);
          expect((await image(path, { method: "HEAD" }, instance)).status).toBe(404);
          instance.deps.clock.set(null);
        }
      } finally {
        await other.close();
      }
    });

    it("asks the database again when the clock is set back, rather than trusting the cache for good", async () => {
      const entry = await uploaded(await upload(jpeg, { name: "set back.jpg" }));
      const path = variantsOf(entry.photo)[0]?.path ?? "";
      expect((await image(path)).status).toBe(200);
      expect((await remove(entry.id)).status).toBe(204);
      server.deps.clock.set(new Date(server.deps.clock.now().getTime() - 60_000));
      try {
        expect((await image(path)).status).toBe(404);
      } finally {
        server.deps.clock.set(null);
      }
    });

    it("keeps serving a photo still in the library after the cache asks again", async () => {
      const entry = await uploaded(await upload(jpeg, { name: "kept on.jpg" }));
      const path = variantsOf(entry.photo)[0]?.path ?? "";
      expect((await image(path)).status).toBe(200);
      const at = server.deps.clock.now();
      server.deps.clock.set(new Date(at.getTime() + RECHECK_MS * 3));
      try {
        expect((await image(path)).status).toBe(200);
      } finally {
        server.deps.clock.set(null);
      }
    });
  });
});
