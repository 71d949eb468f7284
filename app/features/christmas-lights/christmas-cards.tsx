import type { LucideIcon } from "lucide-react";
import Bed from "lucide-react/icons/bed";
import Calendar from "lucide-react/icons/calendar";
import Clock from "lucide-react/icons/clock";
import Coffee from "lucide-react/icons/coffee";
import Gift from "lucide-react/icons/gift";
import Ticket from "lucide-react/icons/ticket";

const ICONS: Record<string, LucideIcon> = {
  calendar: Calendar,
  clock: Clock,
  ticket: Ticket,
  coffee: Coffee,
  gift: Gift,
  bed: Bed,
};

interface Card {
  icon: string;
  title: string;
  text: string;
}

export function ChristmasCards({ cards, tone }: { cards: readonly Card[]; tone: "dark" | "light" }) {
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-3">
      {cards.map((card) => {
        const Icon = ICONS[card.icon] ?? Calendar;
        return (
          <li
            key={card.title}
            className={
              tone === "dark"
                ? "rounded-2xl bg-white/10 p-6 text-white ring-1 ring-white/15"
                : "rounded-2xl bg-white p-6 text-stone-900 shadow-sm ring-1 ring-stone-200"
            }
          >
            <span
              className={`grid size-12 place-items-center rounded-full ${tone === "dark" ? "bg-sunset-400 text-river-900" : "bg-river-100 text-river-800"}`}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 font-display text-xl font-semibold">{card.title}</h3>
            <p className={`mt-2 ${tone === "dark" ? "text-river-50" : "text-stone-700"}`}>{card.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
