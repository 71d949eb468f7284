import { imageSrc } from "#app/components/ui/picture.tsx";
import { resort } from "#content/resort.ts";
import { videoPoster } from "#content/home.ts";
import { HomeSection } from "./home-section.tsx";

export function VideoSection() {
  return (
    <HomeSection
      id="video"
      eyebrow="See it for yourself"
      title="Video Walkthrough"
      intro="Take a stroll through the park, from the riverfront RV sites to the cottages, the dock and Pique Nique."
      tone="tint"
    >
      {/* Rendered only near the screen: the video's native controls are a shadow tree of SVG images whose
          layout and paint were the home page's longest tasks while it loaded (docs/decisions/034). The
          aspect ratio keeps its place the same size until then. */}
      <div className="mx-auto aspect-video max-w-5xl overflow-hidden rounded-2xl bg-river-900 shadow-xl ring-1 ring-black/5 [contain-intrinsic-size:auto_none] [content-visibility:auto]">
        {/* preload="none": nothing but the poster is fetched until the visitor presses play. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the walkthrough has no sound; footage with speech needs a captions track. */}
        <video
          controls
          preload="none"
          playsInline
          poster={imageSrc(videoPoster, 1280)}
          width={1280}
          height={720}
          className="aspect-video h-auto w-full"
          aria-label={`Video walkthrough of ${resort.name}`}
        >
          <source src={resort.videoUrl} type="video/mp4" />
          <a href={resort.videoUrl}>Download the walkthrough video</a>
        </video>
      </div>
    </HomeSection>
  );
}
