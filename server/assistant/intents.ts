import { hasDraft, shown } from "#domain/content/draft.ts";
import type { AmenityGroupFacts } from "#domain/content/schemas.ts";
import type { EntityIndex } from "./entities.ts";
import { padded, tokens } from "./text.ts";

export type IntentId =
  | "restaurant"
  | "hours"
  | "checkIn"
  | "lodging"
  | "booking"
  | "rv"
  | "kayak"
  | "amenities"
  | "pets"
  | "tents"
  | "smoking"
  | "nearby"
  | "events"
  | "christmas"
  | "venue"
  | "work"
  | "contact"
  | "location"
  | "gate"
  | "rating"
  | "greeting"
  | "thanks";

/**
 * How visitors ask about each topic: phrases (stemmed like the question) with a weight. The
 * answers themselves are composed from the published content in answers.ts.
 */
const LEXICON: Record<IntentId, Record<string, number>> = {
  restaurant: {
    restaurant: 4,
    "pique nique": 5,
    pique: 4,
    nique: 4,
    "peek neek": 4,
    "pique nick": 4,
    picnic: 1,
    dining: 3,
    dine: 3,
    eat: 3,
    food: 3,
    breakfast: 3,
    brunch: 3,
    lunch: 3,
    dinner: 3,
    supper: 3,
    cafe: 3,
    menu: 4,
    meal: 3,
    hungry: 3,
    takeout: 4,
    "take out": 4,
    "order online": 4,
    order: 2,
    pickup: 2,
    "pick up": 1,
    "to go": 2,
    catering: 2,
    coffee: 2,
    drink: 2,
    bar: 1,
    kitchen: 1,
    "serve food": 3,
  },
  hours: {
    hour: 3,
    open: 2,
    opening: 2,
    close: 2,
    closing: 2,
    closed: 2,
    "what time": 1,
    "office hour": 5,
    "front office": 3,
    "business hour": 5,
    until: 1,
  },
  checkIn: {
    "check in": 6,
    checkin: 6,
    "check out": 6,
    checkout: 6,
    arrive: 2,
    arriving: 3,
    arrival: 3,
    "arrival time": 4,
    "early check": 3,
    "late check": 3,
    "arrive late": 4,
    "late arrival": 5,
    "arriving late": 5,
    "after hour": 3,
  },
  lodging: {
    lodging: 4,
    accommodation: 4,
    cottage: 4,
    cabin: 4,
    "tiny home": 4,
    "tiny house": 4,
    bungalow: 3,
    rental: 3,
    rent: 2,
    stay: 2,
    "place to stay": 4,
    room: 2,
    sleep: 4,
    bed: 2,
    bedroom: 2,
    people: 1,
    fit: 1,
    guest: 1,
    capacity: 1,
    "how many": 1,
    overnight: 2,
    "where can i stay": 4,
    airbnb: 3,
    vrbo: 3,
    hotel: 2,
    unit: 1,
  },
  booking: {
    book: 4,
    booking: 4,
    reserve: 4,
    reservation: 4,
    availability: 3,
    available: 2,
    "make a reservation": 5,
    "how do i book": 6,
    vacancy: 3,
    "sign up": 1,
  },
  rv: {
    rv: 5,
    camper: 5,
    motorhome: 5,
    "motor home": 5,
    "travel trailer": 5,
    trailer: 4,
    "fifth wheel": 5,
    "5th wheel": 5,
    hookup: 5,
    "hook up": 4,
    amp: 3,
    sewer: 3,
    campsite: 4,
    site: 2,
    spot: 2,
    "pull through": 4,
    "back in": 3,
    "big rig": 4,
    camping: 2,
    campground: 3,
    "full hookup": 6,
  },
  kayak: { kayak: 6, canoe: 5, paddle: 5, paddleboard: 5, "paddle board": 5, "boat rental": 4, "rent a boat": 4 },
  amenities: {
    amenity: 5,
    facility: 4,
    feature: 2,
    offer: 1,
    "what do you have": 2,
    "what is there": 1,
    "on site": 1,
    onsite: 1,
    "for kid": 3,
    "kid do": 3,
    "family friendly": 3,
    "kid friendly": 3,
    activity: 2,
    recreation: 3,
  },
  pets: {
    pet: 8,
    dog: 8,
    cat: 7,
    puppy: 8,
    pup: 7,
    animal: 4,
    leash: 4,
    "pet friendly": 7,
    "dog friendly": 7,
    "service animal": 6,
  },
  tents: { tent: 8, "tent camping": 9, tenting: 8, hammock: 2 },
  smoking: {
    smoke: 8,
    smoking: 8,
    vape: 7,
    vaping: 7,
    cigarette: 7,
    cigar: 7,
    "non smoking": 7,
    nonsmoking: 7,
    weed: 3,
  },
  nearby: {
    near: 3,
    nearby: 5,
    "close by": 4,
    "close to": 3,
    closest: 3,
    "what close": 4,
    around: 1,
    attraction: 5,
    "things to do": 5,
    "what to do": 4,
    "to do": 2,
    sightseeing: 4,
    "how far": 5,
    distance: 5,
    mile: 3,
    far: 2,
    "day trip": 4,
    explore: 2,
    area: 2,
    local: 2,
    visit: 1,
    "in town": 2,
    waterfall: 3,
  },
  events: {
    event: 4,
    happening: 4,
    "going on": 4,
    festival: 5,
    fest: 5,
    haunted: 5,
    halloween: 5,
    hayride: 5,
    pumpkin: 4,
    october: 2,
    calendar: 2,
    concert: 3,
    "live music": 4,
    upcoming: 3,
    "this weekend": 2,
    smore: 3,
    spooky: 4,
  },
  christmas: {
    christmas: 7,
    xmas: 7,
    "holiday light": 7,
    holiday: 3,
    light: 3,
    "drive through": 4,
    santa: 5,
    "season pass": 6,
    cocoa: 2,
    "light show": 6,
    // Only the lights have gates; the resort's office and restaurant have hours.
    "gates open": 3,
    "open the gates": 3,
    december: 3,
    "group rate": 3,
    coupon: 3,
    "promo code": 3,
    discount: 2,
  },
  venue: {
    venue: 6,
    space: 2,
    wedding: 6,
    marry: 6,
    married: 6,
    elope: 6,
    ceremony: 5,
    reception: 5,
    "event space": 6,
    "private event": 5,
    "private party": 5,
    party: 3,
    reunion: 4,
    host: 2,
    rehearsal: 4,
    bridal: 4,
    banquet: 4,
    hall: 2,
    tour: 3,
    "a tour": 6,
    "schedule a tour": 7,
    "see the venue": 6,
    corporate: 2,
    retreat: 3,
    birthday: 3,
    "baby shower": 5,
    "bridal shower": 5,
    "how many guest": 2,
    celebration: 3,
    anniversary: 3,
    vow: 4,
  },
  work: {
    "office space": 7,
    office: 2,
    coworking: 7,
    "co working": 7,
    workspace: 7,
    "work space": 7,
    "create center": 8,
    create: 3,
    "opportunity zone": 8,
    tax: 5,
    "capital gain": 7,
    investment: 4,
    invest: 4,
    investor: 4,
    business: 3,
    conference: 4,
    "meeting room": 5,
    "meeting space": 5,
    "remote work": 5,
    work: 2,
    "work from": 4,
    lease: 4,
    "private office": 7,
    desk: 1,
    startup: 4,
    "qualified opportunity": 6,
  },
  contact: {
    phone: 6,
    call: 3,
    "phone number": 7,
    number: 2,
    email: 6,
    "e mail": 6,
    contact: 5,
    reach: 3,
    "talk to": 4,
    speak: 4,
    "front desk": 4,
    "get in touch": 5,
    text: 1,
    someone: 1,
    human: 3,
    person: 1,
    manager: 3,
    staff: 2,
    facebook: 4,
    instagram: 4,
    social: 3,
  },
  location: {
    where: 2,
    address: 6,
    located: 6,
    location: 6,
    direction: 6,
    "get there": 5,
    "find you": 4,
    gps: 5,
    "which city": 5,
    "what city": 5,
    "how do i get": 5,
    "drive from": 2,
    "where are you": 6,
    "where is the resort": 6,
    map: 2,
    "park map": 3,
    coordinate: 4,
    "what state": 4,
  },
  gate: {
    "gate code": 8,
    "gate access": 7,
    gate: 2,
    code: 2,
    "access code": 7,
    // "What 4 digits open the gate?": the code is four digits.
    "4 digit": 7,
    digit: 5,
    passcode: 7,
    keypad: 6,
    "sign in": 2,
    login: 2,
    "log in": 2,
    register: 2,
    account: 2,
    password: 2,
  },
  rating: { review: 5, rating: 5, rated: 5, star: 3, "how good": 2, recommend: 2 },
  greeting: { hi: 1, hello: 1, hey: 1, "good morning": 1, "good afternoon": 1, "good evening": 1, howdy: 1 },
  thanks: { thank: 2, thanks: 2, thx: 2, appreciate: 2, "that help": 1, great: 0.5, awesome: 0.5 },
};

interface Pattern {
  intent: IntentId;
  phrase: string;
  weight: number;
}

const patterns: Pattern[] = (Object.entries(LEXICON) as [IntentId, Record<string, number>][]).flatMap(
  ([intent, phrases]) =>
    Object.entries(phrases).map(([phrase, weight]) => ({ intent, phrase: padded(tokens(phrase)), weight })),
);

/** Amenity items, each with the words a visitor might use for it. */
const AMENITY_SYNONYMS: Record<string, string[]> = {
  "wi fi": ["wifi", "wi fi", "internet", "wireless"],
  laundry: ["laundry", "washer", "dryer", "washing machine", "wash clothes"],
  shower: ["shower", "bathroom", "restroom", "bathhouse", "toilet", "bath house"],
  store: ["store", "camp store", "shop", "grocery", "groceries", "supplies", "snacks"],
  propane: ["propane", "lp gas"],
  dock: ["dock", "boat", "boating", "launch", "boat ramp", "boat launch"],
  fishing: ["fish", "fishing", "angler"],
  trail: ["trail", "hike", "hiking", "walking", "walk"],
  playground: ["playground", "play area", "swing set"],
  "fire pit": ["fire pit", "firepit", "campfire", "fire"],
  picnic: ["picnic", "picnic table", "picnic area"],
  "dog park": ["dog park"],
  "river access": ["river access", "access to the river", "river frontage"],
  "pull through": ["pull through", "pullthrough", "back in"],
  amp: ["amp", "electric", "electricity", "power"],
  patio: ["patio", "outdoor seating"],
};

export interface AmenityMatch {
  group: string;
  item: string;
  /** False while the item is a draft the resort has yet to confirm. */
  confirmed: boolean;
}

/** The published amenities, found in a question by the words visitors use for them. */
export class AmenityIndex {
  private readonly patterns: { phrase: string; matches: AmenityMatch[] }[];
  private readonly entities: EntityIndex;

  constructor(groups: readonly AmenityGroupFacts[], entities: EntityIndex) {
    this.entities = entities;
    this.patterns = Object.entries(AMENITY_SYNONYMS).flatMap(([key, phrases]) => {
      const matches: AmenityMatch[] = [];
      for (const group of groups) {
        for (const fact of group.items) {
          const item = shown(fact);
          if (padded(tokens(item)).includes(padded(tokens(key))))
            matches.push({ group: group.title, item, confirmed: !hasDraft(fact) });
        }
      }
      return phrases.map((phrase) => ({ phrase: padded(tokens(phrase)), matches }));
    });
  }

  /** Amenities the text asks about, in content order, each once. */
  find(fullText: string): AmenityMatch[] {
    const text = this.entities.without(fullText);
    const found = new Map<string, AmenityMatch>();
    for (const pattern of this.patterns) {
      if (!text.includes(pattern.phrase)) continue;
      for (const match of pattern.matches) found.set(match.item, match);
    }
    return [...found.values()];
  }

  /** The words the amenities are asked about with, for the speller. */
  get words(): string[] {
    return this.patterns.flatMap((pattern) => pattern.phrase.trim().split(" "));
  }
}

/** The words the speller corrects towards: the lexicon's, the amenities' and the names of things. */
export function lexiconWords(amenities: AmenityIndex, entities: EntityIndex): string[] {
  return [
    ...patterns.flatMap((pattern) => pattern.phrase.trim().split(" ")),
    ...amenities.words,
    ...entities.words,
    ...tokens(
      "sunday monday tuesday wednesday thursday friday saturday tomorrow tonight weekend today price cost ticket adult child kid much cheap fee people guest fit hold start begin end finish schedule time first last early late until",
    ),
  ];
}

export type IntentScores = Partial<Record<IntentId, number>>;

export function scoreIntents(text: string): IntentScores {
  const scores: IntentScores = {};
  let rest = text;
  // Longer phrases first, and each stretch of text counts once ("pique nique" is not also "nique").
  for (const pattern of [...patterns].sort((a, b) => b.phrase.length - a.phrase.length)) {
    if (!rest.includes(pattern.phrase)) continue;
    scores[pattern.intent] = (scores[pattern.intent] ?? 0) + pattern.weight;
    rest = rest.split(pattern.phrase).join(" | ");
  }
  return scores;
}
