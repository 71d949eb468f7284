import { draft } from "#domain/content/draft.ts";
import type { CreateCenterFacts } from "#domain/content/schemas.ts";

/** The four benefits, as the resort gave them. */
export const opportunityZoneBenefits = [
  { title: "Capital Gains Deferral", text: "Defer tax on capital gains reinvested in a Qualified Opportunity Fund." },
  { title: "Step-Up in Basis", text: "Hold for 5 years for a 10% step-up in basis, and for 7 years for 15%." },
  {
    title: "Tax-Free Appreciation",
    text: "After 10 years, appreciation on the Opportunity Zone investment is tax-free.",
  },
  { title: "Ordinary Income Deferral", text: "Defer ordinary income of up to $10,000 per year." },
] as const;

/** The resort gave the name, the seven offices and the event space; the rest is draft. */
export const createCenterFacts: CreateCenterFacts = {
  name: "The CREATE Center",
  privateOffices: 7,
  description: draft(
    "A riverfront workspace in a federal Opportunity Zone: seven private offices, a conference and event space, and everything a small team needs to do its best work.",
  ),
  spaces: [
    { title: "7 Private Offices", text: draft("Lockable offices for one to four people, furnished and ready.") },
    {
      title: "Conference / Event Space",
      text: draft("Seats 40 for meetings, trainings and launches, with A/V included."),
    },
  ],
  amenities: [
    draft("High-speed fiber internet"),
    draft("24/7 keycard access"),
    draft("Kitchen and coffee bar"),
    draft("Printing and mail handling"),
    draft("Free parking"),
    draft("River views and walking trails"),
  ],
  liveInRv: {
    title: "Live and Work On Site",
    text: draft("Bring your RV: monthly riverfront spots let you live steps from your office."),
  },
};
