import { Bike, Building, House, PartyPopper, Sparkles, TentTree, Utensils, Waves, type LucideIcon } from "lucide-react";

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
