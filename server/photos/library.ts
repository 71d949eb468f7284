/**
 * The photo library: the photos staff uploaded, each with its variant files, kept in the database
 * (docs/decisions/054), and the check that every photo a draft shows exists, uploaded or built.
 */
import { readdirSync } from "node:fs";
import type { Selectable } from "kysely";
import { formatPath, type PathPart } from "#domain/content/diff.ts";
import { documentTitle, type DocumentIssue } from "#domain/content/documents.ts";
import { variantPath } from "#domain/content/photo-variants.ts";
import type { Photo } from "#domain/content/schemas.ts";
import { photoInUseMessage, photoMessages, type LibraryPhoto } from "#domain/staff/photo-schemas.ts";
import type { Db } from "#server/db/database.ts";
import type { Database } from "#server/db/schema.ts";
import { record, type Actor } from "#server/staff/audit.ts";
import { UPLOADS_FOLDER, withFreshSuffix } from "./upload.ts";
import { VARIANT_TYPES, type EncodedVariant } from "./variants.ts";

type PhotoRow = Selectable<Database["photos"]>;

/** A random suffix is taken once in sixteen million; a few more tries make a clash as good as impossible. */
const NAME_TRIES = 5;

function libraryPhotoOf(row: Omit<PhotoRow, "uploaded_by_id">): LibraryPhoto {
  const photo: Photo = { file: row.file, width: row.width, height: row.height, hash: row.hash };
  if (row.color !== null) photo.color = row.color;
  return { id: row.id, photo, name: row.name, uploadedAt: row.uploaded_at, uploadedBy: row.uploaded_by };
}

/** Adds a prepared photo and its variants to the library, with its audit entry, in one transaction. */
export async function savePhoto(
  db: Db,
  upload: { photo: Photo; name: string; variants: readonly EncodedVariant[] },
  actor: Actor,
  at: Date,
): Promise<LibraryPhoto> {
  return db.transaction().execute(async (trx) => {
    let photo = upload.photo;
    let id: number | undefined;
    for (let tries = 0; id === undefined && tries < NAME_TRIES; tries += 1) {
      if (tries > 0) photo = { ...photo, file: withFreshSuffix(photo.file) };
      const inserted = await trx
        .insertInto("photos")
        .values({
          file: photo.file,
          name: upload.name,
          width: photo.width,
          height: photo.height,
          hash: photo.hash,
          color: photo.color ?? null,
          uploaded_by: actor.label,
          uploaded_by_id: actor.staffId,
          uploaded_at: at.toISOString(),
        })
        .onConflict((conflict) => conflict.column("file").doNothing())
        .returning("id")
        .executeTakeFirst();
      id = inserted?.id;
    }
    if (id === undefined) throw new Error(`no free name for ${upload.photo.file}`);
    const photoId = id;
    await trx
      .insertInto("photo_files")
      .values(
        upload.variants.map((variant) => ({
          path: variantPath(photo, variant.width, variant.extension),
          photo_id: photoId,
          content_type: VARIANT_TYPES[variant.extension],
          bytes: variant.bytes,
        })),
      )
      .execute();
    await record(
      trx,
      actor,
      {
        action: "photo.upload",
        target: photo.file,
        after: { name: upload.name, width: photo.width, height: photo.height },
      },
      at,
    );
    return libraryPhotoOf({
      id: photoId,
      ...photo,
      color: photo.color ?? null,
      name: upload.name,
      uploaded_by: actor.label,
      uploaded_at: at.toISOString(),
    });
  });
}

/** One variant file by its path under /images/, or null. */
export async function photoFile(db: Db, path: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const row = await db
    .selectFrom("photo_files")
    .select(["content_type", "bytes"])
    .where("path", "=", path)
    .executeTakeFirst();
  if (!row) return null;
  // PostgreSQL's driver gives a Buffer, node:sqlite a plain Uint8Array: the same bytes, unwrapped alike.
  return {
    contentType: row.content_type,
    bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
  };
}

/** Whether a variant is still in the library: its primary key alone, none of its bytes. */
export async function photoFileExists(db: Db, path: string): Promise<boolean> {
  const row = await db.selectFrom("photo_files").select("path").where("path", "=", path).executeTakeFirst();
  return row !== undefined;
}

/** Every uploaded photo, newest first. */
export async function uploadedPhotos(db: Db): Promise<LibraryPhoto[]> {
  const rows = await db
    .selectFrom("photos")
    .select(["id", "file", "name", "width", "height", "hash", "color", "uploaded_by", "uploaded_at"])
    .orderBy("uploaded_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(libraryPhotoOf);
}

/** content/generated/photos/, which `npm run images` writes: the photos the build made variants of. */
const BUILT_PHOTOS = new URL("../../content/generated/photos/", import.meta.url);
let builtPhotos: Promise<ReadonlyMap<string, Photo>> | undefined;

/** The built photos by file, read once: they change only with a new build, which restarts the server. */
function builtPhotosByFile(): Promise<ReadonlyMap<string, Photo>> {
  builtPhotos ??= Promise.all(
    readdirSync(BUILT_PHOTOS, { recursive: true, encoding: "utf8" })
      .filter((module) => module.endsWith(".ts"))
      .map((module) => import(new URL(module, BUILT_PHOTOS).href) as Promise<Record<string, Photo>>),
  ).then(
    (modules) => new Map(modules.flatMap((exports) => Object.values(exports)).map((photo) => [photo.file, photo])),
  );
  return builtPhotos;
}

interface ImageAt {
  path: PathPart[];
  image: Record<string, unknown> & { file: string };
}

/** Every object in `value` shaped like an image (one with a `file`), with its path. */
function imagesIn(value: unknown, path: PathPart[] = []): ImageAt[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => imagesIn(item, [...path, index]));
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  if (typeof record.file === "string") return [{ path, image: record as ImageAt["image"] }];
  return Object.entries(record).flatMap(([key, inner]) => imagesIn(inner, [...path, key]));
}

/**
 * A photo a draft shows that the site cannot serve, at the image's path: an upload not in the
 * library, or a built photo not among those the build made. Its size and hash must be the
 * library's too, as they name the variants a page asks for.
 */
export async function photoIssues(db: Db, value: unknown): Promise<DocumentIssue[]> {
  const images = imagesIn(value);
  if (images.length === 0) return [];
  const uploads = [...new Set(images.map(({ image }) => image.file).filter((file) => file.startsWith(UPLOADS_FOLDER)))];
  const uploaded =
    uploads.length === 0
      ? []
      : await db
          .selectFrom("photos")
          .select(["file", "width", "height", "hash"])
          .where("file", "in", uploads)
          .execute();
  const known = new Map<string, Pick<Photo, "width" | "height" | "hash">>([
    ...(await builtPhotosByFile()),
    ...uploaded.map((photo) => [photo.file, photo] as const),
  ]);
  return images
    .filter(({ image }) => {
      const photo = known.get(image.file);
      return !photo || photo.width !== image.width || photo.height !== image.height || photo.hash !== image.hash;
    })
    .map(({ path }) => ({ path: formatPath(path), message: photoMessages.notInLibrary }));
}

/** Whether `value` (a document or a campaign's blocks, as JSON) shows the photo. */
function showsPhoto(json: string | null, file: string): boolean {
  return json !== null && imagesIn(JSON.parse(json)).some(({ image }) => image.file === file);
}

/**
 * The places still showing a photo, as staff know them: a content document's draft or published
 * version, a campaign's blocks, or the mail a campaign sent, whose variant addresses carry the
 * photo's name. LIKE only narrows the rows read; each is then judged as photoIssues judges a draft.
 */
async function placesShowing(db: Db, photo: Pick<Photo, "file" | "hash">): Promise<string[]> {
  // An uploaded file's name is letters, digits, hyphens and one dot: nothing LIKE reads as a pattern.
  const named = `%${photo.file}%`;
  const stem = photo.file.replace(/\.(jpg|png)$/, "-");
  // Any width and format of this photo's variants, and not those of another whose name starts alike.
  const variant = new RegExp(`${stem}\\d+\\.${photo.hash}\\.`);
  const documents = await db
    .selectFrom("content_documents")
    .select(["key", "draft_json", "published_json"])
    .where((where) => where.or([where("draft_json", "like", named), where("published_json", "like", named)]))
    .orderBy("key")
    .execute();
  const campaigns = await db
    .selectFrom("newsletter_campaigns")
    .select(["subject", "blocks_json", "sent_html"])
    .where((where) => where.or([where("blocks_json", "like", named), where("sent_html", "like", `%${stem}%`)]))
    .orderBy("id")
    .execute();
  return [
    ...documents.flatMap(({ key, draft_json, published_json }) => [
      ...(showsPhoto(draft_json, photo.file) ? [`the draft of ${documentTitle(key)}`] : []),
      ...(showsPhoto(published_json, photo.file) ? [`the published ${documentTitle(key)}`] : []),
    ]),
    ...campaigns
      .filter(({ blocks_json, sent_html }) => showsPhoto(blocks_json, photo.file) || variant.test(sent_html ?? ""))
      .map(({ subject }) => `the newsletter “${subject}”`),
  ];
}

/** A delete refused: its message names every place still showing the photo. */
export class PhotoInUse extends Error {
  constructor(places: readonly string[]) {
    super(photoInUseMessage(places));
    this.name = "PhotoInUse";
  }
}

/**
 * Deletes a photo and its variants with its audit entry, in one transaction, unless something still
 * shows it (PhotoInUse). False when there is no such photo. A draft saved with the photo while it is
 * deleted is caught by photoIssues: it cannot publish a photo the library no longer has.
 */
export async function deletePhoto(db: Db, id: number, actor: Actor, at: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const photo = await trx
      .selectFrom("photos")
      .select(["file", "name", "width", "height", "hash"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!photo) return false;
    const places = await placesShowing(trx, photo);
    if (places.length > 0) throw new PhotoInUse(places);
    await trx.deleteFrom("photo_files").where("photo_id", "=", id).execute();
    await trx.deleteFrom("photos").where("id", "=", id).execute();
    await record(
      trx,
      actor,
      {
        action: "photo.delete",
        target: photo.file,
        before: { name: photo.name, width: photo.width, height: photo.height },
      },
      at,
    );
    return true;
  });
}
