import type { LucideIcon } from "lucide-react";
import Landmark from "lucide-react/icons/landmark";
import PiggyBank from "lucide-react/icons/piggy-bank";
import TrendingUp from "lucide-react/icons/trending-up";
import Wallet from "lucide-react/icons/wallet";
import { opportunityZoneBenefits } from "#content/work.ts";

const ICONS: LucideIcon[] = [PiggyBank, TrendingUp, Landmark, Wallet];

export function OpportunityZoneBenefits() {
  return (
    <ul role="list" className="grid gap-6 sm:grid-cols-2">
      {opportunityZoneBenefits.map((benefit, index) => {
        const Icon = ICONS[index % ICONS.length] ?? Landmark;
        return (
          <li key={benefit.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-river-100 text-river-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="font-display text-xl font-semibold text-stone-900">{benefit.title}</h3>
              <p className="mt-1 text-stone-700">{benefit.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
