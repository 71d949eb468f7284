import { PHOTO_FIELD, photoMessages } from "#domain/staff/photo-schemas.ts";
import { ApiError } from "#server/http/errors.ts";
import { EncodeQueueFull, encodeQueue } from "#server/photos/encode-queue.ts";
import { PhotoInUse, deletePhoto, savePhoto, uploadedPhotos } from "#server/photos/library.ts";
import { PhotoRefusal, preparePhoto } from "#server/photos/upload.ts";
import { encodeVariants } from "#server/photos/variants.ts";
import type { StaffContext, StaffRouter } from "./router.ts";

/** Uploads waiting while one is prepared; one more is refused. */
const MAX_WAITING = 3;

/** Refused as busy: by then the one being prepared has usually finished. */
function busy(c: StaffContext): never {
  c.header("Retry-After", "2");
  throw new ApiError(503, { error: photoMessages.busy });
}

/** The uploaded file, by the form's one field; other fields are ignored. */
async function uploadedFile(c: StaffContext): Promise<File> {
  // A body that is no form, or a broken one, holds no photo either.
  const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
  const file = form[PHOTO_FIELD];
  if (!(file instanceof File) || file.size === 0) throw new ApiError(400, { error: photoMessages.missing });
  return file;
}

/** A photo's id in a path: digits only, or no photo at all. */
const PHOTO_ID = /^[1-9]\d{0,9}$/;

/**
 * The photo library: managers and owners upload photos for the content editor and delete those
 * nothing shows any more; every role sees them.
 */
export function photoEndpoints(router: StaffRouter): void {
  const { deps } = router;
  const queue = encodeQueue(MAX_WAITING);

  router.get("/photos", "content.view", async (c) => c.json({ photos: await uploadedPhotos(deps.db) }));

  router.post("/photos", "content.edit", async (c) => {
    // Refused before its body is read: a full line would not reach it for seconds.
    if (queue.full) busy(c);
    const file = await uploadedFile(c);
    const bytes = Buffer.from(await file.arrayBuffer());
    const prepared = await queue
      .run(async () => {
        const { photo, name, source } = await preparePhoto(bytes, file.name);
        return { photo, name, variants: await encodeVariants(source, photo) };
      }, c.req.raw.signal)
      .catch((error: unknown) => {
        if (error instanceof PhotoRefusal) throw new ApiError(error.status, { error: error.message });
        if (error instanceof EncodeQueueFull) busy(c);
        throw error;
      });
    const photo = await savePhoto(deps.db, prepared, router.actor(c), deps.clock.now());
    return c.json({ photo }, 201);
  });

  router.delete("/photos/:id", "content.edit", async (c) => {
    const id = c.req.param("id") ?? "";
    const notFound = new ApiError(404, { error: photoMessages.notFound });
    if (!PHOTO_ID.test(id)) throw notFound;
    const deleted = await deletePhoto(deps.db, Number(id), router.actor(c), deps.clock.now()).catch(
      (error: unknown) => {
        if (error instanceof PhotoInUse) throw new ApiError(409, { error: error.message });
        throw error;
      },
    );
    if (!deleted) throw notFound;
    return c.body(null, 204);
  });
}
