import type { RefObject } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import type { Restaurant } from "#domain/content/schemas.ts";

interface GuideVideoDialogContentProps {
  video: Restaurant["guideVideo"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The guide video's dialog, loaded on demand as a module of its own (see guide-video-dialog.tsx). */
export function GuideVideoDialogContent({ video, open, onOpenChange, returnFocusTo }: GuideVideoDialogContentProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      wide
      title={video.title}
      description="A short walk-through of the way in, parking and the gate keypad."
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the guide has no sound, its steps are written on screen. */}
      <video controls preload="metadata" playsInline className="aspect-video w-full rounded-lg bg-black">
        <source src={video.url} type="video/mp4" />
        Your browser cannot play this video. <a href={video.url}>Download the video</a>.
      </video>
    </Dialog>
  );
}
