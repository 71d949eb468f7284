import { useContext, type InputHTMLAttributes } from "react";
import { controlClass, FieldShell, FormKitContext } from "#app/components/ui/form-field.tsx";

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "required" | "className">;

/**
 * A text field of the form kit with a line under its label saying what to type, read with the
 * field (aria-describedby). Only the console needs one (sign-in, enrolment, a refund's amount), so it
 * lives here and not in the kit every page loads at once.
 */
export function HintedTextField({
  id,
  name,
  label,
  hint,
  required,
  optional,
  ...input
}: InputAttributes & {
  id: string;
  name: string;
  label: string;
  hint: string;
  required?: boolean;
  optional?: boolean;
}) {
  const binding = useContext(FormKitContext);
  const error = binding?.error(name);
  return (
    <FieldShell id={id} label={label} required={required} optional={optional} error={error}>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-stone-600">
        {hint}
      </p>
      <input
        {...input}
        id={id}
        required={required === true ? true : undefined}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        {...(binding?.register(name) ?? { name })}
      />
    </FieldShell>
  );
}
