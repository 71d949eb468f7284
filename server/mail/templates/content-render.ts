import { documentTitle } from "#domain/content/documents.ts";
import { contentMessages } from "#domain/staff/content-schemas.ts";
import type { RenderedMail } from "./contact.ts";
import { layout, markup, rowsHtml, rowsText, type Row } from "./html.ts";

/** Who published a version is told a page could not show it, and where to correct or retry it. */
export function pageBehindMail(
  publicOrigin: string,
  failure: { page: string; key: string; version: number; error: string },
): RenderedMail {
  const title = documentTitle(failure.key);
  const link = `${publicOrigin}/staff/content?${new URLSearchParams({ doc: failure.key })}`;
  const behind = contentMessages.pageBehind(failure.page, failure.version);
  const rows: Row[] = [
    { label: "Document", value: title },
    { label: "Page", value: failure.page },
    { label: "Error", value: failure.error },
  ];
  return {
    subject: `Not shown on ${failure.page}: ${title}, version ${failure.version}`,
    text: [behind, contentMessages.pageBehindNext, "", rowsText(rows), "", `Open the document: ${link}`].join("\n"),
    html: layout(
      "A page still shows the previous version",
      markup`<p>${behind}</p><p>${contentMessages.pageBehindNext}</p>${rowsHtml(rows)}<p><a href="${link}">Open the document</a></p>`,
    ),
  };
}
