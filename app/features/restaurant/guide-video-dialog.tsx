import { CirclePlay } from "lucide-react";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { restaurant } from "#content/restaurant.ts";

export function GuideVideoDialog() {
  const { guideVideo } = restaurant;
  return (
    <Dialog
      wide
      title={guideVideo.title}
      description="A short walk-through of the way in, parking and the gate keypad."
      trigger={
        <button type="button" className={buttonClass("secondary")}>
          <CirclePlay aria-hidden="true" className="size-5" />
          Watch Video Instructions
        </button>
      }
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the guide has no sound, its steps are written on screen. */}
      <video controls preload="metadata" playsInline className="aspect-video w-full rounded-lg bg-black">
        <source src={guideVideo.url} type="video/mp4" />
        Your browser cannot play this video. <a href={guideVideo.url}>Download the video</a>.
      </video>
    </Dialog>
  );
}
