import { christmasLights } from "#content/christmas-lights.ts";
import { events, type ResortEvent } from "#content/events.ts";
import { amenityGroups, amenityNotes, nearbyPlaces } from "#content/home.ts";
import { kayakRentals, lodging, type Lodging } from "#content/lodging.ts";
import { resort } from "#content/resort.ts";
import { restaurant } from "#content/restaurant.ts";
import { venueFeatures, venueSpaces } from "#content/venue.ts";
import { createCenter, opportunityZoneBenefits } from "#content/work.ts";
import { weekdayName } from "#domain/hours.ts";
import { showsSleeps } from "#domain/lodging.ts";
import type { Entity, EntityItems } from "./entities.ts";
import {
  christmasPrices,
  christmasSeasonText,
  dayHours,
  eventRunText,
  link,
  openNowSentence,
  weekdayToday,
  weeklyHoursText,
  type Moment,
} from "./facts.ts";
import type { AmenityMatch, IntentId } from "./intents.ts";
import { tokens } from "./text.ts";

export interface Cues {
  /** The question, normalised and padded (" word word "). */
  text: string;
  entities: Entity[];
  /** A weekday the visitor named (0 = Sunday), or null. */
  day: number | null;
  asksNow: boolean;
  amenities: AmenityMatch[];
  groupSize: number | null;
}

const has = (cues: Cues, ...phrases: string[]) => phrases.some((phrase) => cues.text.includes(` ${phrase} `));
const asksPrice = (cues: Cues) =>
  has(
    cues,
    "price",
    "cost",
    "how much",
    "ticket",
    "fee",
    "rate",
    "$",
    "admission",
    "pay",
    "charge",
    "cheap",
    "expensive",
  );
const asksCapacity = (cues: Cues) =>
  has(
    cues,
    "how many",
    "sleep",
    "fit",
    "capacity",
    "hold",
    "accommodate",
    "people",
    "guest",
    "person",
    "big",
    "large",
    "largest",
    "biggest",
    "size",
    "max",
    "maximum",
    "seat",
  ) || cues.groupSize !== null;
const asksBooking = (cues: Cues) =>
  has(cues, "book", "booking", "reserve", "reservation", "available", "availability", "rent");
function ofKind<K extends Entity["kind"]>(cues: Cues, kind: K): EntityItems[K][] {
  return cues.entities.filter((entity) => entity.kind === kind).map((entity) => entity.item) as EntityItems[K][];
}

const phone = resort.phone.display;
const callUs = `call the front desk at ${phone}`;

export function unknownAnswer(): string {
  return `I'm not sure about that, and I'd rather not guess. Please ${callUs} or email ${resort.email}, and the team will be glad to help.`;
}

const HOLIDAYS = [
  "thanksgiving",
  "christmas day",
  "christmas eve",
  "new year",
  "new year eve",
  "new year day",
  "easter",
  "july 4",
  "4th of july",
  "fourth of july",
  "memorial day",
  "labor day",
  "holiday hour",
  "holiday",
];
const asksHoliday = (cues: Cues) => has(cues, ...HOLIDAYS);

function restaurantAnswer(cues: Cues, moment: Moment): string {
  const pageLink = link("Pique Nique", "/pique-nique");
  const parts: string[] = [];
  if (asksHoliday(cues) && cues.day === null) {
    return `I don't have Pique Nique's holiday hours, so please call the restaurant at ${resort.restaurantPhone.display} to check. Its regular hours are ${weeklyHoursText()}. More on the ${pageLink} page.`;
  }
  if (has(cues, "menu", "dish", "vegan", "vegetarian", "gluten", "kid menu", "price", "cost", "how much")) {
    parts.push(
      `I don't have the menu or prices here. ${restaurant.about[0]} For today's menu, call the restaurant at ${resort.restaurantPhone.display}.`,
    );
  }
  if (has(cues, "order", "takeout", "take out", "pickup", "pick up", "to go", "delivery", "deliver")) {
    parts.push(`You can order online for pickup with the Order Online button on the ${pageLink} page.`);
  }
  if (has(cues, "private event", "private party", "catering", "cater", "host")) {
    parts.push(
      `Pique Nique hosts private events and catering: send the private-events inquiry on the ${pageLink} page.`,
    );
  }
  if (cues.day !== null) {
    const hours = dayHours(cues.day);
    parts.unshift(
      hours === "closed"
        ? `Pique Nique is closed on ${weekdayName(cues.day)}s.`
        : `On ${weekdayName(cues.day)} Pique Nique is open ${hours}.`,
    );
  } else if (cues.asksNow) {
    parts.unshift(
      `${openNowSentence(moment)} Today (${weekdayName(weekdayToday(moment))}) the hours are ${dayHours(weekdayToday(moment))}.`,
    );
  } else if (parts.length === 0 || has(cues, "hour", "open", "close", "closing", "opening", "what time", "when")) {
    parts.unshift(`Pique Nique's hours: ${weeklyHoursText()}. ${openNowSentence(moment)}`);
  }
  if (
    parts.length === 1 &&
    !has(cues, "hour", "open", "close", "what time", "when", "menu", "order") &&
    cues.day === null &&
    !cues.asksNow
  ) {
    parts.unshift(...restaurant.about.slice(0, 1));
  }
  return `${parts.join(" ")} More on the ${pageLink} page.`;
}

function hoursAnswer(cues: Cues, moment: Moment): string {
  if (cues.day !== null || cues.asksNow) return restaurantAnswer(cues, moment);
  return `Our front office is open ${resort.officeHours.replace(/^Daily/, "daily")}, and check-in is at ${resort.checkIn}. Pique Nique, our restaurant, keeps its own hours: ${weeklyHoursText()}. ${openNowSentence(moment)} See ${link("Pique Nique", "/pique-nique")} for details.`;
}

function checkInAnswer(cues: Cues): string {
  const checkOut = has(cues, "check out", "checkout", "leave", "departure")
    ? ` I don't have the check-out time here, so please ${callUs}.`
    : "";
  const outsideHours = has(cues, "late", "night", "early", "after hour", "midnight", "tonight")
    ? ` Arriving outside those hours? Please ${callUs} before you come.`
    : "";
  return `Check-in is at ${resort.checkIn}. The front office is open ${resort.officeHours.replace(/^Daily/, "daily")}.${outsideHours}${checkOut} You can book on the ${link("Book Now", "/book-now")} page.`;
}

function sleepsText(item: Lodging): string {
  if (showsSleeps(item.sleeps)) return `sleeps ${item.sleeps}`;
  if (item.id === "rv-spots") return "room depends on your RV";
  return "guest count not listed";
}

function lodgingLine(item: Lodging): string {
  return `${item.title} (${sleepsText(item)})`;
}

function bookingLine(item: Lodging): string {
  return item.bookingSystem === "reservations"
    ? `${item.title} are reserved through our RV reservation system: use the ${item.buttonText} button on the ${link("Book Now", "/book-now")} page.`
    : `${item.title} is booked through our vacation-rental site: use its ${item.buttonText} button on the ${link("Book Now", "/book-now")} page (it opens the booking page in a new tab).`;
}

function lodgingAnswer(cues: Cues): string {
  const named = ofKind(cues, "lodging");
  const booking = asksBooking(cues);
  const priceNote = asksPrice(cues)
    ? ` I don't have nightly rates here: the booking page shows them for your dates, or ${callUs}.`
    : "";
  if (named.length > 0) {
    const lines = named.map((item) => {
      if (item.id === "rv-spots") return `${item.description}`;
      const sleeps = showsSleeps(item.sleeps)
        ? `The ${item.title} sleeps ${item.sleeps}.`
        : `The ${item.title}'s guest count isn't listed; ${item.description.toLowerCase().includes("largest") ? "it is our largest rental. " : ""}please ${callUs} to confirm.`;
      return asksCapacity(cues) && !booking ? sleeps : `${sleeps} ${item.description}`;
    });
    const book =
      booking || !asksCapacity(cues)
        ? ` ${named.map(bookingLine).join(" ")}`
        : ` Book it on the ${link("Book Now", "/book-now")} page.`;
    return `${lines.join(" ")}${book}${priceNote}`;
  }
  const stays = lodging.filter((item) => item.id !== "rv-spots");
  const featured = withFeature(cues, stays);
  if (featured.length > 0 && cues.groupSize === null) {
    return `From our descriptions: ${featured.map((item) => `${item.title} (${sleepsText(item)}): ${item.description}`).join(" ")} For anything else about a rental, ${callUs}. Book on the ${link("Book Now", "/book-now")} page.${priceNote}`;
  }
  if (cues.groupSize !== null) {
    const size = cues.groupSize;
    const fits = stays
      .filter((item) => showsSleeps(item.sleeps) && Number(item.sleeps) >= size)
      .sort((a, b) => Number(a.sleeps) - Number(b.sleeps));
    const unlisted = stays.filter((item) => !showsSleeps(item.sleeps));
    const list =
      fits.length > 0
        ? `These sleep ${size} or more: ${fits.map(lodgingLine).join(", ")}.`
        : `None of our cottages lists room for ${size}.`;
    const extra =
      unlisted.length > 0
        ? ` ${unlisted.map((item) => item.title).join(", ")} doesn't list a count (${largestNote(unlisted)}), so ${callUs} to check.`
        : "";
    return `${list}${extra} You could also book more than one cottage or an RV spot. See ${link("Book Now", "/book-now")}.${priceNote}`;
  }
  if (booking) return bookingOverview() + priceNote;
  return `We have ${stays.length} cottages and tiny homes: ${stays.map(lodgingLine).join(", ")}, plus ${resort.rvSpotCount} riverfront RV spots. All cottages and tiny homes are non-smoking. Browse and book them on the ${link("Book Now", "/book-now")} page.${priceNote}`;
}

/** Words that say nothing about a particular rental, left out when matching descriptions. */
const LODGING_GENERIC = new Set(
  tokens(
    "the and with for your you does have has any which what who that there want need cottage home tiny house lodging rental stay sleep room place unit ones book with where kind type available option offer come",
  ),
);

/** Rentals whose description mentions what the visitor asks about ("a fireplace", "a full kitchen"). */
function withFeature(cues: Cues, stays: Lodging[]): Lodging[] {
  const words = cues.text
    .trim()
    .split(" ")
    .filter((word) => word.length >= 4 && !LODGING_GENERIC.has(word));
  if (words.length === 0) return [];
  const matches = stays.filter((item) => {
    const description = new Set(tokens(item.description));
    return words.some((word) => description.has(word));
  });
  return matches.length <= 4 ? matches : [];
}

function largestNote(items: Lodging[]): string {
  const largest = items.find((item) => item.description.toLowerCase().includes("largest"));
  return largest ? `${largest.title} is our largest rental` : "not specified";
}

function bookingOverview(): string {
  return `Everything is booked from the ${link("Book Now", "/book-now")} page: cottages and tiny homes open our vacation-rental site, RV spots use our reservation system (Reserve a Spot), and kayak rentals are booked by phone at ${phone}.`;
}

function bookingAnswer(cues: Cues, moment: Moment): string {
  if (ofKind(cues, "lodging").length > 0) return lodgingAnswer(cues);
  if (ofKind(cues, "venue").length > 0) return venueAnswer(cues);
  const named = ofKind(cues, "event");
  if (named.length > 0) return eventsAnswer(cues, moment);
  return bookingOverview();
}

function rvAnswer(cues: Cues): string {
  const rv = lodging.find((item) => item.id === "rv-spots");
  const features =
    amenityGroups.find((group) => group.title === "Accommodations")?.items.filter((item) => !/cottage/i.test(item)) ??
    [];
  const priceNote = asksPrice(cues)
    ? ` I don't have nightly rates here: the reservation system shows them for your dates, or ${callUs}.`
    : "";
  const monthly = has(cues, "month", "monthly", "long term", "live")
    ? ` ${createCenter.liveInRv.text} See ${link("Work", "/work")}.`
    : "";
  return `${rv?.description ?? ""} Features: ${features.join(", ")}. Reserve one with the ${rv?.buttonText ?? "Reserve a Spot"} button on the ${link("Book Now", "/book-now")} page (our RV reservation system). Check-in is at ${resort.checkIn}. Tents are not permitted.${monthly}${priceNote}`;
}

function kayakAnswer(cues: Cues): string {
  const price = asksPrice(cues) ? " I don't have rental prices here; the front desk can tell you when you call." : "";
  return `${kayakRentals.title}: ${kayakRentals.description} The number is ${phone}.${price} The ${kayakRentals.buttonText} button on the ${link("Book Now", "/book-now")} page dials it for you.`;
}

function amenitiesAnswer(cues: Cues): string {
  if (cues.amenities.length > 0) {
    const lines = cues.amenities.map((match) => `${match.item} (${match.group})`);
    const details = has(
      cues,
      "password",
      "code",
      "cost",
      "price",
      "how much",
      "fee",
      "where",
      "when",
      "hour",
      "time",
      "open",
      "close",
      "free",
    )
      ? ` I don't have more detail than that here; for specifics, ${callUs}.`
      : "";
    return `Yes: ${lines.join("; ")}.${details} See the amenities on our ${link("home page", "/")}.`;
  }
  const groups = amenityGroups.map((group) => `${group.title}: ${group.items.join(", ")}`);
  return `Here's what the resort offers. ${groups.join(". ")}. Good to know: ${amenityNotes.join(" ")} More on our ${link("home page", "/")}.`;
}

function policyNote(pattern: RegExp): string {
  return amenityNotes.find((note) => pattern.test(note)) ?? "";
}

function petsAnswer(): string {
  return `${policyNote(/pets/i)} We even have a dog park. If you have questions about a particular pet, ${callUs}.`;
}

function tentsAnswer(): string {
  return `Sorry, ${policyNote(/tents/i).replace(/^N/, "n")} We offer ${resort.rvSpotCount} RV spots and cottages and tiny homes instead: see ${link("Book Now", "/book-now")}.`;
}

function smokingAnswer(): string {
  return `${policyNote(/smoking/i)} Other house rules: ${amenityNotes.filter((note) => !/smoking/i.test(note)).join(" ")}`;
}

function nearbyAnswer(cues: Cues): string {
  const named = ofKind(cues, "nearby");
  if (named.length > 0) {
    return `${named.map((place) => `${place.name} is about ${place.distance} from the resort.`).join(" ")} See all nearby places in What's Close on our ${link("home page", "/")}.`;
  }
  const list = nearbyPlaces.map((place) => `${place.name} (${place.distance})`).join(", ");
  const unknownPlace = has(cues, "how far", "distance", "far")
    ? "I only know the distances to these places: "
    : "Here's what's close to the resort: ";
  return `${unknownPlace}${list}. See What's Close on our ${link("home page", "/")}.`;
}

function eventLine(event: ResortEvent, moment: Moment, withPrices: boolean): string {
  const run = eventRunText(event, moment);
  const when = run.ended
    ? `took place ${run.text} and has ended`
    : run.onNow
      ? `is on now: ${run.text}`
      : `runs ${run.text}`;
  const prices = withPrices ? ` Prices: ${event.pricingNote}` : "";
  return `${link(event.name, `/events/${event.id}`)} ${when} (${event.time}, ${event.location}).${prices}`;
}

function eventsAnswer(cues: Cues, moment: Moment): string {
  const named = ofKind(cues, "event");
  if (named.some((event) => event.id === "christmas-lights") && named.length === 1)
    return christmasAnswer(cues, moment);
  if (named.length > 0) {
    return named
      .map(
        (event) =>
          `${eventLine(event, moment, true)} ${event.shortDescription}${event.tickets ? ` Tickets are sold on the event page.` : ""}`,
      )
      .join(" ");
  }
  const visible = events.filter((event) => !event.hidden);
  const upcoming = visible.filter((event) => !eventRunText(event, moment).ended);
  const past = visible.filter((event) => eventRunText(event, moment).ended);
  const lines = upcoming.map((event) => eventLine(event, moment, asksPrice(cues)));
  const pastNote = past.length > 0 ? ` Past: ${past.map((event) => `${event.name} (ended)`).join(", ")}.` : "";
  return `Upcoming: ${lines.join(" ")}${pastNote} We also host weddings and private events at our ${link("Venue", "/venue")}. See all ${link("Events", "/events")}.`;
}

function christmasAnswer(cues: Cues, moment: Moment): string {
  const season = christmasSeasonText(moment);
  const when = season.onNow ? `is on now, nightly through the season (${season.text})` : `runs nightly ${season.text}`;
  const group = has(cues, "group", "bus", "church", "school", "organization")
    ? ` ${christmasLights.planYourVisit[3]} Use Inquire About Group Rates on the page.`
    : "";
  const santa = has(cues, "santa") ? ` ${christmasLights.extrasCards[1]?.text ?? ""}` : "";
  return `The Christmas Lights Drive-Through ${when}. ${christmasLights.infoCards[1]?.text ?? ""} Tickets: ${christmasPrices}; ${christmasLights.onlineDiscount}.${group}${santa} Details and tickets: ${link("Christmas Lights", "/christmas-lights")}.`;
}

function venueAnswer(cues: Cues): string {
  const named = ofKind(cues, "venue");
  const pricing = asksPrice(cues)
    ? ` I don't have venue pricing here; our events team quotes it for your date and guest count.`
    : "";
  const inquiry =
    `${pricing} Send an availability inquiry on the ${link("Venue", "/venue")} page, or email ${resort.salesEmail}.`.trim();
  if (named.length > 0) {
    const lines = named.map((space) => `${space.name} holds up to ${space.capacity} guests. ${space.description}`);
    return `${lines.join(" ")} ${inquiry}`;
  }
  if (cues.groupSize !== null) {
    const size = cues.groupSize;
    const fits = venueSpaces.filter((space) => space.capacity >= size);
    const list =
      fits.length > 0
        ? `For ${size} guests: ${fits.map((space) => `${space.name} (up to ${space.capacity})`).join(", ")}.`
        : `Our largest space, The Bay Lodge, holds up to 175 guests, so ${size} is more than one space holds.`;
    return `${list} ${inquiry}`;
  }
  const spaces = venueSpaces.map((space) => `${space.name} (up to ${space.capacity} guests)`).join(", ");
  const wedding = has(cues, "wedding", "marry", "married", "ceremony", "reception", "bride", "bridal", "elope", "vow")
    ? ` For weddings: ${venueFeatures.map((feature) => feature.title).join(", ")}. Use Book Your Wedding or Schedule a Tour on the ${link("Venue", "/venue")} page.`
    : has(cues, "tour")
      ? ` Use Schedule a Tour on the ${link("Venue", "/venue")} page.`
      : "";
  return `Our venue has three spaces: ${spaces}.${wedding} ${inquiry}`;
}

function workAnswer(cues: Cues): string {
  const page = link("Work", "/work");
  if (
    has(
      cues,
      "tax",
      "capital gain",
      "opportunity zone",
      "invest",
      "investment",
      "investor",
      "qualified opportunity",
      "basis",
      "deferral",
    )
  ) {
    return `The resort sits in a federal Opportunity Zone. Benefits: ${opportunityZoneBenefits.map((benefit) => `${benefit.title} (${benefit.text})`).join("; ")} Details on the ${page} page.`;
  }
  return `${createCenter.name}: ${createCenter.description} ${createCenter.spaces.map((space) => `${space.title}: ${space.text}`).join(" ")} Amenities: ${createCenter.amenities.join(", ")}. ${createCenter.liveInRv.text} Send an availability inquiry on the ${page} page.`;
}

function contactAnswer(cues: Cues): string {
  const restaurantFirst = has(cues, "restaurant", "pique nique", "pique", "nique");
  const main = `Front desk: ${phone}, ${resort.email} (open ${resort.officeHours.replace(/^Daily/, "daily")}).`;
  const food = `Pique Nique restaurant: ${resort.restaurantPhone.display}.`;
  const sales = `Venue and events sales: ${resort.salesEmail}.`;
  const lines = restaurantFirst ? [food, main] : [main, food, sales];
  return `${lines.join(" ")} You can also use the contact form on our ${link("home page", "/#contact")}.`;
}

function locationAnswer(): string {
  const { street, city, region, postalCode } = resort.address;
  return `We're at ${street}, ${city}, ${region} ${postalCode}, on the Coosa River. The map and directions are in the Contact section of our ${link("home page", "/#contact")}. Need help finding us? Call ${phone}.`;
}

function gateAnswer(): string {
  return `The restaurant gate code is shown only to signed-in guests, and only while Pique Nique is open. Sign in or register in the Gate Access card on the ${link("Pique Nique", "/pique-nique#gate-access")} page.`;
}

function ratingAnswer(): string {
  return `Guests rate us ${resort.rating.value} out of 5 across ${resort.rating.reviewCount} reviews.`;
}

function greetingAnswer(): string {
  return `Hello! I can help with lodging, RV spots, Pique Nique's hours, events, the Christmas Lights, the venue and more. What would you like to know?`;
}

export function acknowledgement(): string {
  return "Glad to help. Is there anything else you'd like to know about your stay?";
}

function thanksAnswer(): string {
  return `You're welcome! Anything else I can help with? You can also reach the front desk at ${phone}.`;
}

export function answerFor(intent: IntentId, cues: Cues, moment: Moment): string {
  switch (intent) {
    case "restaurant":
      return restaurantAnswer(cues, moment);
    case "hours":
      return hoursAnswer(cues, moment);
    case "checkIn":
      return checkInAnswer(cues);
    case "lodging":
      return lodgingAnswer(cues);
    case "booking":
      return bookingAnswer(cues, moment);
    case "rv":
      return rvAnswer(cues);
    case "kayak":
      return kayakAnswer(cues);
    case "amenities":
      return amenitiesAnswer(cues);
    case "pets":
      return petsAnswer();
    case "tents":
      return tentsAnswer();
    case "smoking":
      return smokingAnswer();
    case "nearby":
      return nearbyAnswer(cues);
    case "events":
      return eventsAnswer(cues, moment);
    case "christmas":
      return christmasAnswer(cues, moment);
    case "venue":
      return venueAnswer(cues);
    case "work":
      return workAnswer(cues);
    case "contact":
      return contactAnswer(cues);
    case "location":
      return locationAnswer();
    case "gate":
      return gateAnswer();
    case "rating":
      return ratingAnswer();
    case "greeting":
      return greetingAnswer();
    case "thanks":
      return thanksAnswer();
  }
}
