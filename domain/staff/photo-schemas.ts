/**
 * The photo library's upload and answers, shared by the server and the console. An upload is one
 * file in a multipart form field named `photo`; refusals use the rest of the API's shape,
 * `{ error }`. An uploaded photo is a `Photo` like a built one, with its `file` under `uploads/`,
 * so pages, <Picture> and the variant names treat both alike.
 */
import { photoSchema } from "#domain/content/schemas.ts";
import { z } from "#domain/zod.ts";
import { instant } from "./schemas.ts";

/** The form field an upload carries its file in. */
export const PHOTO_FIELD = "photo";
/** The largest file accepted: a phone's full-size photo fits several times over. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Narrower than this, a hero or card photo looks soft on a phone. */
export const PHOTO_MIN_WIDTH = 640;
/** Decoding more than this would take the server's memory, whatever the file's size. */
export const PHOTO_MAX_MEGAPIXELS = 60;
/** The accepted formats, by the content of the file (not its name or declared type). */
export const PHOTO_FORMATS = ["jpeg", "png", "webp", "avif"] as const;
/** The `accept` attribute of the console's file input. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

export const photoMessages = {
  missing: "Choose a photo to upload.",
  notAPhoto: "This file is not a photo the site can show. Upload a JPEG, PNG, WebP or AVIF photo.",
  tooLarge: `This photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB. Upload a smaller copy.`,
  tooSmall: `This photo is too small. Upload one at least ${PHOTO_MIN_WIDTH} pixels wide.`,
  tooManyPixels: `This photo has more than ${PHOTO_MAX_MEGAPIXELS} megapixels. Upload a smaller copy.`,
  busy: "Other photos are being prepared. Try again in a moment.",
  notInLibrary: "This photo is not in the photo library. Upload it again or choose another.",
  notUploaded: "The photo was not uploaded. Check the connection and try again.",
  libraryUnavailable: "The photo library could not be loaded. Check the connection and try again.",
  notFound: "This photo is not in the photo library.",
  notDeleted: "The photo was not deleted. Check the connection and try again.",
} as const;

/** The refusal to delete a photo something still shows, naming each place: "the draft of Kayak rentals". */
export function photoInUseMessage(places: readonly string[]): string {
  return `This photo is still shown by ${places.join("; ")}. Choose another photo there first.`;
}

/** One photo of the library, as the console lists it: newest first. */
const libraryPhoto = z.object({
  /** Its id in the library, which a delete names. */
  id: z.number().int(),
  photo: photoSchema,
  /** The file name it was uploaded with, as staff know it. */
  name: z.string(),
  uploadedAt: instant,
  uploadedBy: z.string(),
});
export type LibraryPhoto = z.infer<typeof libraryPhoto>;

/** 201 to an upload. */
export const photoAnswer = z.object({ photo: libraryPhoto });
/** GET /api/staff/photos. */
export const photoLibraryAnswer = z.object({ photos: z.array(libraryPhoto) });
