import type { InputHTMLAttributes, ReactNode } from "react";
import { HONEYPOT_FIELD } from "#domain/form-fields.ts";

export const controlClass =
  "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus-visible:border-river-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-river-600 disabled:cursor-not-allowed disabled:bg-stone-100 aria-[invalid=true]:border-red-700";

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A label, the control, and its error message wired up with aria-describedby by the caller. */
export function FieldShell({ id, label, required, error, className = "", children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-stone-600"> (optional)</span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function errorProps(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined } as const;
}

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** The honeypot: off-screen, out of the tab order and hidden from assistive technology. */
export function HoneypotInput(props: InputProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...props} name={HONEYPOT_FIELD} />
      </label>
    </div>
  );
}
