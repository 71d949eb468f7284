export type NavItem = { label: string } & ({ to: string; section?: never } | { section: string; to?: never });

/** The home page's links; Home, Gallery and Contact scroll within the page. */
export const homeNavLinks: readonly NavItem[] = [
  { label: "Home", section: "home" },
  { label: "Pique Nique", to: "/pique-nique" },
  { label: "Venue", to: "/venue" },
  { label: "Events", to: "/events" },
  { label: "Christmas Lights", to: "/christmas-lights" },
  { label: "Work", to: "/work" },
  { label: "Gallery", section: "gallery" },
  { label: "Contact", section: "contact" },
];

/** The links on every other route. */
export const routeNavLinks: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Pique Nique", to: "/pique-nique" },
  { label: "Venue", to: "/venue" },
  { label: "Events", to: "/events" },
  { label: "Christmas Lights", to: "/christmas-lights" },
  { label: "Work", to: "/work" },
  { label: "Book Now", to: "/book-now" },
];
