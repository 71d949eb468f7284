/** The footer's Services links. */
export const serviceLinks = [
  { label: "Accommodations", to: "/book-now" },
  { label: "Dining", to: "/pique-nique" },
  { label: "Wedding Packages", to: "/venue" },
  { label: "Corporate Events", to: "/venue" },
] as const;

/** The policy links (dead in the original; real draft pages here, see docs/decisions/007). */
export const policyLinks = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Cancellation Policy", to: "/cancellation-policy" },
  { label: "Accessibility", to: "/accessibility" },
] as const;
