import { CirclePlay } from "lucide-react";
import { useRef, useState } from "react";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { useModuleOnDemand } from "#app/lib/use-module-on-demand.ts";
import { restaurant } from "#content/restaurant.ts";
import { onDemand } from "#app/lib/on-demand.ts";

/** The dialog's code (Radix) loads when the visitor reaches for the button, not with the page. */
const loadDialog = onDemand(() => import("#app/components/ui/dialog.tsx"));

export function GuideVideoDialog() {
  const { guideVideo } = restaurant;
  const [open, setOpen] = useState(false);
  const [dialog, requestDialog] = useModuleOnDemand(loadDialog);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={buttonClass("secondary")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => void requestDialog().then(() => setOpen(true))}
      >
        <CirclePlay aria-hidden="true" className="size-5" />
        Watch Video Instructions
      </button>
      {dialog && (
        <dialog.Dialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={trigger}
          wide
          title={guideVideo.title}
          description="A short walk-through of the way in, parking and the gate keypad."
        >
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the guide has no sound, its steps are written on screen. */}
          <video controls preload="metadata" playsInline className="aspect-video w-full rounded-lg bg-black">
            <source src={guideVideo.url} type="video/mp4" />
            Your browser cannot play this video. <a href={guideVideo.url}>Download the video</a>.
          </video>
        </dialog.Dialog>
      )}
    </>
  );
}
