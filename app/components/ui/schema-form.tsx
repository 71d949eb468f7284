import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import {
  get,
  useForm,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import { ApiRequestError } from "#app/lib/api-client.ts";
import type { z } from "#domain/zod.ts";
import { FORM_UNAVAILABLE, FormKitContext, type FormKitBinding } from "./form-field.tsx";

/**
 * The form recipe (docs/forms.md): react-hook-form, checked by the payload's zod schema from
 * domain/. The schema is imported when the form first checks itself, so zod stays off a page
 * until a visitor uses a form. Imported only by code that is itself loaded on demand.
 */

type SchemaLoader<Input extends FieldValues, Output> = () => Promise<z.ZodType<Output, Input>>;

/** The form's rules could not be fetched (offline); the next check tries again. */
class RulesUnavailable extends Error {}

function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: SchemaLoader<Input, Output>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return (values, context, options) => {
    resolver ??= loadSchema().then(
      (schema) => zodResolver<Input, unknown, Output>(schema),
      () => {
        resolver = undefined;
        throw new RulesUnavailable();
      },
    );
    return resolver.then((resolve) => resolve(values, context, options));
  };
}

interface SchemaFormOptions<Input extends FieldValues, Output> extends Omit<
  UseFormProps<Input, unknown, Output>,
  "resolver" | "reValidateMode"
> {
  /**
   * After a failed send an edited field is checked again as the visitor types; with this, its
   * message simply goes, as the account forms require.
   */
  clearErrorOnEdit?: boolean;
  /** Any edit (the form's status returns to idle). */
  onEdit?: () => void;
}

interface SchemaForm<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** For FormFields: the kit's fields register through it. */
  fields: FormKitBinding;
  /**
   * The form's submit handler, as react-hook-form's handleSubmit makes it; when the rules can't
   * be fetched the form says so (FormFieldset shows it) instead of failing silently.
   */
  handleSubmit: (
    onValid: SubmitHandler<Output>,
    onInvalid?: SubmitErrorHandler<Input>,
  ) => (event?: FormEvent<HTMLFormElement>) => Promise<void>;
}

export function useSchemaForm<Input extends FieldValues, Output>(
  schema: SchemaLoader<Input, Output>,
  { clearErrorOnEdit = false, onEdit, ...options }: SchemaFormOptions<Input, Output>,
): SchemaForm<Input, Output> {
  const [resolver] = useState(() => lazyZodResolver(schema));
  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver,
    reValidateMode: clearErrorOnEdit ? "onSubmit" : "onChange",
    // The library would focus while the send still disables the form, where nothing takes focus.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const refusedForm = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (!refusedForm.current || isSubmitting) return;
    focusFirstError(refusedForm.current);
    refusedForm.current = null;
  }, [isSubmitting]);
  // The kit names fields by string; a name the form doesn't know simply registers nothing of use.
  const path = (name: string) => name as Path<Input>;
  const fields: FormKitBinding = {
    register: (name) =>
      form.register(path(name), {
        onChange: () => {
          if (clearErrorOnEdit) form.clearErrors(path(name));
          onEdit?.();
        },
      }),
    error: (name) => {
      const error: unknown = get(errors, name);
      return error && typeof error === "object" && "message" in error && typeof error.message === "string"
        ? error.message
        : undefined;
    },
    problem: errors.root?.message,
    submitting: isSubmitting,
  };
  const handleSubmit: SchemaForm<Input, Output>["handleSubmit"] = (onValid, onInvalid) => {
    return async (event) => {
      const formElement = event?.currentTarget ?? null;
      const submit = form.handleSubmit(onValid, (invalid, submitEvent) => {
        refusedForm.current = formElement;
        return onInvalid?.(invalid, submitEvent);
      });
      try {
        await submit(event);
      } catch (error) {
        if (!(error instanceof RulesUnavailable)) throw error;
        form.setError("root", { type: "unavailable", message: FORM_UNAVAILABLE });
      }
    };
  };
  return { form, fields, handleSubmit };
}

/**
 * Focuses the first control in error in the order the form reads: a field, or the first control of
 * a group in error (the night picker's radios). Runs once the send no longer disables the form.
 */
function focusFirstError(formElement: HTMLFormElement): void {
  const invalid = formElement.querySelector<HTMLElement>('[aria-invalid="true"]');
  const control = invalid?.matches("input, select, textarea")
    ? invalid
    : invalid?.querySelector<HTMLElement>("input:enabled, select:enabled, textarea:enabled");
  control?.focus();
}

/** Gives the kit's fields inside it their live form. */
export function FormFields({ value, children }: { value: FormKitBinding; children: ReactNode }) {
  return <FormKitContext.Provider value={value}>{children}</FormKitContext.Provider>;
}

/** Shows the server's messages by field (a 400's `fields`) on the fields the form has. */
export function showServerFieldErrors<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  error: unknown,
  known: readonly string[],
): void {
  if (!(error instanceof ApiRequestError)) return;
  for (const [name, message] of Object.entries(error.fields ?? {}))
    if (known.includes(name)) form.setError(name as Path<Input>, { message });
}
