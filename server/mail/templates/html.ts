/** Visitor text is always escaped before it is placed in an HTML mail. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Escaped text with its line breaks kept. */
function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>");
}

export interface Row {
  label: string;
  value: string;
}

export function rowsText(rows: readonly Row[]): string {
  return rows.map((row) => `${row.label}: ${row.value.includes("\n") ? `\n${row.value}` : row.value}`).join("\n");
}

export function rowsHtml(rows: readonly Row[]): string {
  const cells = rows
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#44403c">${escapeHtml(row.label)}</th><td style="padding:4px 0">${escapeMultiline(row.value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellspacing="0" cellpadding="0">${cells}</table>`;
}

/** A plain mail layout; every argument is already-escaped HTML. */
export function layout(heading: string, body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5"><h1 style="font-size:20px">${heading}</h1>${body}</body></html>`;
}

/**
 * The first name to greet a visitor by in mail to their unverified address, or null. Anything
 * that does not look like a single name (a link, a sentence) is left out, so the form cannot be
 * used to send someone else a message of the sender's choosing.
 */
export function greetingName(name: string): string | null {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return /^\p{L}[\p{L}\p{M}'’-]{0,29}$/u.test(first) ? first : null;
}
