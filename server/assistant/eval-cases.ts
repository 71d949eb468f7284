import { resortTimeZone } from "#content/resort.ts";
import type { ChatMessage } from "#domain/chat.ts";
import { regularSchedule } from "#content/restaurant.ts";
import { builtInAnswer } from "./builtin.ts";
import { seedSite } from "./seed-site.ts";

/**
 * Visitor questions with the facts each answer must contain and must not contain (matched
 * case-insensitively), asked of content/ as a new database publishes it. Every case runs in the
 * unit tests (eval.test.ts), so a content edit that breaks an answer fails them; `npm run
 * eval:assistant` prints the answers and the score. `history` holds the visitor's earlier
 * questions; the assistant's own replies to them are generated during the run. `now` pins the clock
 * (default: Thursday 26 November 2026, 4 PM in Gadsden, during the Christmas Lights season).
 */
export interface EvalCase {
  question: string;
  history?: string[];
  now?: string;
  must: string[];
  mustNot?: string[];
}

const MONDAY_NOON = "2026-11-23T18:00:00Z";
const SATURDAY_11PM = "2026-11-29T05:00:00Z";
const JULY = "2026-07-15T17:00:00Z";
const UNKNOWN = ["not sure", "(256) 555-0100"];
const OCTOBER_2025 = "2025-10-10T17:00:00Z";
/** What an answer says when it repeats a fact the resort has not confirmed (domain/content/draft.ts). */
const LISTED = ["Our site", "(256) 555-0100"];
const TO_CONFIRM = ["still to be confirmed", "(256) 555-0100"];
const NOT_CONFIRMED = "hasn't confirmed";
/** Words an answer uses only for unconfirmed facts: a fact the resort gave is stated plainly. */
const HEDGES = ["confirm", "Our site"];

export const cases: EvalCase[] = [
  // Restaurant hours and open now
  { question: "When do you open?", must: ["8 AM", "10 PM"] },
  { question: "what time does the restaurant close", must: ["9 PM"] },
  { question: "Is Pique Nique open right now?", must: ["open right now", "9 PM", "/pique-nique"] },
  {
    question: "is pique nique open right now",
    now: MONDAY_NOON,
    must: ["closed right now", "Thursday", "4 PM"],
    mustNot: ["open right now"],
  },
  { question: "is the resturant open tonight?", now: SATURDAY_11PM, must: ["closed"], mustNot: ["open right now"] },
  {
    question: "What are Pique Nique's hours?",
    must: [
      "Sunday 8 AM - 8 PM",
      "Monday to Wednesday closed",
      "Thursday 4 PM - 9 PM",
      "Friday 11 AM - 10 PM",
      "Saturday 8 AM - 10 PM",
    ],
    mustNot: HEDGES,
  },
  { question: "Are you open for breakfast on Saturday?", must: ["Saturday", "8 AM - 10 PM"] },
  { question: "can we eat at the restaurant on a tuesday", must: ["closed on Tuesday"] },
  {
    question: "and on Sunday?",
    history: ["What time does the restaurant open on Friday?"],
    must: ["Sunday", "8 AM - 8 PM"],
  },
  { question: "what about wednesday", history: ["is pique nique open on thursday"], must: ["closed on Wednesday"] },
  { question: "when does pik neek open", must: ["Thursday 4 PM - 9 PM"] },
  { question: "Do you do takeout?", must: ["Order Online", "/pique-nique"] },
  { question: "Can I see the menu?", must: ["don't have the menu", "(256) 555-0142"] },
  { question: "what's the restaurant phone number", must: ["(256) 555-0142"] },
  {
    question: "What is the gate code for the restaurant?",
    must: ["signed-in", "/pique-nique#gate-access"],
    mustNot: ["7315", "2468"],
  },
  {
    question: "what 4 digits open the gate at pique nique",
    must: ["signed-in guests", "only while Pique Nique is open", "Sign in or register", "/pique-nique#gate-access"],
    mustNot: ["7315", "2468"],
  },

  // Check-in, office hours
  { question: "check in time", must: ["4 PM"], mustNot: HEDGES },
  { question: "What time can we check in?", must: ["4 PM"] },
  { question: "whats the chekin time", must: ["4 PM"] },
  { question: "When is check out?", must: ["don't have the check-out time", "(256) 555-0100"] },
  { question: "What are your office hours?", must: ["8 AM - 10 PM"] },

  // Lodging and sleeps
  {
    question: "What kind of lodging do you have?",
    must: ["Tree House & Stump", "Container Home", "Windsor Cottage", "RV spots", "/book-now"],
  },
  { question: "how many does the container home sleep", must: ["Container Home as sleeping 4", ...TO_CONFIRM] },
  { question: "How many people can stay in the Dock Side Cottage?", must: ["sleeping 6", ...TO_CONFIRM] },
  { question: "how many ppl fit in pinewood cottage", must: ["sleeping 2", ...TO_CONFIRM] },
  {
    question: "We are a family of 6, which cottage should we book?",
    must: ["Dock Side Cottage", "Windsor Cottage"],
    mustNot: ["Pinewood Cottage (sleeps"],
  },
  { question: "How big is the Portofino?", must: ["largest", "(256) 555-0100"], mustNot: ["sleeps 4", "sleeps 6"] },
  { question: "Tell me about the treehouse", must: ["Tree House & Stump", "sleeping 4", ...TO_CONFIRM] },
  {
    question: "and the windsor?",
    history: ["how many does the sunset cottage sleep"],
    must: ["Windsor Cottage", "sleeping 6"],
  },
  { question: "Do you have cabins?", must: ["cottages", "/book-now"] },

  // Booking
  { question: "How do I book a cottage?", must: ["vacation-rental", "/book-now"] },
  { question: "How can I reserve an RV site?", must: ["reservation system", "/book-now"] },
  {
    question: "how do i book it",
    history: ["tell me about the creekside cottage"],
    must: ["Creekside Cottage", "vacation-rental"],
  },
  { question: "How much is a night in a cottage?", must: ["don't have nightly rates"], mustNot: ["$8", "$30"] },

  // RV
  { question: "Do you have full hookups for RVs?", must: ["30/50 amp", "sewer", "/book-now"] },
  { question: "how many rv spots are there", must: ["155"] },
  { question: "Can I park my fifth wheel there? Pull through sites?", must: ["Pull-through"] },

  // Kayak and water
  { question: "kayak", must: ["phone", "(256) 555-0100"] },
  { question: "Do you rent kayaks or canoes?", must: ["Kayak Rentals", "(256) 555-0100"] },
  { question: "can I fish from the dock?", must: ["Fishing from the bank and dock", NOT_CONFIRMED], mustNot: ["Yes"] },
  { question: "is there a boat launch", must: ["Boat dock and launch", ...LISTED, NOT_CONFIRMED], mustNot: ["Yes"] },

  // Amenities and policies
  { question: "Is there wifi?", must: ["Free Wi-Fi", ...LISTED, NOT_CONFIRMED], mustNot: ["Yes"] },
  { question: "do you have laundry", must: ["Laundry facilities", ...LISTED, NOT_CONFIRMED], mustNot: ["Yes"] },
  {
    question: "What amenities do you offer?",
    must: ["Bathhouses", "Laundry", "Wi-Fi", "Playground", ...TO_CONFIRM],
  },
  { question: "Can I bring my dog?", must: ["Pets are welcome", "unattended", NOT_CONFIRMED] },
  {
    question: "is there a dog park?",
    must: ["dog park", NOT_CONFIRMED, "(256) 555-0100"],
    mustNot: ["Yes", "We have a dog park"],
  },
  { question: "are cats allowed", must: ["Pets are welcome"] },
  { question: "Do you allow tents?", must: ["no tents"], mustNot: HEDGES },
  { question: "can we tent camp", must: ["no tents"] },
  { question: "Is smoking allowed in the cottages?", must: ["non-smoking"] },
  { question: "Do you have a swimming pool?", must: UNKNOWN, mustNot: ["Yes"] },
  { question: "Is there a golf course?", must: UNKNOWN },

  // Nearby
  { question: "What's near the resort?", must: ["Noccalula Falls Park (6 miles)", "Birmingham (60 miles)"] },
  { question: "How far is Noccalula Falls?", must: ["6 miles", ...TO_CONFIRM] },
  { question: "how far to talladega", must: ["40 miles"] },
  { question: "and cheaha?", history: ["how far is lake guntersville"], must: ["Cheaha State Park", "50 miles"] },
  { question: "nearest hospital?", must: ["Riverview Regional Medical Center", "4 miles"] },
  { question: "things to do around here", must: ["Downtown Gadsden", "3 miles"] },

  // Events and Christmas lights
  {
    question: "How much are Christmas lights tickets?",
    must: ["$8", "$5", "$30", "/christmas-lights"],
    mustNot: HEDGES,
  },
  { question: "When are the Christmas lights?", must: ["November 21, 2026", "January 4, 2027"] },
  { question: "when are the christmas lights this year", now: JULY, must: ["November 21, 2026", "January 4, 2027"] },
  { question: "what time do the gates open for the light show", must: ["5 PM"], mustNot: HEDGES },
  {
    question: "what time do the gates open for the lights",
    must: ["Christmas Lights", "Gates open at 5 PM", "/christmas-lights"],
    mustNot: ["front office", "Pique Nique", ...HEDGES],
  },
  { question: "is there a discount if I buy xmas tickets online", must: ["10%"] },
  { question: "for kids?", history: ["how much is christmas lights admission"], must: ["$5"] },
  { question: "We're a church group of 40, do you have group rates for the lights?", must: ["group rates"] },
  { question: "What events are coming up?", must: ["Christmas Lights Drive-Through", "/events", ...TO_CONFIRM] },
  { question: "Is the fall festival still on?", must: ["ended"] },
  { question: "how much are haunted forest tickets", must: ["$8", "$10"] },

  // An event's times
  {
    question: "what time does the Haunted Forest start?",
    must: ["Haunted Forest opens at 7 PM", "/events/fall-fest-2025", "has ended", ...LISTED, NOT_CONFIRMED],
    mustNot: ["Prices:", "Pumpkin carving", "Pique Nique"],
  },
  {
    question: "What time does the Haunted Forest open tonight?",
    now: OCTOBER_2025,
    must: ["is on now", "Haunted Forest opens at 7 PM", NOT_CONFIRMED],
    mustNot: ["Pique Nique"],
  },
  {
    question: "what time does the fall festival start",
    now: OCTOBER_2025,
    must: ["Gates open, hayrides begin at 6 PM", "October 3 - 31, 2025", NOT_CONFIRMED],
    mustNot: ["Prices:", "Last entry"],
  },
  {
    question: "what time does it end?",
    history: ["tell me about the fall fest"],
    must: ["Last entry to the Haunted Forest at 10 PM"],
    mustNot: ["Gates open"],
  },
  {
    question: "what's the schedule for the fall fest",
    must: ["6 PM - 10 PM", "Pumpkin carving at the pavilion at 6:30 PM", "Last entry to the Haunted Forest at 10 PM"],
  },
  {
    question: "what are the hours of the haunted harvest",
    must: ["Friday - Sunday, 5 PM - 11 PM", ...LISTED, NOT_CONFIRMED],
    mustNot: ["Thursday 4 PM - 9 PM"],
  },
  {
    question: "when are the Christmas lights on?",
    must: [
      "November 21, 2026",
      "January 4, 2027",
      "Gates open at 5 PM",
      "Santa's porch opens (weekends) at 6 PM",
      "Last car through the gate at 9:30 PM",
      NOT_CONFIRMED,
    ],
    mustNot: ["$8", "Prices:"],
  },
  {
    question: "what time is the last car through the christmas lights",
    must: ["Last car through the gate at 9:30 PM", NOT_CONFIRMED, "(256) 555-0100"],
    mustNot: ["Santa"],
  },
  {
    question: "what time does santa come to the light show",
    must: ["Santa's porch opens (weekends) at 6 PM", NOT_CONFIRMED],
    mustNot: ["9:30 PM"],
  },

  // Venue
  { question: "Can we have our wedding there?", must: ["The Bay Lodge", "175", "/venue"] },
  { question: "How many people fit in the Bay Lodge?", must: ["175"], mustNot: HEDGES },
  {
    question: "what about the Landing?",
    history: ["How many people fit in the Bay Lodge?"],
    must: ["The Landing", "75"],
    mustNot: ["175"],
  },
  {
    question: "we need a space for 60 guests",
    history: ["tell me about your venue"],
    must: ["The Bay Lodge", "The Landing"],
    mustNot: ["Veranda Deck (up to"],
  },
  { question: "how big is the veranda deck", must: ["30"] },
  { question: "I'd like to schedule a tour of the venue", must: ["Schedule a Tour", "/venue"] },

  // Work
  { question: "Do you have office space?", must: ["7 Private Offices", "/work"] },
  { question: "What is the CREATE Center?", must: ["seven private offices", "/work"] },
  {
    question: "What are the opportunity zone tax benefits?",
    must: ["10%", "15%", "10 years", "$10,000"],
    mustNot: HEDGES,
  },

  // Contact and location
  { question: "phone number", must: ["(256) 555-0100"] },
  { question: "What's your email?", must: ["frontdesk@example.com"] },
  { question: "Where are you located?", must: ["100 Riverfront Way", "Gadsden", "AL"] },
  { question: "whats the adress", must: ["100 Riverfront Way"] },
  { question: "how are your reviews", must: ["4.9", "700+"] },

  // More everyday phrasings
  { question: "hey, what are the hours for the cafe on friday", must: ["11 AM - 10 PM"] },
  {
    question: "Is pique nique open on thanksgiving",
    must: ["holiday hours", "(256) 555-0142"],
    mustNot: ["open right now"],
  },
  { question: "what time do yall close tonight", now: SATURDAY_11PM, must: ["closed right now"] },
  { question: "what time does the restaurant open tomorrow", now: MONDAY_NOON, must: ["closed on Tuesday"] },
  { question: "Are there bathrooms and showers?", must: ["hot showers", NOT_CONFIRMED] },
  { question: "Can we have a campfire?", must: ["Fire pits", NOT_CONFIRMED] },
  { question: "do u guys have wifi in the rv park", must: ["Free Wi-Fi", NOT_CONFIRMED] },
  { question: "Can I smoke on my RV site?", must: ["non-smoking"] },
  { question: "which cottage has a fireplace", must: ["Windsor Cottage"], mustNot: ["Pinewood"] },
  { question: "Does the tiny house have a kitchen?", must: ["Container Home", "full kitchen"] },
  { question: "Do you have any rentals that sleep 8?", must: ["Portofino", "(256) 555-0100"], mustNot: ["sleeps 8"] },
  {
    question: "what is the price of the venue",
    must: ["don't have venue pricing", "sales@example.com"],
    mustNot: ["$"],
  },
  {
    question: "Do you have kayak rentals and how much",
    must: ["(256) 555-0100", "don't have rental prices"],
    mustNot: ["$"],
  },
  { question: "Is there a monthly rate for RV spots?", must: ["monthly", "don't have nightly rates"] },
  { question: "can I host a family reunion at the landing", must: ["The Landing", "75"] },
  { question: "do kids get in free to christmas lights", must: ["Child $5"] },
  { question: "When does the haunted harvest happen", must: ["October 23 - 25, 2027", "$35"] },
  { question: "how far from the resort is downtown", must: ["3 miles"] },
  { question: "conference room capacity at the create center", must: ["Seats 40", ...TO_CONFIRM] },
  { question: "email for weddings", must: ["sales@example.com"] },
  { question: "I'm arriving late at night, what do I do?", must: ["8 AM - 10 PM", "(256) 555-0100"] },
  { question: "What's the wifi password?", must: ["(256) 555-0100"] },
  { question: "Do you allow fireworks", must: UNKNOWN },
  { question: "how many does it sleep?", history: ["tell me about the pinewood cottage"], must: ["sleeping 2"] },
  {
    question: "and monday?",
    history: ["what time does the restaurant open on friday", "and on sunday?"],
    must: ["closed on Monday"],
  },

  // Off topic and chit-chat
  { question: "What's the weather like tomorrow?", must: UNKNOWN },
  { question: "Hello!", must: ["help"] },
  { question: "thanks!", must: ["welcome"] },
  { question: "ok thanks", history: ["can I bring my dog"], must: ["welcome"], mustNot: ["Pets are"] },
  { question: "what about cats?", history: ["can I bring my dog", "ok"], must: ["Pets are welcome"] },
  {
    question: "what about in the cottages?",
    history: ["do you allow pets"],
    must: ["Pets are welcome"],
    mustNot: ["Tree House"],
  },
  { question: "can I book a tour", history: ["tell me about the venue"], must: ["Schedule a Tour", "/venue"] },
];

const DEFAULT_NOW = "2026-11-26T22:00:00Z";
const site = seedSite();

export interface EvalResult {
  answer: string;
  /** Facts the answer should hold and doesn't. */
  missing: string[];
  /** Facts the answer holds and must not. */
  forbidden: string[];
}

/** Asks the built-in assistant the case's question after its history, and checks the answer. */
export function runCase(testCase: EvalCase): EvalResult {
  const moment = { now: new Date(testCase.now ?? DEFAULT_NOW), timeZone: resortTimeZone, schedule: regularSchedule };
  const history: ChatMessage[] = [];
  for (const earlier of testCase.history ?? []) {
    const timestamp = moment.now.toISOString();
    const answer = builtInAnswer(earlier, history, site, moment);
    history.push(
      { id: `u${history.length}`, role: "user", content: earlier, timestamp },
      { id: `a${history.length}`, role: "assistant", content: answer, timestamp },
    );
  }
  const answer = builtInAnswer(testCase.question, history.slice(-6), site, moment);
  const lower = answer.toLowerCase();
  return {
    answer,
    missing: testCase.must.filter((fact) => !lower.includes(fact.toLowerCase())),
    forbidden: (testCase.mustNot ?? []).filter((fact) => lower.includes(fact.toLowerCase())),
  };
}

/** "what about cats? (after: "can I bring my dog", "ok")" */
export function caseTitle(testCase: EvalCase): string {
  const context = testCase.history ? ` (after: ${testCase.history.map((q) => `"${q}"`).join(", ")})` : "";
  return `${testCase.question}${context}`;
}
