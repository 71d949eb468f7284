import CirclePlay from "lucide-react/icons/circle-play";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { onDemand } from "#app/lib/on-demand.ts";
import { useDialogOnDemand } from "#app/lib/use-module-on-demand.ts";
import type { Restaurant } from "#domain/content/schemas.ts";

/**
 * The dialog's code (Radix) loads when the visitor reaches for the button, not with the page. It is
 * a module of its own rather than the shared dialog module: after a failed fetch, a retry imports
 * the chunk itself, which must then be the module asked for (app/lib/on-demand.ts).
 */
const loadDialog = onDemand(() => import("./guide-video-dialog-content.tsx"));

/** `video` is the restaurant's guide: where the video is, and the dialog's title. */
export function GuideVideoDialog({ video }: { video: Restaurant["guideVideo"] }) {
  const { dialog, open, setOpen, failed, retry, trigger, triggerProps } = useDialogOnDemand(loadDialog);
  return (
    <>
      <button {...triggerProps} className={buttonClass("secondary")}>
        <CirclePlay aria-hidden="true" className="size-5" />
        Watch Video Instructions
      </button>
      {failed ? (
        <div className="w-full rounded-2xl bg-white p-5 text-left shadow-xl">
          <LoadFailed
            message="The video instructions could not load. Check your connection and try again."
            onRetry={retry}
          />
        </div>
      ) : null}
      {dialog && (
        <dialog.GuideVideoDialogContent video={video} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
      )}
    </>
  );
}
