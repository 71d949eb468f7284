import { useId } from "react";

export interface CheckboxChoice {
  value: string;
  label: string;
  /** Read after the label as its description (a ticket already checked in). */
  note?: string;
}

/**
 * Several choices of one list field, as checkboxes in a fieldset named by its legend. The form
 * holds the chosen values: react-hook-form's own reading of same-named checkboxes answers a lone
 * box with its value instead of a list, and an order may have one ticket left.
 */
export function CheckboxGroupField({
  legend,
  choices,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  choices: readonly CheckboxChoice[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="min-w-0 rounded-lg border border-stone-300 px-3 pt-1 pb-3 aria-invalid:border-red-700"
    >
      <legend className="px-1 text-sm font-semibold text-stone-800">{legend}</legend>
      <ul className="space-y-2">
        {choices.map((choice) => (
          <li key={choice.value} className="flex items-start gap-3">
            <input
              type="checkbox"
              id={`${id}-${choice.value}`}
              value={choice.value}
              checked={chosen.includes(choice.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? choices
                        .map(({ value }) => value)
                        .filter((value) => value === choice.value || chosen.includes(value))
                    : chosen.filter((value) => value !== choice.value),
                )
              }
              aria-describedby={
                [choice.note ? `${id}-${choice.value}-note` : "", error ? errorId : ""].join(" ").trim() || undefined
              }
              className="mt-0.5 size-5 shrink-0 accent-river-700 disabled:cursor-not-allowed"
            />
            <div className="text-sm">
              <label htmlFor={`${id}-${choice.value}`} className="text-stone-900">
                {choice.label}
              </label>
              {choice.note ? (
                <p id={`${id}-${choice.value}-note`} className="text-stone-600">
                  {choice.note}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
