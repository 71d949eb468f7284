import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactNode } from "react";

/** Spec: tooltips open after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

/**
 * Each tooltip carries its own provider rather than one at the root, so pages without a tooltip
 * don't load the positioning code.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content sideOffset={6} className="z-50 rounded-md bg-stone-900 px-3 py-1.5 text-sm text-white shadow">
            {content}
            <RadixTooltip.Arrow className="fill-stone-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
