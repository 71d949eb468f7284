/** The browser's colour for the page's surroundings, and the ground of the home-screen icon. */
export const themeColor = "#0f3d3e";

/**
 * The site's icons, rendered as PNG from content/images/site-icon.svg by scripts/images.ts into
 * public/icons. Not the SVG itself: Chromium loads a page's icon in the page's own process, and an
 * SVG icon is a document of its own to parse, lay out and paint there while the page loads.
 */
export const siteIcons: readonly { rel: string; href: string; size: number; background?: string }[] = [
  { rel: "icon", href: "/icons/icon-32.png", size: 32 },
  // A phone's home screen draws its own rounded corners over a square, and fills what is transparent with black.
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png", size: 180, background: themeColor },
];
