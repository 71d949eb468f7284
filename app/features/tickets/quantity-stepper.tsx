import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import { Tooltip } from "#app/components/ui/tooltip.tsx";
import { MAX_TICKETS_PER_TYPE, clampQuantity } from "#domain/tickets.ts";

interface QuantityStepperProps {
  id: string;
  name: string;
  label: string;
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}

const stepButton =
  "grid size-11 place-items-center rounded-full border border-river-700 text-river-800 hover:bg-river-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-600 disabled:cursor-not-allowed disabled:opacity-40";

/** Whole numbers from 0 to the per-type cap, by buttons or typing. */
export function QuantityStepper({ id, name, label, value, disabled, onChange }: QuantityStepperProps) {
  const removeLabel = `Remove one ${label} ticket`;
  const addLabel = `Add one ${label} ticket`;
  return (
    <div className="flex items-center gap-2">
      <Tooltip content={removeLabel}>
        <button
          type="button"
          className={stepButton}
          aria-label={removeLabel}
          disabled={disabled || value <= 0}
          onClick={() => onChange(clampQuantity(value - 1))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
      </Tooltip>
      <label htmlFor={id} className="sr-only">
        {label} quantity
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_TICKETS_PER_TYPE}
        step={1}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(clampQuantity(event.currentTarget.valueAsNumber))}
        className="h-11 w-14 rounded-lg border border-stone-400 bg-white text-center text-lg font-semibold tabular-nums focus-visible:outline-3 focus-visible:outline-river-600"
      />
      <Tooltip content={addLabel}>
        <button
          type="button"
          className={stepButton}
          aria-label={addLabel}
          disabled={disabled || value >= MAX_TICKETS_PER_TYPE}
          onClick={() => onChange(clampQuantity(value + 1))}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </Tooltip>
    </div>
  );
}
