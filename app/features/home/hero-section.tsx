import ChevronDown from "lucide-react/icons/chevron-down";
import MapPin from "lucide-react/icons/map-pin";
import Star from "lucide-react/icons/star";
import { Link } from "react-router";
import { Picture } from "#app/components/ui/picture.tsx";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { SectionLink } from "#app/components/layout/section-link.tsx";
import { useResort } from "#app/lib/site-data.ts";
import type { ContentImage } from "#domain/content/schemas.ts";

export function HeroSection({ image }: { image: ContentImage }) {
  const resort = useResort();
  const { rating } = resort;
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      tabIndex={-1}
      className="relative isolate flex min-h-[100svh] items-center overflow-hidden bg-river-900 text-white focus:outline-none"
    >
      <Picture image={image} sizes="100vw" priority className="absolute inset-0 -z-20 size-full object-cover" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/60 via-black/45 to-river-900/85"
      />

      <div className="mx-auto w-full max-w-7xl px-4 pb-28 pt-28 sm:px-6">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold backdrop-blur-sm">
            <MapPin aria-hidden="true" className="size-4 text-sunset-300" />
            Gadsden, Alabama
          </p>
          <h1 id="home-heading" className="mt-6 font-display text-4xl font-bold leading-tight sm:text-6xl">
            {resort.name}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">{resort.tagline}.</p>
          <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-base">
            <span className="flex text-sunset-400" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((star) => (
                <Star key={star} className="size-5 fill-current" />
              ))}
            </span>
            <span>
              <strong className="text-xl">{rating.value}</strong> out of 5 from {rating.reviewCount} reviews
            </span>
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/book-now" className={buttonClass("primary")}>
              Book Your Stay
            </Link>
            <SectionLink section="park-map" className={buttonClass("outline-light")}>
              Park Map
            </SectionLink>
            <SectionLink section="gallery" className={buttonClass("outline-light")}>
              View Gallery
            </SectionLink>
          </div>
        </div>
      </div>

      <SectionLink
        section="about"
        className="absolute bottom-6 left-1/2 flex -translate-x-1/2 flex-col items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-white/90 hover:text-white focus-visible:outline-3 focus-visible:outline-white"
      >
        Discover More
        <ChevronDown aria-hidden="true" className="size-6 motion-safe:animate-scroll-cue" />
      </SectionLink>
    </section>
  );
}
