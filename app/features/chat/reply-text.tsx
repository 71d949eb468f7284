import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

/**
 * Renders a reply's small markdown-like subset as React elements: [text](/path) links to our own
 * pages, **bold**, phone numbers and email addresses as links, blank lines as paragraphs. Nothing
 * from the server is ever inserted as HTML; a link to anywhere but a site path shows as its text.
 */
const TOKEN =
  /\[([^\]\n]{1,200})\]\(([^)\s]{1,300})\)|\*\*([^*\n]{1,200})\*\*|(\(\d{3}\) \d{3}-\d{4})|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

export function isSitePath(href: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(href);
}

const linkClass = "font-semibold text-river-700 underline underline-offset-2 hover:text-river-900";

function inline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const key = `${keyPrefix}-${index}`;
    const [, label, href, bold, phone, email] = match;
    if (label !== undefined && href !== undefined) {
      nodes.push(
        isSitePath(href) ? (
          <Link key={key} to={href} className={linkClass}>
            {label}
          </Link>
        ) : (
          label
        ),
      );
    } else if (bold !== undefined) {
      nodes.push(<strong key={key}>{bold}</strong>);
    } else if (phone !== undefined) {
      nodes.push(
        <a key={key} href={`tel:+1${phone.replace(/\D/g, "")}`} className={linkClass}>
          {phone}
        </a>,
      );
    } else if (email !== undefined) {
      nodes.push(
        <a key={key} href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>,
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function ReplyText({ content }: { content: string }) {
  const paragraphs = content.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== "");
  return (
    <>
      {paragraphs.map((paragraph, p) => (
        <p key={p} className={p > 0 ? "mt-2" : undefined}>
          {paragraph.split("\n").map((line, l) => (
            <Fragment key={l}>
              {l > 0 && <br />}
              {inline(line, `${p}-${l}`)}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
