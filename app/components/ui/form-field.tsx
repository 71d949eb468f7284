import type { LucideIcon } from "lucide-react";
import LoaderCircle from "lucide-react/icons/loader-circle";
import {
  createContext,
  useContext,
  type FieldsetHTMLAttributes,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { HONEYPOT_FIELD } from "#domain/form-fields.ts";

/**
 * The field kit: every form of the site is built from these. They hold no form library: a live
 * form (useSchemaForm in schema-form.tsx) hands them its fields through FormKitContext; without
 * it they render plain, inert controls, which is what a form on demand shows until its code
 * arrives (see docs/forms.md).
 */

/** What a live form tells its fields: how to register one, its error, and whether it is sending. */
export interface FormKitBinding {
  register(name: string): UseFormRegisterReturn;
  error(name: string): string | undefined;
  /** A problem with the form as a whole (its rules could not be fetched). */
  problem: string | undefined;
  submitting: boolean;
}

/** Said when a form's code or rules could not be fetched. */
export const FORM_UNAVAILABLE = "This form could not load. Check your connection and try again.";

export const FormKitContext = createContext<FormKitBinding | null>(null);

/** A live form's submit handler as its view receives it: it settles once the send is over. */
export type FormSubmitHandler = (event: FormEvent<HTMLFormElement>) => Promise<void>;

/** Fields sit on white cards, except the footer's signup on the dark river band. */
type Tone = "light" | "dark";

const labelClass: Record<Tone, string> = {
  light: "block text-sm font-semibold text-stone-800",
  dark: "block text-sm font-semibold text-river-50",
};

const controlClasses: Record<Tone, string> = {
  light:
    "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus-visible:border-river-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-river-600 disabled:cursor-not-allowed disabled:bg-stone-100 aria-[invalid=true]:border-red-700",
  dark: "mt-2 block min-h-12 w-full rounded-full border border-white/30 bg-white px-5 text-base text-stone-900 placeholder:text-stone-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sunset-400 disabled:cursor-not-allowed disabled:opacity-70",
};

/** The kit's control look, for the staff console's controls that no live form binds. */
export const controlClass = controlClasses.light;

/** True while the surrounding form is sending. */
export function useFormSubmitting(): boolean {
  return useContext(FormKitContext)?.submitting ?? false;
}

function useField(name: string) {
  const binding = useContext(FormKitContext);
  return { registration: binding?.register(name) ?? { name }, error: binding?.error(name) };
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  /** Marks the label with an asterisk and the control as required. */
  required?: boolean;
  /** Marks the label "(optional)". */
  optional?: boolean;
  /** Classes of the field's wrapper (grid placement). */
  className?: string;
  tone?: Tone;
}

type ControlAttributes<T> = Omit<T, "id" | "name" | "required" | "className" | "children">;

export function FieldShell({
  id,
  label,
  required,
  optional,
  error,
  className = "",
  tone = "light",
  children,
}: Omit<FieldProps, "name"> & { error: string | undefined; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass[tone]}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : optional ? (
          <span className="font-normal text-stone-600"> (optional)</span>
        ) : null}
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

function controlProps(id: string, required: boolean | undefined, error: string | undefined, tone: Tone = "light") {
  return {
    id,
    required: required === true ? true : undefined,
    className: controlClasses[tone],
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
}

export function TextField({
  id,
  name,
  label,
  required,
  optional,
  className,
  tone,
  ...input
}: FieldProps & ControlAttributes<InputHTMLAttributes<HTMLInputElement>>) {
  const { registration, error } = useField(name);
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      optional={optional}
      error={error}
      className={className}
      tone={tone}
    >
      <input {...input} {...controlProps(id, required, error, tone)} {...registration} />
    </FieldShell>
  );
}

export function TextareaField({
  id,
  name,
  label,
  required,
  optional,
  className,
  ...textarea
}: FieldProps & ControlAttributes<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { registration, error } = useField(name);
  return (
    <FieldShell id={id} label={label} required={required} optional={optional} error={error} className={className}>
      <textarea {...textarea} {...controlProps(id, required, error)} {...registration} />
    </FieldShell>
  );
}

export function SelectField({
  id,
  name,
  label,
  required,
  optional,
  className,
  placeholder,
  options,
  ...select
}: FieldProps &
  ControlAttributes<SelectHTMLAttributes<HTMLSelectElement>> & {
    placeholder: string;
    options: readonly { label: string; value: string }[];
  }) {
  const { registration, error } = useField(name);
  return (
    <FieldShell id={id} label={label} required={required} optional={optional} error={error} className={className}>
      <select {...select} {...controlProps(id, required, error)} {...registration}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** The honeypot (see HONEYPOT_FIELD): off-screen, out of the tab order and hidden from assistive technology. */
export function HoneypotField() {
  const { registration } = useField(HONEYPOT_FIELD);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}

/** The form's controls, disabled together while it sends, and a problem with the whole form after them. */
export function FormFieldset({ disabled, children, ...fieldset }: FieldsetHTMLAttributes<HTMLFieldSetElement>) {
  const binding = useContext(FormKitContext);
  return (
    <fieldset {...fieldset} disabled={disabled || binding?.submitting}>
      {children}
      {binding?.problem ? (
        <p role="alert" className="text-sm text-red-700">
          {binding.problem}
        </p>
      ) : null}
    </fieldset>
  );
}

interface SubmitButtonProps {
  children: ReactNode;
  /** What the button says while the form sends. */
  pendingLabel: string;
  icon?: LucideIcon;
  variant?: "primary" | "secondary";
  className?: string;
}

/** The submit button: disabled, with a spinner and its pending label, while the form sends. */
export function SubmitButton({
  children,
  pendingLabel,
  icon: Icon,
  variant = "secondary",
  className = "",
}: SubmitButtonProps) {
  const submitting = useFormSubmitting();
  return (
    <button
      type="submit"
      disabled={submitting}
      className={buttonClass(variant, `disabled:cursor-not-allowed ${className}`)}
    >
      {submitting ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : Icon ? (
        <Icon aria-hidden="true" className="size-5" />
      ) : null}
      {submitting ? pendingLabel : children}
    </button>
  );
}
