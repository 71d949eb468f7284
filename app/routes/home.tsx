import { ContactForm } from "#app/features/contact/contact-form.tsx";
import { GalleryPreview } from "#app/features/gallery/gallery-preview.tsx";
import { AboutSection } from "#app/features/home/about-section.tsx";
import { AmenitiesSection } from "#app/features/home/amenities-section.tsx";
import { ContactSection } from "#app/features/home/contact-section.tsx";
import { GallerySection } from "#app/features/home/gallery-section.tsx";
import { HeroSection } from "#app/features/home/hero-section.tsx";
import { NearbySection } from "#app/features/home/nearby-section.tsx";
import { ParkMapSection } from "#app/features/home/park-map-section.tsx";
import { useFocusHashSection } from "#app/features/home/use-focus-hash-section.ts";
import { VideoSection } from "#app/features/home/video-section.tsx";
import { pageContent } from "#app/lib/content.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteData } from "#app/lib/site-data.ts";
import { resortJsonLd } from "#app/lib/structured-data.ts";
import { amenityNotes } from "#content/home.ts";
import type { Fact } from "#domain/content/draft.ts";
import type {
  AmenityGroupFacts,
  FeatureCardFacts,
  GalleryPhoto,
  HomePhotos,
  NearbyPlace,
} from "#domain/content/schemas.ts";
import type { Route } from "./+types/home";

/** The gallery's first photos show on the home page; View Full Gallery opens on all of them. */
const HOME_GALLERY_COUNT = 6;

export function loader({ context }: Route.LoaderArgs) {
  return {
    about: pageContent<FeatureCardFacts[]>(context, "home-about"),
    amenities: pageContent<AmenityGroupFacts[]>(context, "home-amenities"),
    // The site's own wording, not a document; read here so that no script of the page carries the home content.
    amenityNotes,
    nearby: pageContent<Fact<NearbyPlace>[]>(context, "home-nearby"),
    photos: pageContent<HomePhotos>(context, "home-photos"),
    gallery: pageContent<GalleryPhoto[]>(context, "gallery"),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = siteData(matches);
  return pageMeta({
    site,
    title: "Riverfront RV Resort in Gadsden, Alabama",
    description: site.resort.description,
    path: "/",
    image: loaderData.photos.hero,
    jsonLd: [resortJsonLd(site.resort, loaderData.photos.hero)],
  });
}

export default function Page({
  loaderData: { about, amenities, amenityNotes: notes, nearby, photos, gallery },
}: Route.ComponentProps) {
  useFocusHashSection();
  return (
    <>
      <HeroSection image={photos.hero} />
      <VideoSection poster={photos.videoPoster} />
      <AboutSection features={about} />
      <AmenitiesSection groups={amenities} notes={notes} />
      <NearbySection places={nearby} />
      <GallerySection>
        <GalleryPreview images={gallery.slice(0, HOME_GALLERY_COUNT)} fullGallery={gallery} />
      </GallerySection>
      <ParkMapSection image={photos.parkMap} />
      <ContactSection form={<ContactForm />} />
    </>
  );
}
