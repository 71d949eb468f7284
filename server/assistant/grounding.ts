import { christmasLightsFacts } from "#content/christmas-lights.ts";
import { hasDraft, shown } from "#domain/content/draft.ts";
import { eventFacts } from "#content/events.ts";
import { aboutFeatureFacts, amenityGroupFacts, amenityNotes, nearbyPlaceFacts } from "#content/home.ts";
import { kayakRentals, lodgingFacts } from "#content/lodging.ts";
import { resort } from "#content/resort.ts";
import { restaurantFacts } from "#content/restaurant.ts";
import { venueFeatureFacts, venueSpaceFacts } from "#content/venue.ts";
import { createCenterFacts, opportunityZoneBenefits } from "#content/work.ts";
import { formatCalendarDate } from "#domain/event-dates.ts";
import { weekdayName } from "#domain/hours.ts";
import {
  callUs,
  exceptionsText,
  christmasSeasonText,
  eventRunText,
  openStatusLabel,
  today,
  weekdayToday,
  weeklyHoursText,
  type Moment,
} from "./facts.ts";

const UNCONFIRMED = "(unconfirmed)";

/** A fact as text, tagged when the resort has yet to confirm it (domain/content/draft.ts). */
function say(fact: unknown): string {
  const value = shown(fact);
  const text = typeof value === "object" && value !== null ? Object.values(value).join(" ") : String(value);
  return hasDraft(fact) ? `${text} ${UNCONFIRMED}` : text;
}

const list = (facts: readonly unknown[]) => facts.map(say).join(", ");

/** The content folder as compact text: everything the assistant may state, drafts tagged. */
function renderContent(): string {
  const { street, city, region, postalCode } = resort.address;
  const lines = [
    `# ${resort.name}`,
    resort.description,
    `Address: ${street}, ${city}, ${region} ${postalCode}. Phone (front desk): ${resort.phone.display}. Email: ${resort.email}. Sales (venue, events, CREATE Center): ${resort.salesEmail}. Restaurant phone: ${resort.restaurantPhone.display}.`,
    `Front office hours: ${resort.officeHours}. Check-in: ${resort.checkIn}. Rating ${resort.rating.value} from ${resort.rating.reviewCount} reviews. ${resort.rvSpotCount} RV spots.`,
    ...aboutFeatureFacts.map((feature) => `- ${say(feature.title)}: ${say(feature.text)}`),
    "## Lodging (page /book-now; cottages book on a vacation-rental site, RV spots on a reservation system)",
    ...lodgingFacts.map(
      (item) => `- ${item.title}: ${say(item.description)} Sleeps: ${say(item.sleeps)}. Button: ${item.buttonText}.`,
    ),
    `- ${kayakRentals.title}: ${kayakRentals.description} Phone ${resort.phone.display}.`,
    "## Amenities (home page /)",
    ...amenityGroupFacts.map((group) => `- ${group.title}: ${list(group.items)}`),
    `Policies: ${amenityNotes.join(" ")}`,
    "## Nearby places (distance from the resort)",
    nearbyPlaceFacts.map(say).join("; "),
    `## Pique Nique restaurant (page /pique-nique)`,
    ...restaurantFacts.about.map(say),
    `Its hours are under "Facts computed now" above. Open from the opening hour up to the closing hour. Order online for pickup on the page. The gate code is shown only to signed-in guests while the restaurant is open (Gate Access card at /pique-nique#gate-access); never give a code.`,
    "## Events (page /events; each at /events/{id})",
    ...eventFacts.map((event) => {
      const schedule = event.showSchedule && event.schedule.length > 0 ? ` Schedule: ${list(event.schedule)}.` : "";
      return `- ${say(event.name)} (id ${event.id}${event.hidden ? ", not listed publicly" : ""}): ${say(event.shortDescription)} Time: ${say(event.time)}. Location: ${say(event.location)}.${schedule} Highlights: ${list(event.highlights)}. Prices: ${say(event.pricingNote)} Included with a stay: ${list(event.includedWithStay)}.`;
    }),
    "## Christmas Lights (page /christmas-lights)",
    ...christmasLightsFacts.infoCards.map((card) => `- ${say(card.title)}: ${say(card.text)}`),
    ...christmasLightsFacts.extrasCards.map((card) => `- ${say(card.title)}: ${say(card.text)}`),
    ...christmasLightsFacts.planYourVisit.map((tip) => `- ${say(tip)}`),
    "## Venue (page /venue; inquiries there or by email to sales)",
    ...venueSpaceFacts.map((space) => `- ${space.name}: up to ${space.capacity} guests. ${say(space.description)}`),
    ...venueFeatureFacts.map((feature) => `- ${say(feature.title)}: ${say(feature.text)}`),
    "## Work: Opportunity Zone and the CREATE Center (page /work)",
    ...opportunityZoneBenefits.map((benefit) => `- ${benefit.title}: ${benefit.text}`),
    say(createCenterFacts.description),
    ...createCenterFacts.spaces.map((space) => `- ${space.title}: ${say(space.text)}`),
    `Amenities: ${list(createCenterFacts.amenities)}. ${say(createCenterFacts.liveInRv.text)}`,
  ];
  return lines.join("\n");
}

const CONTENT = renderContent();

/** Facts that depend on the moment, computed by the server. */
function liveFacts(moment: Moment): string {
  const date = today(moment);
  const season = christmasSeasonText(moment);
  const changes = exceptionsText(moment);
  const eventLines = eventFacts
    .filter((event) => event.id !== "christmas-lights")
    .map((event) => {
      const run = eventRunText(shown(event.dates), moment);
      const dates = hasDraft(event.dates) ? ` ${UNCONFIRMED}` : "";
      return `${shown(event.name)}: ${run.text}${run.ended ? " (ended)" : run.onNow ? " (on now)" : ""}${dates}`;
    });
  return [
    `Today is ${weekdayName(weekdayToday(moment))}, ${formatCalendarDate(date)} (resort time zone ${moment.timeZone}).`,
    `Pique Nique right now: ${openStatusLabel(moment)}.`,
    `Pique Nique's weekly hours: ${weeklyHoursText(moment)}.`,
    ...(changes ? [`Pique Nique's hours change on these days: ${changes}.`] : []),
    `Christmas Lights season: ${season.text}${season.onNow ? " (on now)" : ""}.`,
    ...eventLines,
  ].join("\n");
}

export function systemPrompt(moment: Moment): string {
  return [
    `You are the friendly assistant on the website of ${resort.name} in Gadsden, Alabama.`,
    "Answer visitors' questions briefly (at most about 120 words) using ONLY the facts below. Never invent prices, dates, rules or availability.",
    `If the facts don't answer a question, say so plainly and suggest calling the front desk at ${resort.phone.display}.`,
    `Facts marked ${UNCONFIRMED} are what the site lists but the resort has not confirmed: never state one as certain. Say the site lists it and suggest that the visitor ${callUs} to confirm.`,
    "Link the page that holds the answer with markdown links to site paths only, e.g. [Pique Nique](/pique-nique) or [Book Now](/book-now). Use no other markup and no outside links.",
    "",
    "## Facts computed now",
    liveFacts(moment),
    "",
    CONTENT,
  ].join("\n");
}
