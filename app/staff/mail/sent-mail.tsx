import { Link } from "react-router";
import type { z } from "#domain/zod.ts";
import type { mailAnswer } from "#domain/staff/mail-schemas.ts";
import { secondaryButton } from "#app/staff/ui.ts";

/** One mail as it was sent: the HTML part drawn in a frame that runs nothing, and the plain text. */
export function SentMail({ mail, closeTo }: { mail: z.infer<typeof mailAnswer>["mail"]; closeTo: string }) {
  return (
    <>
      <h2 id="mail-open-title" className="text-lg font-semibold">
        {mail.subject}
      </h2>
      <p className="text-sm wrap-anywhere">
        To {mail.to}
        {mail.replyTo ? ` · Reply-To ${mail.replyTo}` : ""}
      </p>
      {mail.html ? (
        <iframe
          title={`The mail as sent: ${mail.subject}`}
          sandbox=""
          srcDoc={mail.html}
          className="mt-3 h-96 w-full rounded-lg border border-stone-300 bg-white"
        />
      ) : null}
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold">Plain text</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words text-sm">{mail.text}</pre>
      </details>
      <Link to={closeTo} className={`${secondaryButton} mt-3`}>
        Close
      </Link>
    </>
  );
}
