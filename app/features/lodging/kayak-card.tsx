import Phone from "lucide-react/icons/phone";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { Picture } from "#app/components/ui/picture.tsx";
import { useResort } from "#app/lib/site-data.ts";
import type { KayakRentals } from "#domain/content/schemas.ts";

/** Kayaks are not bookable online: the card's button dials the front desk. */
export function KayakCard({ kayakRentals }: { kayakRentals: KayakRentals }) {
  const resort = useResort();
  return (
    <article
      aria-labelledby="kayak-rentals"
      className="grid overflow-hidden rounded-2xl bg-river-900 text-white shadow-lg md:grid-cols-2"
    >
      <div className="aspect-[16/10] md:aspect-auto">
        <Picture image={kayakRentals.image} sizes="(min-width: 768px) 50vw, 100vw" className="size-full object-cover" />
      </div>
      <div className="flex flex-col justify-center gap-4 p-8 md:p-12">
        <h2 id="kayak-rentals" className="font-display text-3xl font-semibold">
          {kayakRentals.title}
        </h2>
        <p className="text-lg text-river-50">{kayakRentals.description}</p>
        <p className="text-river-100">
          Call us at <span className="font-semibold text-white">{resort.phone.display}</span> to book.
        </p>
        <a href={`tel:${resort.phone.tel}`} className={buttonClass("primary", "self-start")}>
          <Phone aria-hidden="true" className="size-4" />
          {kayakRentals.buttonText}
          <span className="sr-only">: call {resort.phone.display}</span>
        </a>
      </div>
    </article>
  );
}
