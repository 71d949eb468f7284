import * as heroPhotos from "./generated/photos/hero.ts";
import * as photos from "./generated/photos/index.ts";

/**
 * The home page's photos (the home-photos document). A module of its own: the hero is also the photo a
 * page is shared with, so the code every page runs can name it without the rest of the home content.
 */
export const heroImage = { ...heroPhotos.riverfront, alt: "The resort's riverfront at golden hour" };
export const parkMapImage = {
  ...photos.parkMap,
  alt: "Park map showing RV spot rows, cottages, the restaurant, venue and river access",
};
export const videoPoster = { ...heroPhotos.videoPoster, alt: "Aerial view of the resort" };
