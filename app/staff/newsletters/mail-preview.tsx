import { useEffect, useState } from "react";
import { ApiRequestError, errorText } from "#app/lib/api-client.ts";
import { PreviewWidths } from "#app/staff/preview-widths.tsx";
import { panel } from "#app/staff/ui.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import { campaignPreviewAnswer } from "#domain/staff/campaign-schemas.ts";

/** The widths the mail is previewed at: a small phone's, and a desktop mail program's reading pane. */
const views = {
  phone: { label: "Phone", width: 375 },
  desktop: { label: "Desktop", width: 800 },
} as const;
type View = keyof typeof views;

interface MailPreviewProps {
  campaignId: number;
  /** The form holds changes the preview, drawn from the saved campaign, does not show. */
  unsaved: boolean;
  /** Blocks the server could not draw, by their path, to show beside them. */
  onRefused: (fields: Record<string, string>) => void;
}

/**
 * The saved campaign as a subscriber's mail program would show it: its HTML part in a frame that
 * runs nothing, at a phone's or a desktop's width, and its plain-text part.
 */
export function MailPreview({ campaignId, unsaved, onRefused }: MailPreviewProps) {
  const [view, setView] = useState<View | null>(null);
  const preview = useStaffData(view ? `/newsletters/${campaignId}/preview` : null, campaignPreviewAnswer);
  const refused = preview.error instanceof ApiRequestError ? preview.error.fields : undefined;
  useEffect(() => {
    if (refused) onRefused(refused);
  }, [refused, onRefused]);

  return (
    <section aria-labelledby="campaign-preview-title" className={`${panel} space-y-4`}>
      <h2 id="campaign-preview-title" className="text-lg font-semibold">
        Preview
      </h2>
      <p className="text-stone-700">
        The newsletter as last saved, with the site&apos;s events, cottages and hours as they are now.
        {unsaved ? " Save to see your latest changes." : ""}
      </p>
      <PreviewWidths
        labels={{ phone: views.phone.label, desktop: views.desktop.label }}
        shown={view}
        onShow={setView}
        onClose={() => setView(null)}
      />
      {view === null ? null : preview.error ? (
        <p role="alert" className="font-semibold text-red-800">
          {errorText(preview.error, "The preview could not load. Check the connection and try again.")}
        </p>
      ) : !preview.data ? (
        <p>Loading…</p>
      ) : (
        <>
          <p className="text-sm">
            Subject: <span className="font-semibold">{preview.data.subject}</span>
          </p>
          <div className="overflow-x-auto rounded-lg border border-stone-300 bg-stone-100">
            <iframe
              title={`Preview at a ${views[view].label.toLowerCase()}'s width`}
              sandbox=""
              srcDoc={preview.data.html}
              width={views[view].width}
              height={720}
              className="block bg-white"
            />
          </div>
          <details>
            <summary className="cursor-pointer font-semibold">Plain text</summary>
            <pre className="mt-2 text-sm break-words whitespace-pre-wrap">{preview.data.text}</pre>
          </details>
        </>
      )}
    </section>
  );
}
