import type { InputHTMLAttributes } from "react";
import { controlClass, FieldShell } from "#app/components/ui/form-field.tsx";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

function errorProps(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined } as const;
}

/** A labelled input of the site's field kit, required unless said otherwise. */
export function Field({ id, label, error, hint, required = true, ...input }: FieldProps) {
  const described = errorProps(id, error);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={id}
        required={required}
        className={controlClass}
        {...input}
        {...described}
        aria-describedby={[hintId, described["aria-describedby"]].filter(Boolean).join(" ") || undefined}
      />
    </FieldShell>
  );
}

/** The form's own error, announced as it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <p role="alert" className="text-sm font-semibold text-red-800 empty:hidden">
      {message ?? ""}
    </p>
  );
}

/** A text field's value from a submitted form. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
