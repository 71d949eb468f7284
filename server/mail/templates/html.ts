import { html, raw as honoRaw } from "hono/html";

/**
 * Markup built by `markup`: every string placed in it was escaped on the way in, and only what
 * `raw` marks went in as written. It is not a string type on purpose (at run time it is a String
 * object), so it cannot be stored or sent before `String()` or a function returning `string`
 * finishes it.
 */
export interface Html {
  readonly isEscaped: true;
  toString(): string;
}

/** What a template may hold: text is escaped, `Html` kept, arrays laid end to end, nothing left out. */
export type HtmlValue = string | number | Html | null | undefined | false | readonly HtmlValue[];

/**
 * Hono's `html` template, typed so that no promise (which would make it asynchronous) goes in. It
 * is not called `html` because Prettier re-indents the markup of templates tagged `html`, which
 * changes the bytes they produce: the whitespace of every mail, and the inline style and script
 * whose hashes the pages' Content-Security-Policy allows.
 */
export function markup(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  return html(strings, ...values) as Html;
}

/** Markup the server wrote itself, placed as is: never text that came from a visitor or staff. */
export function raw(serverMarkup: string): Html {
  return honoRaw(serverMarkup);
}

const lineBreak = raw("<br>");

/** Each text on a line of its own. */
export function lines(texts: readonly string[]): Html {
  return markup`${texts.map((text, index) => (index === 0 ? text : [lineBreak, text]))}`;
}

/** Text with its line breaks kept. */
export function multiline(text: string): Html {
  return lines(text.split(/\r?\n/));
}

export interface Row {
  label: string;
  value: string;
}

export function rowsText(rows: readonly Row[]): string {
  return rows.map((row) => `${row.label}: ${row.value.includes("\n") ? `\n${row.value}` : row.value}`).join("\n");
}

export function rowsHtml(rows: readonly Row[]): Html {
  const cells = rows.map(
    (row) =>
      markup`<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#44403c">${row.label}</th><td style="padding:4px 0">${multiline(row.value)}</td></tr>`,
  );
  return markup`<table role="presentation" cellspacing="0" cellpadding="0">${cells}</table>`;
}

/** A plain mail around its body, finished as the outbox stores it and nodemailer sends it. */
export function layout(heading: string, body: Html): string {
  return String(
    markup`<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5"><h1 style="font-size:20px">${heading}</h1>${body}</body></html>`,
  );
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
