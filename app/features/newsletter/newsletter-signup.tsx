import { Loader2, Mail } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { HoneypotInput } from "#app/components/ui/form-field.tsx";
import { notify } from "#app/components/ui/toaster.tsx";
import { acceptedAnswer, ApiRequestError, errorText, postJson } from "#app/lib/api-client.ts";
import { HONEYPOT_FIELD } from "#domain/form-fields.ts";
import { newsletterMessages, normaliseEmail } from "#domain/newsletter.ts";

/** The footer's signup (spec sections 5 and 8): an empty address never reaches the server. */
export function NewsletterSignup() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === "") {
      notify.error({
        title: newsletterMessages.emailRequiredTitle,
        description: newsletterMessages.emailRequiredDescription,
      });
      return;
    }
    setSubmitting(true);
    try {
      // The address's format is the server's call (the same schema, answered as a 400 with its
      // text): checking it here too would put the whole validation library on every page.
      await postJson(
        "/api/subscribe-newsletter",
        { email: normaliseEmail(email), [HONEYPOT_FIELD]: honeypot },
        acceptedAnswer,
      );
      setEmail("");
      notify.success({ title: newsletterMessages.successTitle, description: newsletterMessages.successDescription });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        notify.info({ title: newsletterMessages.duplicateTitle, description: newsletterMessages.duplicateDescription });
      } else {
        notify.error({
          title: newsletterMessages.failureTitle,
          description: errorText(error, newsletterMessages.failureFallback),
        });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-6 lg:grid-cols-2 lg:items-center">
      <div>
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-white sm:text-3xl">
          Stay in the Loop
        </h2>
        <p className="mt-2 text-river-100">
          Seasonal events, holiday lights and riverfront news, straight to your inbox.
        </p>
      </div>
      <form noValidate onSubmit={submit} className="relative">
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-river-50">
          Email address
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={submitting}
            className="min-h-12 w-full flex-1 rounded-full border border-white/30 bg-white px-5 text-base text-stone-900 placeholder:text-stone-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sunset-400 disabled:cursor-not-allowed disabled:opacity-70"
          />
          <button
            type="submit"
            disabled={submitting}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-sunset-700 px-6 font-semibold text-white shadow-md transition-colors hover:bg-sunset-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sunset-400 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {submitting ? (
              <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Mail aria-hidden="true" className="size-5" />
            )}
            {submitting ? "Subscribing..." : "Subscribe"}
          </button>
        </div>
        <HoneypotInput value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      </form>
    </section>
  );
}
