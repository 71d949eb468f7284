import type { LucideIcon } from "lucide-react";
import Bike from "lucide-react/icons/bike";
import Building from "lucide-react/icons/building";
import House from "lucide-react/icons/house";
import PartyPopper from "lucide-react/icons/party-popper";
import Sparkles from "lucide-react/icons/sparkles";
import TentTree from "lucide-react/icons/tent-tree";
import Utensils from "lucide-react/icons/utensils";
import Waves from "lucide-react/icons/waves";

/** Content names its icons by lucide's kebab-case names; these are the ones it uses. */
const icons: Record<string, LucideIcon> = {
  waves: Waves,
  "tent-tree": TentTree,
  utensils: Utensils,
  "party-popper": PartyPopper,
  home: House,
  building: Building,
  bike: Bike,
};

export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
