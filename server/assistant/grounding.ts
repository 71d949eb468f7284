import { christmasLights } from "#content/christmas-lights.ts";
import { events } from "#content/events.ts";
import { aboutFeatures, amenityGroups, amenityNotes, nearbyPlaces } from "#content/home.ts";
import { kayakRentals, lodging } from "#content/lodging.ts";
import { resort } from "#content/resort.ts";
import { restaurant } from "#content/restaurant.ts";
import { venueFeatures, venueSpaces } from "#content/venue.ts";
import { createCenter, opportunityZoneBenefits } from "#content/work.ts";
import { formatCalendarDate } from "#domain/event-dates.ts";
import { weekdayName } from "#domain/hours.ts";
import {
  christmasSeasonText,
  eventRunText,
  openStatusLabel,
  today,
  weekdayToday,
  weeklyHoursText,
  type Moment,
} from "./facts.ts";

/** The content folder as compact text: everything the assistant may state. */
function renderContent(): string {
  const { street, city, region, postalCode } = resort.address;
  const lines = [
    `# ${resort.name}`,
    resort.description,
    `Address: ${street}, ${city}, ${region} ${postalCode}. Phone (front desk): ${resort.phone.display}. Email: ${resort.email}. Sales (venue, events, CREATE Center): ${resort.salesEmail}. Restaurant phone: ${resort.restaurantPhone.display}.`,
    `Front office hours: ${resort.officeHours}. Check-in: ${resort.checkIn}. Rating ${resort.rating.value} from ${resort.rating.reviewCount} reviews. ${resort.rvSpotCount} RV spots.`,
    ...aboutFeatures.map((feature) => `- ${feature.title}: ${feature.text}`),
    "## Lodging (page /book-now; cottages book on a vacation-rental site, RV spots on a reservation system)",
    ...lodging.map(
      (item) => `- ${item.title}: ${item.description} Sleeps: ${item.sleeps}. Button: ${item.buttonText}.`,
    ),
    `- ${kayakRentals.title}: ${kayakRentals.description} Phone ${resort.phone.display}.`,
    "## Amenities (home page /)",
    ...amenityGroups.map((group) => `- ${group.title}: ${group.items.join(", ")}`),
    `Policies: ${amenityNotes.join(" ")}`,
    "## Nearby places (distance from the resort)",
    nearbyPlaces.map((place) => `${place.name} ${place.distance}`).join("; "),
    `## Pique Nique restaurant (page /pique-nique)`,
    ...restaurant.about,
    `Hours: ${weeklyHoursText()}. Open from the opening hour up to the closing hour. Order online for pickup on the page. The gate code is shown only to signed-in guests while the restaurant is open (Gate Access card at /pique-nique#gate-access); never give a code.`,
    "## Events (page /events; each at /events/{id})",
    ...events.map(
      (event) =>
        `- ${event.name} (id ${event.id}${event.hidden ? ", not listed publicly" : ""}): ${event.shortDescription} Time: ${event.time}. Location: ${event.location}. Prices: ${event.pricingNote} Included with a stay: ${event.includedWithStay.join(", ")}.`,
    ),
    "## Christmas Lights (page /christmas-lights)",
    ...christmasLights.infoCards.map((card) => `- ${card.title}: ${card.text}`),
    ...christmasLights.extrasCards.map((card) => `- ${card.title}: ${card.text}`),
    ...christmasLights.planYourVisit.map((tip) => `- ${tip}`),
    "## Venue (page /venue; inquiries there or by email to sales)",
    ...venueSpaces.map((space) => `- ${space.name}: up to ${space.capacity} guests. ${space.description}`),
    ...venueFeatures.map((feature) => `- ${feature.title}: ${feature.text}`),
    "## Work: Opportunity Zone and the CREATE Center (page /work)",
    ...opportunityZoneBenefits.map((benefit) => `- ${benefit.title}: ${benefit.text}`),
    createCenter.description,
    ...createCenter.spaces.map((space) => `- ${space.title}: ${space.text}`),
    `Amenities: ${createCenter.amenities.join(", ")}. ${createCenter.liveInRv.text}`,
  ];
  return lines.join("\n");
}

const CONTENT = renderContent();

/** Facts that depend on the moment, computed by the server. */
function liveFacts(moment: Moment): string {
  const date = today(moment);
  const season = christmasSeasonText(moment);
  const eventLines = events
    .filter((event) => event.id !== "christmas-lights")
    .map((event) => {
      const run = eventRunText(event, moment);
      return `${event.name}: ${run.text}${run.ended ? " (ended)" : run.onNow ? " (on now)" : ""}`;
    });
  return [
    `Today is ${weekdayName(weekdayToday(moment))}, ${formatCalendarDate(date)} (resort time zone ${moment.timeZone}).`,
    `Pique Nique right now: ${openStatusLabel(moment)}.`,
    `Christmas Lights season: ${season.text}${season.onNow ? " (on now)" : ""}.`,
    ...eventLines,
  ].join("\n");
}

export function systemPrompt(moment: Moment): string {
  return [
    `You are the friendly assistant on the website of ${resort.name} in Gadsden, Alabama.`,
    "Answer visitors' questions briefly (at most about 120 words) using ONLY the facts below. Never invent prices, dates, rules or availability.",
    `If the facts don't answer a question, say so plainly and suggest calling the front desk at ${resort.phone.display}.`,
    "Link the page that holds the answer with markdown links to site paths only, e.g. [Pique Nique](/pique-nique) or [Book Now](/book-now). Use no other markup and no outside links.",
    "",
    "## Facts computed now",
    liveFacts(moment),
    "",
    CONTENT,
  ].join("\n");
}
