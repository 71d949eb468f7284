import { resortTime } from "#app/staff/ui.ts";

/** What a document's summary says of its publishing; a document never published has no version yet. */
interface Publishing {
  publishedVersion: number | null;
  publishedAt: string | null;
  publishedBy: string | null;
}

export function publishedLine({ publishedVersion, publishedAt, publishedBy }: Publishing): string {
  if (publishedVersion === null || publishedAt === null) return "Not published yet";
  return `Published version ${publishedVersion} · ${resortTime(publishedAt)} · ${publishedBy ?? "from the site's first content"}`;
}
