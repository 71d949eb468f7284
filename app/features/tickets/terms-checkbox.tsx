import { useContext } from "react";
import { FormKitContext } from "#app/components/ui/form-field.tsx";

/** The event's terms, ticked before checkout, with a link to where the panel states them. */
export function TermsCheckbox({ id, terms, termsId }: { id: string; terms: { name: string }; termsId: string }) {
  const binding = useContext(FormKitContext);
  const registration = binding?.register("acceptTerms") ?? { name: "acceptTerms" };
  const error = binding?.error("acceptTerms");
  return (
    <div className="mt-4">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-river-700 disabled:cursor-not-allowed"
          {...registration}
        />
        <label htmlFor={id} className="font-semibold text-stone-900">
          I accept {terms.name}
        </label>
      </div>
      <p className="mt-1 pl-8 text-sm">
        <a href={`#${termsId}`} className="text-river-800 underline">
          Read {terms.name}
        </a>
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 pl-8 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The terms themselves, under the panel's form. */
export function TermsSection({ id, terms }: { id: string; terms: { heading: string; points: readonly string[] } }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-6 scroll-mt-24 rounded-xl bg-stone-100 p-4">
      <h3 id={`${id}-title`} className="font-semibold text-stone-900">
        {terms.heading}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-800">
        {terms.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
