import type { LucideIcon } from "lucide-react";
import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { useResort } from "#app/lib/site-data.ts";
import { HomeSection } from "./home-section.tsx";

const linkClass =
  "font-semibold text-river-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sunset-500";

/** `form` is the contact message form, composed in by the route. */
export function ContactSection({ form }: { form: ReactNode }) {
  const resort = useResort();
  const { address } = resort;
  return (
    <HomeSection
      id="contact"
      eyebrow="We'd love to hear from you"
      title="Contact Us"
      intro="Questions about a stay, an event or the restaurant? Call, write or send us a message."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ContactCard icon={MapPin} title="Address">
          <address className="not-italic">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <a
            href={resort.directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} mt-2 inline-block`}
          >
            Get directions<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </ContactCard>
        <ContactCard icon={Phone} title="Phone">
          <a href={`tel:${resort.phone.tel}`} className={linkClass}>
            {resort.phone.display}
          </a>
        </ContactCard>
        <ContactCard icon={Mail} title="Email">
          <a href={`mailto:${resort.email}`} className={`${linkClass} break-all`}>
            {resort.email}
          </a>
        </ContactCard>
        <ContactCard icon={Clock} title="Hours">
          <p>{resort.officeHours}</p>
          <p>Check-in: {resort.checkIn}</p>
        </ContactCard>
      </ul>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">{form}</div>
        <iframe
          src={resort.mapEmbedUrl}
          title={`Map showing the location of ${resort.name}`}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          width={600}
          height={450}
          className="min-h-80 size-full rounded-2xl border-0 bg-river-100 shadow-sm ring-1 ring-stone-200"
        />
      </div>
    </HomeSection>
  );
}

function ContactCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <span className="grid size-11 place-items-center rounded-xl bg-river-100 text-river-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-4 font-display text-lg font-semibold text-stone-900">{title}</h3>
      <div className="mt-1 text-stone-700">{children}</div>
    </li>
  );
}
