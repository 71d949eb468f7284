import { writeFile } from "node:fs/promises";
import { chromium, type Browser } from "@playwright/test";
import sharp from "sharp";
import { chromiumLaunchOptions } from "./browser.ts";

/** One picture as the camera sees it: 8-bit RGB, row by row. */
interface RgbFrame {
  width: number;
  height: number;
  rgb: Buffer;
}

/** A picture (a ticket's QR code) held in the middle of a white page filling a 640×480 camera picture. */
export async function pictureFrame(png: Buffer, width = 640, height = 480): Promise<RgbFrame> {
  const rgb = await sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .composite([{ input: png, gravity: "centre" }])
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer();
  return { width, height, rgb };
}

/**
 * The frame in I420, as Y4M carries it: full-resolution luma, then each chroma plane at half width
 * and height, each sample the mean of a 2×2 block. BT.601 studio range, what a Y4M file without an
 * XCOLORRANGE tag means.
 */
function i420({ width, height, rgb }: RgbFrame): Buffer {
  const chroma = (width / 2) * (height / 2);
  const out = Buffer.alloc(width * height + 2 * chroma);
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = [rgb[3 * i] ?? 0, rgb[3 * i + 1] ?? 0, rgb[3 * i + 2] ?? 0];
    out[i] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
  }
  for (let y = 0; y < height / 2; y++)
    for (let x = 0; x < width / 2; x++) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = 3 * ((2 * y + dy) * width + 2 * x + dx);
        r += (rgb[i] ?? 0) / 4;
        g += (rgb[i + 1] ?? 0) / 4;
        b += (rgb[i + 2] ?? 0) / 4;
      }
      const at = y * (width / 2) + x;
      out[width * height + at] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      out[width * height + chroma + at] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  return out;
}

/** A Y4M video of the frames (all of one even size), which Chromium's fake camera plays in a loop. */
export async function writeY4m(path: string, frames: RgbFrame[], fps: number): Promise<void> {
  const [first] = frames;
  if (!first || first.width % 2 || first.height % 2) throw new Error("frames of an even width and height expected");
  if (frames.some((frame) => frame.width !== first.width || frame.height !== first.height))
    throw new Error("every frame of a Y4M video has one size");
  const header = Buffer.from(`YUV4MPEG2 W${first.width} H${first.height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, ...frames.flatMap((frame) => [Buffer.from("FRAME\n"), i420(frame)])]));
}

/**
 * Chromium as the tests launch it, with a camera that plays `video` (a Y4M file) and asks no
 * question before a page opens it. The file is named as the browser starts: write it before.
 */
export function launchWithFakeCamera(video: string): Promise<Browser> {
  return chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
