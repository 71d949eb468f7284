import { useRef } from "react";
import { imageSrc } from "#app/components/ui/picture.tsx";
import { useNearViewport } from "#app/lib/use-near-viewport.ts";
import { useResort } from "#app/lib/site-data.ts";
import type { ContentImage } from "#domain/content/schemas.ts";
import { HomeSection } from "./home-section.tsx";

export function VideoSection({ poster }: { poster: ContentImage }) {
  const resort = useResort();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, "200px 0px");
  return (
    <HomeSection
      id="video"
      eyebrow="See it for yourself"
      title="Video Walkthrough"
      intro="Take a stroll through the park, from the riverfront RV sites to the cottages, the dock and Pique Nique."
      tone="tint"
    >
      {/* The native controls are a shadow tree whose style, layout and paint cost the home page about a
          third of its main-thread work while it loaded (docs/decisions/035). They are added once the
          video comes within 200 px of the screen, on every screen further down than its first. The
          video itself, its name and its poster are there from the start. */}
      <div
        ref={box}
        className="mx-auto aspect-video max-w-5xl overflow-hidden rounded-2xl bg-river-900 shadow-xl ring-1 ring-black/5"
      >
        {/* preload="none": nothing but the poster is fetched until the visitor presses play. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the walkthrough has no sound; footage with speech needs a captions track. */}
        <video
          controls={near}
          preload="none"
          playsInline
          poster={imageSrc(poster, 1280)}
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
