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
import { pageMeta } from "#app/lib/seo.ts";
import { siteData } from "#app/lib/site-data.ts";
import { resortJsonLd } from "#app/lib/structured-data.ts";
import { fullGallery, heroImage, homeGallery } from "#content/home.ts";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteData(matches);
  return pageMeta({
    site,
    title: "Riverfront RV Resort in Gadsden, Alabama",
    description: site.resort.description,
    path: "/",
    image: heroImage,
    jsonLd: [resortJsonLd(site.resort, heroImage)],
  });
}

export default function Page() {
  useFocusHashSection();
  return (
    <>
      <HeroSection />
      <VideoSection />
      <AboutSection />
      <AmenitiesSection />
      <NearbySection />
      <GallerySection>
        <GalleryPreview images={homeGallery} fullGallery={fullGallery} />
      </GallerySection>
      <ParkMapSection />
      <ContactSection form={<ContactForm />} />
    </>
  );
}
