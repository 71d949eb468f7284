import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import Waves from "lucide-react/icons/waves";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useResort } from "#app/lib/site-data.ts";
import { useClock } from "#app/lib/use-now.ts";
import { policyLinks, serviceLinks } from "./footer-links.ts";
import { SectionLink } from "./section-link.tsx";
import { SocialIcon } from "./social-icon.tsx";

const linkClass =
  "rounded text-river-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sunset-400";

/** `newsletter` is the signup form, composed in by the layout route. */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  const resort = useResort();
  const year = useClock((now) => now.getFullYear());
  const { address } = resort;
  return (
    <footer className="bg-river-900 text-river-50">
      <div className="border-b border-white/10">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">{newsletter}</div>
      </div>

      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <Link
            to="/"
            className={`${linkClass} inline-flex items-center gap-2 font-display text-xl font-bold text-white`}
          >
            <Waves aria-hidden="true" className="size-6 text-sunset-400" />
            {resort.name}
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-river-100">{resort.tagline}.</p>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {resort.social.map((social) => (
              <li key={social.label}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.label} (opens in a new tab)`}
                  className="grid size-11 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-sunset-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sunset-400"
                >
                  <SocialIcon label={social.label} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterColumn title="Services">
          {serviceLinks.map((link) => (
            <li key={link.label}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title="Explore">
          <li>
            <Link to="/gallery" className={linkClass}>
              Photo Gallery
            </Link>
          </li>
          <li>
            <SectionLink section="park-map" className={linkClass}>
              Park Map
            </SectionLink>
          </li>
          <li>
            <SectionLink section="nearby" className={linkClass}>
              What's Close
            </SectionLink>
          </li>
          <li>
            <SectionLink section="contact" className={linkClass}>
              Send Us a Message
            </SectionLink>
          </li>
        </FooterColumn>

        <FooterColumn title="Contact" className="col-span-2 lg:col-span-1">
          <li className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sunset-400" />
            <address className="not-italic text-river-100">
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </address>
          </li>
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sunset-400" />
            <a href={`tel:${resort.phone.tel}`} className={linkClass}>
              {resort.phone.display}
            </a>
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sunset-400" />
            <a href={`mailto:${resort.email}`} className={`${linkClass} break-all`}>
              {resort.email}
            </a>
          </li>
        </FooterColumn>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p className="text-river-100">
            © {year} {resort.name}. All rights reserved.
          </p>
          <nav aria-label="Policies">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {policyLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, className = "", children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <h2 className="font-display text-lg font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </div>
  );
}
