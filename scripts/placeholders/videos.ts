/**
 * One-off generator of the two placeholder videos in public/media, made from the placeholder
 * photos with ffmpeg (slow pans, cross-fades, H.264, no audio). The results are committed, so
 * neither the build nor CI needs ffmpeg; rerun `node scripts/placeholders/videos.ts` to remake them.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { restaurant } from "#content/restaurant.ts";
import { resort } from "#content/resort.ts";

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 25;
const SLIDE_SECONDS = 3.2;
const FADE_SECONDS = 0.6;

interface Slide {
  image: string;
  caption?: string;
  step?: string;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}

/** A frame a little larger than the video, so the pan has room; captions are drawn in. */
async function frame(slide: Slide, path: string): Promise<void> {
  const w = Math.round(WIDTH * 1.2);
  const h = Math.round(HEIGHT * 1.2);
  const base = sharp(join("content/images", slide.image)).resize(w, h, { fit: "cover" });
  const layers = [];
  if (slide.caption) {
    const step = slide.step
      ? `<text x="90" y="${h - 150}" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="#ffd891">${escapeXml(slide.step)}</text>`
      : "";
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      <rect y="${h - 230}" width="${w}" height="230" fill="#0b1f1c" opacity="0.72"/>${step}
      <text x="90" y="${h - 95}" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="#ffffff">${escapeXml(slide.caption)}</text></svg>`;
    layers.push({ input: Buffer.from(svg) });
  }
  await base.composite(layers).jpeg({ quality: 90 }).toFile(path);
}

async function video(slides: Slide[], out: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "placeholder-media-"));
  try {
    const inputs: string[] = [];
    const filters: string[] = [];
    const frames = Math.round(SLIDE_SECONDS * FPS);
    for (const [index, slide] of slides.entries()) {
      const path = join(dir, `${index}.jpg`);
      await frame(slide, path);
      inputs.push("-i", path);
      const zoom = index % 2 === 0 ? "min(zoom+0.0012,1.12)" : "if(eq(on,0),1.12,max(zoom-0.0012,1))";
      filters.push(
        `[${index}:v]zoompan=z='${zoom}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${WIDTH}x${HEIGHT}:fps=${FPS},format=yuv420p,setsar=1[v${index}]`,
      );
    }
    let last = "v0";
    for (let index = 1; index < slides.length; index++) {
      const offset = (index * (SLIDE_SECONDS - FADE_SECONDS)).toFixed(2);
      filters.push(`[${last}][v${index}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset}[x${index}]`);
      last = `x${index}`;
    }
    execFileSync("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      ...inputs,
      "-filter_complex",
      filters.join(";"),
      "-map",
      `[${last}]`,
      "-c:v",
      "libx264",
      "-profile:v",
      "main",
      "-preset",
      "slow",
      "-crf",
      "30",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      "-an",
      out,
    ]);
    console.log(`${out}: ${(statSync(out).size / 1024).toFixed(0)} KB`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await video(
  [
    { image: "hero/video-poster.jpg" },
    { image: "hero/riverfront.jpg", caption: `Welcome to ${resort.name}` },
    { image: "gallery/riverfront-sites.jpg", caption: `${resort.rvSpotCount} RV spots on the Coosa River` },
    { image: "gallery/cottage-porch.jpg", caption: "Cottages and tiny homes" },
    { image: "gallery/kayaks.jpg", caption: "Kayaks, fishing and the boat dock" },
    { image: "gallery/pique-nique-patio.jpg", caption: "Dinner at Pique Nique" },
    { image: "gallery/river-sunset.jpg", caption: "See you on the river" },
  ],
  `public${resort.videoUrl}`,
);

await video(
  [
    { image: "gallery/pique-nique-patio.jpg", caption: "Finding Pique Nique", step: "Restaurant guide" },
    { image: "park-map.png", caption: "Follow the main road past the Bay Lodge", step: "Step 1" },
    { image: "lodging/rv-spots.jpg", caption: "Park in the lot by the restaurant gate", step: "Step 2" },
    { image: "gallery/brunch.jpg", caption: "Sign in on our website to see the gate code", step: "Step 3" },
    { image: "gallery/river-sunset.jpg", caption: "Enter the code while we are open. Enjoy!", step: "Step 4" },
  ],
  `public${restaurant.guideVideo.url}`,
);
