// House rules and the Opportunity Zone's benefits are the site's fixed wording, not documents staff edit.
import { amenityNotes } from "#content/home.ts";
import { opportunityZoneBenefits } from "#content/work.ts";
import { hasDraft, shown } from "#domain/content/draft.ts";
import type { LodgingFacts, ResortEventFacts } from "#domain/content/schemas.ts";
import { eventPricing, longDate } from "#domain/english.ts";
import { formatDayHours, weekdayName } from "#domain/hours.ts";
import { showsSleeps } from "#domain/lodging.ts";
import type { Entity, EntityItems } from "./entities.ts";
import {
  christmasEvent,
  christmasHours,
  christmasSeasonText,
  dayHours,
  exceptionsText,
  nextExceptionOn,
  eventRunText,
  link,
  openNowSentence,
  Sources,
  spokenTime,
  weekdayToday,
  todayHours,
  ticketPrices,
  weeklyHoursText,
  type Moment,
  type ScheduleItem,
} from "./facts.ts";
import type { AmenityMatch, IntentId } from "./intents.ts";
import type { Site } from "./site.ts";
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
/** Time of day, not the date: "what time", "start", "last car", "schedule". */
const asksTime = (cues: Cues) =>
  has(
    cues,
    "what time",
    "time",
    "start",
    "begin",
    "open",
    "opening",
    "close",
    "closing",
    "end",
    "finish",
    "schedule",
    "hour",
    "until",
    "late",
    "last car",
    "last entry",
  );
const asksBooking = (cues: Cues) =>
  has(cues, "book", "booking", "reserve", "reservation", "available", "availability", "rent");
function ofKind<K extends Entity["kind"]>(cues: Cues, kind: K): EntityItems[K][] {
  return cues.entities.filter((entity) => entity.kind === kind).map((entity) => entity.item) as EntityItems[K][];
}

export function unknownAnswer(site: Site): string {
  return `I'm not sure about that, and I'd rather not guess. Please ${site.callUs} or email ${site.resort.email}, and the team will be glad to help.`;
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

function restaurantAnswer(cues: Cues, site: Site, moment: Moment): string {
  const { resort } = site;
  const sources = new Sources(site);
  const pageLink = link("Pique Nique", "/pique-nique");
  const parts: string[] = [];
  if (asksHoliday(cues) && cues.day === null) {
    const changes = exceptionsText(moment);
    if (changes)
      return `Pique Nique's hours change on these days: ${changes}. Otherwise its regular hours are ${weeklyHoursText(moment)}. More on the ${pageLink} page.`;
    return `I don't have Pique Nique's holiday hours, so please call the restaurant at ${resort.restaurantPhone.display} to check. Its regular hours are ${weeklyHoursText(moment)}. More on the ${pageLink} page.`;
  }
  if (has(cues, "menu", "dish", "vegan", "vegetarian", "gluten", "kid menu", "price", "cost", "how much")) {
    parts.push(
      `I don't have the menu or prices here. For today's menu, call the restaurant at ${resort.restaurantPhone.display}.`,
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
    const hours = dayHours(moment, cues.day);
    const exception = nextExceptionOn(moment, cues.day);
    if (exception)
      parts.unshift(
        `${longDate(exception.date)} is different (${exception.note}): Pique Nique is ${exception.hours ? `open ${formatDayHours(exception.hours)}` : "closed"} that day.`,
      );
    parts.unshift(
      hours === "closed"
        ? `Pique Nique is closed on ${weekdayName(cues.day)}s.`
        : `On ${weekdayName(cues.day)} Pique Nique is open ${hours}.`,
    );
  } else if (cues.asksNow) {
    parts.unshift(
      `${openNowSentence(moment)} Today (${weekdayName(weekdayToday(moment))}) the hours are ${todayHours(moment)}.`,
    );
  } else if (parts.length === 0 || has(cues, "hour", "open", "close", "closing", "opening", "what time", "when")) {
    parts.unshift(`Pique Nique's hours: ${weeklyHoursText(moment)}. ${openNowSentence(moment)}`);
  }
  if (
    parts.length === 1 &&
    !has(cues, "hour", "open", "close", "what time", "when", "menu", "order") &&
    cues.day === null &&
    !cues.asksNow
  ) {
    parts.unshift(...site.restaurant.about.slice(0, 1).map((paragraph) => sources.read(paragraph)));
  }
  return `${parts.join(" ")}${sources.caveat()} More on the ${pageLink} page.`;
}

function hoursAnswer(cues: Cues, site: Site, moment: Moment): string {
  if (cues.day !== null || cues.asksNow) return restaurantAnswer(cues, site, moment);
  const { resort } = site;
  return `Our front office is open ${resort.officeHours.replace(/^Daily/, "daily")}, and check-in is at ${resort.checkIn}. Pique Nique, our restaurant, keeps its own hours: ${weeklyHoursText(moment)}. ${openNowSentence(moment)} See ${link("Pique Nique", "/pique-nique")} for details.`;
}

function checkInAnswer(cues: Cues, site: Site): string {
  const { resort, callUs } = site;
  const checkOut = has(cues, "check out", "checkout", "leave", "departure")
    ? ` I don't have the check-out time here, so please ${callUs}.`
    : "";
  const outsideHours = has(cues, "late", "night", "early", "after hour", "midnight", "tonight")
    ? ` Arriving outside those hours? Please ${callUs} before you come.`
    : "";
  return `Check-in is at ${resort.checkIn}. The front office is open ${resort.officeHours.replace(/^Daily/, "daily")}.${outsideHours}${checkOut} You can book on the ${link("Book Now", "/book-now")} page.`;
}

function sleepsText(item: LodgingFacts, sources: Sources): string {
  const sleeps = sources.read(item.sleeps);
  if (showsSleeps(sleeps)) return `sleeps ${sleeps}`;
  if (item.id === "rv-spots") return "room depends on your RV";
  return "guest count not listed";
}

function lodgingLine(item: LodgingFacts, sources: Sources): string {
  return `${item.title} (${sleepsText(item, sources)})`;
}

function bookingLine(item: LodgingFacts): string {
  return item.bookingSystem === "reservations"
    ? `${item.title} are reserved through our RV reservation system: use the ${item.buttonText} button on the ${link("Book Now", "/book-now")} page.`
    : `${item.title} is booked through our vacation-rental site: use its ${item.buttonText} button on the ${link("Book Now", "/book-now")} page (it opens the booking page in a new tab).`;
}

/** "Our site lists the Container Home as sleeping 4." while the count is a draft; "… sleeps 4." once confirmed. */
function capacityLine(item: LodgingFacts, sources: Sources): string {
  const sleeps = sources.read(item.sleeps);
  if (!showsSleeps(sleeps)) {
    const largest = sources.read(item.description).toLowerCase().includes("largest")
      ? " It is our largest rental."
      : "";
    return `The ${item.title}'s guest count isn't listed.${largest}`;
  }
  return hasDraft(item.sleeps)
    ? `Our site lists the ${item.title} as sleeping ${sleeps}.`
    : `The ${item.title} sleeps ${sleeps}.`;
}

function lodgingAnswer(cues: Cues, site: Site): string {
  const { callUs } = site;
  const sources = new Sources(site);
  const named = ofKind(cues, "lodging");
  const booking = asksBooking(cues);
  const priceNote = asksPrice(cues)
    ? ` I don't have nightly rates here: the booking page shows them for your dates, or ${callUs}.`
    : "";
  /** The caveat when a draft was used, else the number to call when the answer left a question open. */
  const toConfirm = (open: boolean) => sources.caveat() || (open ? ` Please ${callUs} to confirm.` : "");
  if (named.length > 0) {
    const lines = named.map((item) => {
      if (item.id === "rv-spots") return sources.read(item.description);
      const capacity = capacityLine(item, sources);
      return asksCapacity(cues) && !booking ? capacity : `${capacity} ${sources.read(item.description)}`;
    });
    const unlisted = named.some((item) => item.id !== "rv-spots" && !showsSleeps(shown(item.sleeps)));
    const book =
      booking || !asksCapacity(cues)
        ? ` ${named.map(bookingLine).join(" ")}`
        : ` Book it on the ${link("Book Now", "/book-now")} page.`;
    return `${lines.join(" ")}${toConfirm(unlisted)}${book}${priceNote}`;
  }
  const stays = site.lodging.filter((item) => item.id !== "rv-spots");
  const featured = withFeature(cues, stays);
  if (featured.length > 0 && cues.groupSize === null) {
    const lines = featured.map(
      (item) => `${item.title} (${sleepsText(item, sources)}): ${sources.read(item.description)}`,
    );
    return `From our descriptions: ${lines.join(" ")}${sources.caveat() || ` For anything else about a rental, please ${callUs}.`} Book on the ${link("Book Now", "/book-now")} page.${priceNote}`;
  }
  if (cues.groupSize !== null) {
    const size = cues.groupSize;
    const count = (item: LodgingFacts) => Number(shown(item.sleeps));
    const fits = stays
      .filter((item) => showsSleeps(shown(item.sleeps)) && count(item) >= size)
      .sort((a, b) => count(a) - count(b));
    const unlisted = stays.filter((item) => !showsSleeps(shown(item.sleeps)));
    const list =
      fits.length > 0
        ? `These sleep ${size} or more: ${fits.map((item) => lodgingLine(item, sources)).join(", ")}.`
        : `None of our cottages lists room for ${size}.`;
    const extra =
      unlisted.length > 0
        ? ` ${unlisted.map((item) => item.title).join(", ")} doesn't list a count (${largestNote(unlisted, sources)}).`
        : "";
    return `${list}${extra}${toConfirm(unlisted.length > 0)} You could also book more than one cottage or an RV spot. See ${link("Book Now", "/book-now")}.${priceNote}`;
  }
  if (booking) return bookingOverview(site) + priceNote;
  const list = stays.map((item) => lodgingLine(item, sources)).join(", ");
  return `We have ${stays.length} cottages and tiny homes: ${list}, plus ${site.resort.rvSpotCount} riverfront RV spots.${sources.caveat()} All cottages and tiny homes are non-smoking. Browse and book them on the ${link("Book Now", "/book-now")} page.${priceNote}`;
}

/** Words that say nothing about a particular rental, left out when matching descriptions. */
const LODGING_GENERIC = new Set(
  tokens(
    "the and with for your you does have has any which what who that there want need cottage home tiny house lodging rental stay sleep room place unit ones book with where kind type available option offer come",
  ),
);

/** Rentals whose description mentions what the visitor asks about ("a fireplace", "a full kitchen"). */
function withFeature(cues: Cues, stays: LodgingFacts[]): LodgingFacts[] {
  const words = cues.text
    .trim()
    .split(" ")
    .filter((word) => word.length >= 4 && !LODGING_GENERIC.has(word));
  if (words.length === 0) return [];
  const matches = stays.filter((item) => {
    const description = new Set(tokens(shown(item.description)));
    return words.some((word) => description.has(word));
  });
  return matches.length <= 4 ? matches : [];
}

function largestNote(items: LodgingFacts[], sources: Sources): string {
  const largest = items.find((item) => sources.read(item.description).toLowerCase().includes("largest"));
  return largest ? `${largest.title} is our largest rental` : "not specified";
}

function bookingOverview(site: Site): string {
  return `Everything is booked from the ${link("Book Now", "/book-now")} page: cottages and tiny homes open our vacation-rental site, RV spots use our reservation system (Reserve a Spot), and kayak rentals are booked by phone at ${site.resort.phone.display}.`;
}

function bookingAnswer(cues: Cues, site: Site, moment: Moment): string {
  if (ofKind(cues, "lodging").length > 0) return lodgingAnswer(cues, site);
  if (ofKind(cues, "venue").length > 0) return venueAnswer(cues, site);
  const named = ofKind(cues, "event");
  if (named.length > 0) return eventsAnswer(cues, site, moment);
  return bookingOverview(site);
}

function rvAnswer(cues: Cues, site: Site): string {
  const sources = new Sources(site);
  const rv = site.lodging.find((item) => item.id === "rv-spots");
  const description = rv ? sources.read(rv.description) : "";
  const features = (site.amenityGroups.find((group) => group.title === "Accommodations")?.items ?? [])
    .map((item) => sources.read(item))
    .filter((item) => !/cottage/i.test(item));
  const monthly = has(cues, "month", "monthly", "long term", "live")
    ? ` ${sources.read(site.createCenter.liveInRv.text)} See ${link("Work", "/work")}.`
    : "";
  const priceNote = asksPrice(cues)
    ? ` I don't have nightly rates here: the reservation system shows them for your dates, or ${site.callUs}.`
    : "";
  return `${description} Features: ${features.join(", ")}.${monthly}${sources.caveat()} Reserve one with the ${rv?.buttonText ?? "Reserve a Spot"} button on the ${link("Book Now", "/book-now")} page (our RV reservation system). Check-in is at ${site.resort.checkIn}. Tents are not permitted.${priceNote}`;
}

function kayakAnswer(cues: Cues, site: Site): string {
  const { kayakRentals } = site;
  const price = asksPrice(cues) ? " I don't have rental prices here; the front desk can tell you when you call." : "";
  return `${kayakRentals.title}: ${kayakRentals.description} The number is ${site.resort.phone.display}.${price} The ${kayakRentals.buttonText} button on the ${link("Book Now", "/book-now")} page dials it for you.`;
}

function amenitiesAnswer(cues: Cues, site: Site): string {
  const { callUs } = site;
  if (cues.amenities.length > 0) {
    const line = (match: AmenityMatch) => `${match.item} (${match.group})`;
    const confirmed = cues.amenities.filter((match) => match.confirmed);
    const listed = cues.amenities.filter((match) => !match.confirmed);
    const parts: string[] = [];
    if (confirmed.length > 0) parts.push(`Yes: ${confirmed.map(line).join("; ")}.`);
    if (listed.length > 0) {
      const them = listed.length === 1 ? "it" : "them";
      parts.push(
        `Our site ${confirmed.length > 0 ? "also " : ""}lists ${listed.map(line).join("; ")}, but the resort hasn't confirmed ${them} yet: please ${callUs} to check before you count on ${them}.`,
      );
    } else if (
      has(
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
    ) {
      parts.push(`I don't have more detail than that here; for specifics, ${callUs}.`);
    }
    return `${parts.join(" ")} See the amenities on our ${link("home page", "/")}.`;
  }
  const sources = new Sources(site);
  const groups = site.amenityGroups.map(
    (group) => `${group.title}: ${group.items.map((item) => sources.read(item)).join(", ")}`,
  );
  return `Here's what our site lists. ${groups.join(". ")}.${sources.caveat()} Good to know: ${amenityNotes.join(" ")} More on our ${link("home page", "/")}.`;
}

function policyNote(pattern: RegExp): string {
  return amenityNotes.find((note) => pattern.test(note)) ?? "";
}

function petsAnswer(site: Site): string {
  const dogPark = site.amenityGroups.flatMap((group) => group.items).find((item) => /dog park/i.test(shown(item)));
  const park = !dogPark
    ? ""
    : hasDraft(dogPark)
      ? " Our site also lists a dog park, but the resort hasn't confirmed it yet."
      : " We have a dog park, too.";
  const about = dogPark && hasDraft(dogPark) ? "the dog park or a particular pet" : "a particular pet";
  return `${policyNote(/pets/i)}${park} If you have questions about ${about}, ${site.callUs}.`;
}

function tentsAnswer(site: Site): string {
  return `Sorry, ${policyNote(/tents/i).replace(/^N/, "n")} We offer ${site.resort.rvSpotCount} RV spots and cottages and tiny homes instead: see ${link("Book Now", "/book-now")}.`;
}

function smokingAnswer(): string {
  return `${policyNote(/smoking/i)} Other house rules: ${amenityNotes.filter((note) => !/smoking/i.test(note)).join(" ")}`;
}

function nearbyAnswer(cues: Cues, site: Site): string {
  const sources = new Sources(site);
  const named = ofKind(cues, "nearby");
  if (named.length > 0) {
    const lines = named.map((fact) => {
      const place = sources.read(fact);
      return `${place.name} is about ${place.distance} from the resort.`;
    });
    return `${lines.join(" ")}${sources.caveat()} See all nearby places in What's Close on our ${link("home page", "/")}.`;
  }
  const list = site.nearbyPlaces
    .map((fact) => sources.read(fact))
    .map((place) => `${place.name} (${place.distance})`)
    .join(", ");
  const unknownPlace = has(cues, "how far", "distance", "far")
    ? "I only know the distances to these places: "
    : "Here's what's close to the resort: ";
  return `${unknownPlace}${list}.${sources.caveat()} See What's Close on our ${link("home page", "/")}.`;
}

function eventLink(event: ResortEventFacts, sources: Sources): string {
  return link(sources.read(event.name), `/events/${event.id}`);
}

function runSentence(event: ResortEventFacts, moment: Moment, sources: Sources): string {
  const run = eventRunText(sources.read(event.dates), moment);
  return run.ended ? `took place ${run.text} and has ended` : run.onNow ? `is on now: ${run.text}` : `runs ${run.text}`;
}

function eventLine(event: ResortEventFacts, moment: Moment, withPrices: boolean, sources: Sources): string {
  const prices = withPrices
    ? ` Prices: ${eventPricing({ ...event, pricingNote: sources.read(event.pricingNote) })}`
    : "";
  return `${eventLink(event, sources)} ${runSentence(event, moment, sources)} (${sources.read(event.time)}, ${sources.read(event.location)}).${prices}`;
}

const START_WORDS = new Set(tokens("start begin open opening first early earliest"));
const END_WORDS = new Set(tokens("end close closing last finish until late latest"));
const SCHEDULE_FILLER = new Set(tokens("the and to at of through with for weekend"));

/**
 * The schedule entries a question is about: the ones naming what it names ("Haunted Forest",
 * "Santa", "last car"), then the ones opening or closing when it asks when something starts or
 * ends. A question naming none of them gets the whole schedule.
 */
function scheduleFocus(entries: ScheduleItem[], cues: Cues): ScheduleItem[] {
  const asked = new Set(cues.text.trim().split(" "));
  const asksStart = [...START_WORDS].some((word) => asked.has(word));
  const asksEnd = [...END_WORDS].some((word) => asked.has(word));
  const scored = entries.map((entry) => {
    const words = tokens(shown(entry).activity);
    const named = words.filter(
      (word) => word.length > 2 && !SCHEDULE_FILLER.has(word) && !START_WORDS.has(word) && !END_WORDS.has(word),
    );
    const direction =
      (asksStart && words.some((word) => START_WORDS.has(word))) ||
      (asksEnd && words.some((word) => END_WORDS.has(word)));
    return { entry, score: named.filter((word) => asked.has(word)).length * 2 + (direction ? 1 : 0) };
  });
  const best = Math.max(0, ...scored.map((item) => item.score));
  return best === 0 ? entries : scored.filter((item) => item.score === best).map((item) => item.entry);
}

/**
 * An event's times for a question about them: its schedule (the entries the question is about;
 * `schedule` when the event's own needs a correction) and, when the whole schedule is wanted, its
 * hours. Confirmed times are stated; drafts are given as what the site lists, with the number to
 * call (which also covers the dates when they are drafts).
 */
function eventTimes(
  event: ResortEventFacts,
  cues: Cues,
  site: Site,
  { withHours, schedule = event.schedule }: { withHours: boolean; schedule?: ScheduleItem[] },
): string {
  const entries = event.showSchedule ? schedule : [];
  const focus = scheduleFocus(entries, cues);
  const hours = withHours && focus.length === entries.length ? [event.time] : [];
  const said = (entry: ScheduleItem) => `${shown(entry).activity} at ${spokenTime(shown(entry).time)}`;
  const confirmed = [
    ...hours.filter((time) => !hasDraft(time)).map((time) => `Hours: ${shown(time)}.`),
    ...focus.filter((entry) => !hasDraft(entry)).map((entry) => `${said(entry)}.`),
  ];
  const listed = [
    ...hours.filter((time) => hasDraft(time)).map((time) => `hours ${shown(time)}`),
    ...focus.filter((entry) => hasDraft(entry)).map(said),
  ];
  const lists = listed.length > 0 ? ` Our site ${confirmed.length > 0 ? "also " : ""}lists: ${listed.join("; ")}.` : "";
  const times = listed.length === 1 ? "this time" : "these times";
  const what = hasDraft(event.dates) ? (listed.length > 0 ? "these dates and times" : "these dates") : times;
  const hedge =
    listed.length > 0 || hasDraft(event.dates)
      ? ` The resort hasn't confirmed ${what} yet, so please ${site.callUs} to check.`
      : "";
  return `${confirmed.map((sentence) => ` ${sentence}`).join("")}${lists}${hedge}`;
}

function eventTimesAnswer(event: ResortEventFacts, cues: Cues, site: Site, moment: Moment): string {
  const sources = new Sources(site);
  return `${eventLink(event, sources)} ${runSentence(event, moment, sources)}.${eventTimes(event, cues, site, { withHours: true })}`;
}

function eventsAnswer(cues: Cues, site: Site, moment: Moment): string {
  const named = ofKind(cues, "event");
  const [only] = named;
  if (only && named.length === 1) {
    if (only.id === "christmas-lights") return christmasAnswer(cues, site, moment);
    if (asksTime(cues)) return eventTimesAnswer(only, cues, site, moment);
  }
  const sources = new Sources(site);
  if (named.length > 0) {
    const lines = named.map(
      (event) =>
        `${eventLine(event, moment, true, sources)} ${sources.read(event.shortDescription)}${event.tickets ? ` Tickets are sold on the event page.` : ""}`,
    );
    return `${lines.join(" ")}${sources.caveat()}`;
  }
  const visible = site.events.filter((event) => !event.hidden);
  const ended = (event: ResortEventFacts) => eventRunText(shown(event.dates), moment).ended;
  const lines = visible
    .filter((event) => !ended(event))
    .map((event) => eventLine(event, moment, asksPrice(cues), sources));
  const past = visible.filter(ended);
  const pastNote =
    past.length > 0 ? ` Past: ${past.map((event) => `${sources.read(event.name)} (ended)`).join(", ")}.` : "";
  return `Upcoming: ${lines.join(" ")}${pastNote}${sources.caveat()} We also host weddings and private events at our ${link("Venue", "/venue")}. See all ${link("Events", "/events")}.`;
}

function christmasAnswer(cues: Cues, site: Site, moment: Moment): string {
  const lights = site.christmasLights;
  const event = christmasEvent(site);
  const season = christmasSeasonText(site, moment);
  const when = season.onNow ? `is on now for the season (${season.text})` : `runs ${season.text}`;
  const asksGroup = has(cues, "group", "bus", "church", "school", "organization");
  const asksWhen = asksTime(cues) || has(cues, "when", "santa");
  const focused = asksWhen || !(asksPrice(cues) || asksGroup || has(cues, "discount", "coupon", "promo code"));
  const times = event ? eventTimes(event, cues, site, { withHours: false }) : "";
  const prices = event?.tickets ? `${ticketPrices(event)}; ` : "";
  const tickets = asksWhen && !asksPrice(cues) ? "" : ` Tickets: ${prices}${lights.onlineDiscount}.`;
  const group = asksGroup ? " For groups, use Inquire About Group Rates on the page." : "";
  const gates = ` Gates open at ${christmasHours(site).opens ?? ""}.`;
  return `The Christmas Lights Drive-Through ${when}.${focused && times ? times : gates}${tickets}${group} Details and tickets: ${link("Christmas Lights", "/christmas-lights")}.`;
}

function venueAnswer(cues: Cues, site: Site): string {
  const sources = new Sources(site);
  const named = ofKind(cues, "venue");
  const pricing = asksPrice(cues)
    ? ` I don't have venue pricing here; our events team quotes it for your date and guest count.`
    : "";
  const inquiry =
    `${pricing} Send an availability inquiry on the ${link("Venue", "/venue")} page, or email ${site.resort.salesEmail}.`.trim();
  if (named.length > 0) {
    const lines = named.map((space) =>
      asksCapacity(cues)
        ? `${space.name} holds up to ${space.capacity} guests.`
        : `${space.name} holds up to ${space.capacity} guests. ${sources.read(space.description)}`,
    );
    return `${lines.join(" ")}${sources.caveat()} ${inquiry}`;
  }
  if (cues.groupSize !== null) {
    const size = cues.groupSize;
    const fits = site.venueSpaces.filter((space) => space.capacity >= size);
    const largest = site.venueSpaces.reduce((a, b) => (b.capacity > a.capacity ? b : a));
    const list =
      fits.length > 0
        ? `For ${size} guests: ${fits.map((space) => `${space.name} (up to ${space.capacity})`).join(", ")}.`
        : `Our largest space, ${largest.name}, holds up to ${largest.capacity} guests, so ${size} is more than one space holds.`;
    return `${list} ${inquiry}`;
  }
  const spaces = site.venueSpaces.map((space) => `${space.name} (up to ${space.capacity} guests)`).join(", ");
  const wedding = has(cues, "wedding", "marry", "married", "ceremony", "reception", "bride", "bridal", "elope", "vow")
    ? ` For weddings: ${site.venueFeatures.map((feature) => sources.read(feature.title)).join(", ")}.${sources.caveat()} Use Book Your Wedding or Schedule a Tour on the ${link("Venue", "/venue")} page.`
    : has(cues, "tour")
      ? ` Use Schedule a Tour on the ${link("Venue", "/venue")} page.`
      : "";
  return `Our venue has three spaces: ${spaces}.${wedding} ${inquiry}`;
}

function workAnswer(cues: Cues, site: Site): string {
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
  const sources = new Sources(site);
  const center = site.createCenter;
  const spaces = center.spaces.map((space) => `${space.title}: ${sources.read(space.text)}`).join(" ");
  const amenities = center.amenities.map((item) => sources.read(item)).join(", ");
  return `${center.name}: ${sources.read(center.description)} ${spaces} Amenities: ${amenities}. ${sources.read(center.liveInRv.text)}${sources.caveat()} Send an availability inquiry on the ${page} page.`;
}

function contactAnswer(cues: Cues, site: Site): string {
  const { resort } = site;
  const phone = resort.phone.display;
  const restaurantFirst = has(cues, "restaurant", "pique nique", "pique", "nique");
  const main = `Front desk: ${phone}, ${resort.email} (open ${resort.officeHours.replace(/^Daily/, "daily")}).`;
  const food = `Pique Nique restaurant: ${resort.restaurantPhone.display}.`;
  const sales = `Venue and events sales: ${resort.salesEmail}.`;
  const lines = restaurantFirst ? [food, main] : [main, food, sales];
  return `${lines.join(" ")} You can also use the contact form on our ${link("home page", "/#contact")}.`;
}

function locationAnswer(site: Site): string {
  const { street, city, region, postalCode } = site.resort.address;
  return `We're at ${street}, ${city}, ${region} ${postalCode}, on the Coosa River. The map and directions are in the Contact section of our ${link("home page", "/#contact")}. Need help finding us? Call ${site.resort.phone.display}.`;
}

function gateAnswer(): string {
  return `The restaurant gate code is shown only to signed-in guests, and only while Pique Nique is open. Sign in or register in the Gate Access card on the ${link("Pique Nique", "/pique-nique#gate-access")} page.`;
}

function ratingAnswer(site: Site): string {
  const { rating } = site.resort;
  return `Guests rate us ${rating.value} out of 5 across ${rating.reviewCount} reviews.`;
}

function greetingAnswer(): string {
  return `Hello! I can help with lodging, RV spots, Pique Nique's hours, events, the Christmas Lights, the venue and more. What would you like to know?`;
}

export function acknowledgement(): string {
  return "Glad to help. Is there anything else you'd like to know about your stay?";
}

function thanksAnswer(site: Site): string {
  return `You're welcome! Anything else I can help with? You can also reach the front desk at ${site.resort.phone.display}.`;
}

export function answerFor(intent: IntentId, cues: Cues, site: Site, moment: Moment): string {
  switch (intent) {
    case "restaurant":
      return restaurantAnswer(cues, site, moment);
    case "hours":
      return hoursAnswer(cues, site, moment);
    case "checkIn":
      return checkInAnswer(cues, site);
    case "lodging":
      return lodgingAnswer(cues, site);
    case "booking":
      return bookingAnswer(cues, site, moment);
    case "rv":
      return rvAnswer(cues, site);
    case "kayak":
      return kayakAnswer(cues, site);
    case "amenities":
      return amenitiesAnswer(cues, site);
    case "pets":
      return petsAnswer(site);
    case "tents":
      return tentsAnswer(site);
    case "smoking":
      return smokingAnswer();
    case "nearby":
      return nearbyAnswer(cues, site);
    case "events":
      return eventsAnswer(cues, site, moment);
    case "christmas":
      return christmasAnswer(cues, site, moment);
    case "venue":
      return venueAnswer(cues, site);
    case "work":
      return workAnswer(cues, site);
    case "contact":
      return contactAnswer(cues, site);
    case "location":
      return locationAnswer(site);
    case "gate":
      return gateAnswer();
    case "rating":
      return ratingAnswer(site);
    case "greeting":
      return greetingAnswer();
    case "thanks":
      return thanksAnswer(site);
  }
}
