import { secondaryButton } from "#app/staff/ui.ts";

type PreviewWidth = "phone" | "desktop";

interface PreviewWidthsProps {
  /** The label each width's button shows. */
  labels: Record<PreviewWidth, string>;
  shown: PreviewWidth | null;
  onShow: (width: PreviewWidth) => void;
  onClose: () => void;
}

/** The buttons that show a preview at a phone's or a desktop's width, the one shown pressed, and one to close it. */
export function PreviewWidths({ labels, shown, onShow, onClose }: PreviewWidthsProps) {
  return (
    <div role="group" aria-label="Preview width" className="flex flex-wrap gap-2">
      {(["phone", "desktop"] as const).map((width) => (
        <button
          key={width}
          type="button"
          className={`${secondaryButton} aria-pressed:border-river-800 aria-pressed:bg-river-800 aria-pressed:text-white`}
          aria-pressed={shown === width}
          onClick={() => onShow(width)}
        >
          {labels[width]}
        </button>
      ))}
      {shown ? (
        <button type="button" className={secondaryButton} onClick={onClose}>
          Close preview
        </button>
      ) : null}
    </div>
  );
}
