// House rules and the Opportunity Zone's benefits are the site's fixed wording, not documents staff edit.
import { amenityNotes } from "#content/home.ts";
import { opportunityZoneBenefits } from "#content/work.ts";
import { hasDraft, shown } from "#domain/content/draft.ts";
import type { ResortEventFacts } from "#domain/content/schemas.ts";
import { formatCalendarDate } from "#domain/event-dates.ts";
import { isLastEntry, seasonBounds } from "#domain/event-gates.ts";
import { weekdayName } from "#domain/hours.ts";
import {
  christmasEvent,
  christmasHours,
  christmasSeasonText,
  eventRunText,
  exceptionsText,
  openStatusLabel,
  ticketPrices,
  today,
  weekdayToday,
  weeklyHoursText,
  type Moment,
} from "./facts.ts";
import type { Site } from "./site.ts";

const UNCONFIRMED = "(unconfirmed)";

/** A fact as text, tagged when the resort has yet to confirm it (domain/content/draft.ts). */
function say(fact: unknown): string {
  const value = shown(fact);
  const text = typeof value === "object" && value !== null ? Object.values(value).join(" ") : String(value);
  return hasDraft(fact) ? `${text} ${UNCONFIRMED}` : text;
}

const list = (facts: readonly unknown[]) => facts.map(say).join(", ");

/** The Christmas Lights page: its dates and hours as its event gives them, and its own text. */
function christmasLines(site: Site): string[] {
  const { christmasLights: lights } = site;
  const event = christmasEvent(site);
  const { opens, lastEntry } = christmasHours(site);
  const lastCar = event?.schedule.find((entry) => isLastEntry(shown(entry)));
  const season = event ? seasonBounds(shown(event.dates)) : null;
  return [
    `Gates open at ${opens ?? ""} nightly. ${lights.onlineDiscount}.`,
    ...(season ? [`- Dates: Nightly from ${season.from} through ${season.to}.`] : []),
    ...(lastCar
      ? [`- Hours: Last car through at ${lastEntry ?? ""}${hasDraft(lastCar) ? ` ${UNCONFIRMED}` : ""}.`]
      : []),
  ];
}

/** An event's line: its facts, drafts tagged, and the tickets sold online at the ticket panel's prices. */
function eventText(site: Site, event: ResortEventFacts): string {
  const entries = event.schedule;
  const schedule = event.showSchedule && entries.length > 0 ? ` Schedule: ${list(entries)}.` : "";
  const tickets = event.tickets ? ` Tickets sold online: ${ticketPrices(event)}.` : "";
  return `- ${say(event.name)} (id ${event.id}${event.hidden ? ", not listed publicly" : ""}): ${say(event.shortDescription)} Time: ${say(event.time)}. Location: ${say(event.location)}.${schedule} Highlights: ${list(event.highlights)}. Prices: ${say(event.pricingNote)}${tickets} Included with a stay: ${list(event.includedWithStay)}.`;
}

/** The published content as compact text: everything the assistant may state, drafts tagged. */
function renderContent(site: Site): string {
  const { resort, christmasLights: lights, createCenter } = site;
  const { street, city, region, postalCode } = resort.address;
  const lines = [
    `# ${resort.name}`,
    resort.description,
    `Address: ${street}, ${city}, ${region} ${postalCode}. Phone (front desk): ${resort.phone.display}. Email: ${resort.email}. Sales (venue, events, CREATE Center): ${resort.salesEmail}. Restaurant phone: ${resort.restaurantPhone.display}.`,
    `Front office hours: ${resort.officeHours}. Check-in: ${resort.checkIn}. Rating ${resort.rating.value} from ${resort.rating.reviewCount} reviews. ${resort.rvSpotCount} RV spots.`,
    ...site.aboutFeatures.map((feature) => `- ${say(feature.title)}: ${say(feature.text)}`),
    "## Lodging (page /book-now; cottages book on a vacation-rental site, RV spots on a reservation system)",
    ...site.lodging.map(
      (item) => `- ${item.title}: ${say(item.description)} Sleeps: ${say(item.sleeps)}. Button: ${item.buttonText}.`,
    ),
    `- ${site.kayakRentals.title}: ${site.kayakRentals.description} Phone ${resort.phone.display}.`,
    "## Amenities (home page /)",
    ...site.amenityGroups.map((group) => `- ${group.title}: ${list(group.items)}`),
    `Policies: ${amenityNotes.join(" ")}`,
    "## Nearby places (distance from the resort)",
    site.nearbyPlaces.map(say).join("; "),
    `## Pique Nique restaurant (page /pique-nique)`,
    ...site.restaurant.about.map(say),
    `Its hours are under "Facts computed now" above. Open from the opening hour up to the closing hour. Order online for pickup on the page. The gate code is shown only to signed-in guests while the restaurant is open (Gate Access card at /pique-nique#gate-access); never give a code.`,
    "## Events (page /events; each at /events/{id})",
    ...site.events.map((event) => eventText(site, event)),
    "## Christmas Lights (page /christmas-lights)",
    ...christmasLines(site),
    ...lights.extrasCards.map((card) => `- ${say(card.title)}: ${say(card.text)}`),
    ...lights.planYourVisit.map((tip) => `- ${say(tip)}`),
    "## Venue (page /venue; inquiries there or by email to sales)",
    ...site.venueSpaces.map((space) => `- ${space.name}: up to ${space.capacity} guests. ${say(space.description)}`),
    ...site.venueFeatures.map((feature) => `- ${say(feature.title)}: ${say(feature.text)}`),
    "## Work: Opportunity Zone and the CREATE Center (page /work)",
    ...opportunityZoneBenefits.map((benefit) => `- ${benefit.title}: ${benefit.text}`),
    say(createCenter.description),
    ...createCenter.spaces.map((space) => `- ${space.title}: ${say(space.text)}`),
    `Amenities: ${list(createCenter.amenities)}. ${say(createCenter.liveInRv.text)}`,
  ];
  return lines.join("\n");
}

/** Each publish's content text, rendered on the first question that needs it. */
const rendered = new WeakMap<Site, string>();

function contentText(site: Site): string {
  const text = rendered.get(site) ?? renderContent(site);
  rendered.set(site, text);
  return text;
}

/** Facts that depend on the moment, computed by the server. */
function liveFacts(site: Site, moment: Moment): string {
  const date = today(moment);
  const season = christmasSeasonText(site, moment);
  const changes = exceptionsText(moment);
  const eventLines = site.events
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

export function systemPrompt(site: Site, moment: Moment): string {
  const { resort } = site;
  return [
    `You are the friendly assistant on the website of ${resort.name} in Gadsden, Alabama.`,
    "Answer visitors' questions briefly (at most about 120 words) using ONLY the facts below. Never invent prices, dates, rules or availability.",
    `If the facts don't answer a question, say so plainly and suggest calling the front desk at ${resort.phone.display}.`,
    `Facts marked ${UNCONFIRMED} are what the site lists but the resort has not confirmed: never state one as certain. Say the site lists it and suggest that the visitor ${site.callUs} to confirm.`,
    "Link the page that holds the answer with markdown links to site paths only, e.g. [Pique Nique](/pique-nique) or [Book Now](/book-now). Use no other markup and no outside links.",
    "",
    "## Facts computed now",
    liveFacts(site, moment),
    "",
    contentText(site),
  ].join("\n");
}
