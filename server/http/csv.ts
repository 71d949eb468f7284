import type { Context } from "hono";

/**
 * A cell a spreadsheet reads as text: quoted when it holds a separator, and a leading `=`, `+`,
 * `-`, `@`, tab or return defused, so no address can become a formula when the file is opened.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as a CSV file, every cell defused, lines ended as spreadsheets expect. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return rows.map((cells) => `${cells.map(csvCell).join(",")}\r\n`).join("");
}

/** A CSV file for the browser to save as `filename`. */
export function csvDownload(c: Context, csv: string, filename: string): Response {
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
  });
}
