import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { errorText } from "#app/lib/api-client.ts";
import { PreviewWidths } from "#app/staff/preview-widths.tsx";
import { panel } from "#app/staff/ui.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import { previewPagesAnswer } from "#domain/staff/content-schemas.ts";

/** The widths a page is previewed at: a common phone's, and a laptop's. */
const views = {
  phone: { label: "Phone", width: 390, height: 844 },
  desktop: { label: "Desktop", width: 1280, height: 800 },
} as const;
type View = keyof typeof views;

const isView = (value: string | null): value is View => value === "phone" || value === "desktop";

/** How much a frame of `width` must shrink to fit the space the preview has. */
function useFitScale(width: number) {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, scale: room === null ? 1 : Math.min(1, room / width) };
}

interface DraftPreviewProps {
  docKey: string;
  /** The saved draft's revision: the frame shows it again after each save. */
  revision: number;
}

/**
 * The real page drawn with the saved draft, at a phone's or a desktop's width, inside the console.
 * Which view and page are open is kept in the address, so the address is a preview link other
 * staff can open; anyone else is asked to sign in, and the server refuses them the page.
 */
export function DraftPreview({ docKey, revision }: DraftPreviewProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const requested = params.get("preview");
  const view = isView(requested) ? requested : null;
  const pages = useStaffData(view ? `/content/${docKey}/pages` : null, previewPagesAnswer);
  const shown = pages.data?.pages ?? [];
  const requestedPage = params.get("page");
  const page = requestedPage !== null && shown.includes(requestedPage) ? requestedPage : (shown[0] ?? null);

  function show(changes: Record<string, string | null>) {
    const next = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    void navigate({ search: `?${next}` }, { replace: true, preventScrollReset: true });
  }

  return (
    <section id="draft-preview" aria-labelledby="preview-title" className={`${panel} space-y-4`}>
      <div className="space-y-1">
        <h2 id="preview-title" className="text-lg font-semibold">
          Preview
        </h2>
        <p className="text-stone-700">The page as visitors will see it once this draft is published, as last saved.</p>
      </div>
      <PreviewWidths
        labels={{ phone: views.phone.label, desktop: views.desktop.label }}
        shown={view}
        onShow={(name) => show({ preview: name })}
        onClose={() => show({ preview: null, page: null })}
      />
      {view === null ? null : pages.error ? (
        <p role="alert">{errorText(pages.error, "The pages could not load. Check the connection and try again.")}</p>
      ) : !pages.data ? (
        <p>Loading…</p>
      ) : page === null ? (
        <p>No page of the site shows this document yet.</p>
      ) : (
        <PreviewFrame docKey={docKey} revision={revision} view={view} page={page} pages={shown} onPage={show} />
      )}
    </section>
  );
}

interface PreviewFrameProps {
  docKey: string;
  revision: number;
  view: View;
  page: string;
  pages: readonly string[];
  onPage: (changes: Record<string, string | null>) => void;
}

function PreviewFrame({ docKey, revision, view, page, pages, onPage }: PreviewFrameProps) {
  const { width, height } = views[view];
  const { box, scale } = useFitScale(width);
  const source = `/api/staff/content/${encodeURIComponent(docKey)}/preview?path=${encodeURIComponent(page)}`;
  const location = useLocation();
  const link = `${window.location.origin}${location.pathname}${location.search}`;
  return (
    <>
      <div className="flex flex-wrap items-end gap-4">
        {pages.length > 1 ? (
          <label className="grid gap-1">
            <span className="font-semibold">Page</span>
            <select
              className="rounded-md border border-stone-400 px-3 py-2"
              value={page}
              onChange={(event) => onPage({ page: event.target.value })}
            >
              {pages.map((path) => (
                <option key={path} value={path}>
                  {path}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p>
            Page: <span className="font-semibold">{page}</span>
          </p>
        )}
        <a href={source} target="_blank" rel="noreferrer" className="text-river-800 underline">
          Open the preview in a new tab
        </a>
      </div>
      <label className="grid gap-1">
        <span className="font-semibold">Preview link for other staff</span>
        <input
          readOnly
          value={link}
          className="rounded-md border border-stone-400 px-3 py-2 text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <span className="text-sm text-stone-700">Only signed-in staff can open it.</span>
      </label>
      <div ref={box} className="w-full overflow-hidden rounded-lg border border-stone-300 bg-stone-100">
        <div style={{ height: height * scale }}>
          <iframe
            key={`${revision} ${page} ${view}`}
            title={`Preview of ${page} with the draft, ${views[view].label.toLowerCase()} width`}
            src={source}
            width={width}
            height={height}
            style={{ transform: `scale(${scale})`, transformOrigin: "top left" }}
            className="block bg-white"
          />
        </div>
      </div>
    </>
  );
}
