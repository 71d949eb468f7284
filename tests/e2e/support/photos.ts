import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { photoAnswer, type LibraryPhoto } from "#domain/staff/photo-schemas.ts";
import { staffHeaders } from "./content.ts";
import { expect } from "./fixtures.ts";

/** A file as Playwright hands it to a file input or a multipart form. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A real JPEG photo, as a phone or camera would send one: a sky over a meadow in `colour`, with a
 * sun the focus point can be set on. Wide enough for the site's photos and quick to encode.
 */
export async function jpegPhoto(name: string, colour = "#c86418"): Promise<FilePayload> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#203860"/><stop offset="1" stop-color="${colour}"/>
    </linearGradient></defs>
    <rect width="1200" height="800" fill="url(#sky)"/>
    <rect y="560" width="1200" height="240" fill="#486828"/>
    <circle cx="300" cy="620" r="90" fill="#f0c020"/>
  </svg>`;
  return { name, mimeType: "image/jpeg", buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer() };
}

/** Uploads a photo to the photo library as the console does, for a test that starts with one there. */
export async function uploadThroughApi(api: APIRequestContext, file: FilePayload): Promise<LibraryPhoto> {
  const response = await api.post("/api/staff/photos", { multipart: { photo: file }, headers: staffHeaders });
  expect(response.status()).toBe(201);
  return photoAnswer.parse(await response.json()).photo;
}
