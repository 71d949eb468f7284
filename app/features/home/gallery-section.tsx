import type { ReactNode } from "react";
import { HomeSection } from "./home-section.tsx";

/** `children` is the photo grid and its lightbox, composed in by the route. */
export function GallerySection({ children }: { children: ReactNode }) {
  return (
    <HomeSection
      id="gallery"
      eyebrow="Life on the river"
      title="Gallery"
      intro="Cottages, campsites, dinners on the patio and sunsets over the Coosa."
    >
      {children}
    </HomeSection>
  );
}
