import type { ChatMessage } from "#domain/chat.ts";
import { acknowledgement, answerFor, unknownAnswer, type Cues } from "./answers.ts";
import type { Entity } from "./entities.ts";
import { weekdayToday, type Moment } from "./facts.ts";
import { scoreIntents, type IntentId, type IntentScores } from "./intents.ts";
import type { Site } from "./site.ts";
import { padded, tokens } from "./text.ts";

const WEEKDAYS: Record<string, number> = {
  sunday: 0,
  sun: 0,
  monday: 1,
  mon: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  wednesday: 3,
  wed: 3,
  thursday: 4,
  thu: 4,
  thur: 4,
  thurs: 4,
  friday: 5,
  fri: 5,
  saturday: 6,
  sat: 6,
};
const NOW_PHRASES = [
  "now",
  "right now",
  "currently",
  "at the moment",
  "still open",
  "tonight",
  "today",
  "open yet",
  "this morning",
  "this evening",
  "this afternoon",
];
const FOLLOW_UP = /^ (and|what about|how about|what of|same|also|ok and|okay and|then|what if) /;
const REFERS_BACK = / (it|that|this|there|they|them|those|these|one) /;
const HOLIDAY_DAY = / christmas (day|eve) /;
const SMALL_TALK = new Set(
  tokens(
    "hi hello hey howdy there good morning afternoon evening thanks thank you thx so much a lot ok okay k cool great awesome nice perfect got it yes yep no nope sure alright all right that helps helped appreciate it",
  ),
);
const MIN_SCORE = 2;
const SECOND_MIN_SCORE = 4;

/** Topics whose answer already covers another one, so a single question doesn't get two replies. */
const COVERS: Partial<Record<IntentId, IntentId[]>> = {
  restaurant: ["hours", "contact"],
  hours: ["checkIn", "restaurant"],
  checkIn: ["hours", "booking"],
  booking: ["lodging", "rv", "kayak", "venue", "events"],
  lodging: ["booking", "rv", "smoking"],
  rv: ["lodging", "booking", "tents", "checkIn", "work"],
  kayak: ["booking", "contact", "amenities"],
  christmas: ["events", "booking", "hours", "gate"],
  events: ["booking", "christmas"],
  venue: ["events", "booking", "lodging", "contact", "restaurant"],
  work: ["contact", "booking", "rv", "venue"],
  contact: ["location", "restaurant", "hours"],
  location: ["contact", "nearby"],
  pets: ["amenities"],
  tents: ["lodging", "rv"],
  nearby: ["location"],
  gate: ["restaurant", "hours"],
};

interface Analysis {
  text: string;
  words: string[];
  /** Scores from the words alone, before names of things add theirs. */
  wordScores: IntentScores;
  entities: Entity[];
  day: number | null;
  asksNow: boolean;
  groupSize: number | null;
}

function analyse(message: string, site: Site, moment: Moment): Analysis {
  const words = tokens(message).map((word) => site.speller.correct(word));
  const text = padded(words);
  let day: number | null = null;
  for (const word of words) if (word in WEEKDAYS) day = WEEKDAYS[word] ?? null;
  if (text.includes(" tomorrow ")) day = (weekdayToday(moment) + 1) % 7;
  const asksNow =
    day === null && (NOW_PHRASES.some((phrase) => text.includes(` ${phrase} `)) || /^ (is|are) .* open /.test(text));
  const size =
    /(?:^| )(\d{1,4}) (?:people|guest|person|adult|of u|folk|kid|attendee|employee)/.exec(text) ??
    /(?:family|party|group|team) of (\d{1,4})/.exec(text) ??
    /(?:sleep|for|fit|hold|accommodate|seat) (\d{1,4})(?: |$)/.exec(text);
  return {
    text,
    words,
    wordScores: scoreIntents(text),
    entities: site.entities.find(text),
    day,
    asksNow,
    groupSize: size ? Number(size[1]) : text.includes(" couple ") ? 2 : null,
  };
}

function withEntityScores(scores: IntentScores, entities: Entity[], amenityCount: number, text = ""): IntentScores {
  const result = { ...scores };
  const add = (intent: IntentId, weight: number) => (result[intent] = (result[intent] ?? 0) + weight);
  for (const entity of entities) {
    if (entity.kind === "lodging") add(entity.item.id === "rv-spots" ? "rv" : "lodging", 5);
    if (entity.kind === "venue") add("venue", 5);
    if (entity.kind === "event") add(entity.item.id === "christmas-lights" ? "christmas" : "events", 6);
    if (entity.kind === "nearby") add("nearby", 5);
  }
  if (amenityCount > 0) add("amenities", 6);
  // "Is Pique Nique open on Christmas Day?" asks about the restaurant, not the lights.
  if (result.restaurant && result.christmas && HOLIDAY_DAY.test(text)) delete result.christmas;
  if (result.restaurant && result.hours) {
    add("restaurant", result.hours);
    delete result.hours;
  }
  return result;
}

/** Pointed questions (a rule, a rental service, an amenity) come before the broad topic they mention. */
const POINTED = new Set<IntentId>(["pets", "tents", "smoking", "kayak", "checkIn", "gate", "amenities"]);
/** Topics that are places a rule or an amenity can apply to. */
const PLACES = new Set<IntentId>(["lodging", "rv", "venue", "restaurant", "work"]);

function ranked(scores: IntentScores): [IntentId, number][] {
  const key = ([intent, score]: [IntentId, number]) => score + (POINTED.has(intent) && score >= 6 ? 100 : 0);
  return (Object.entries(scores) as [IntentId, number][])
    .filter(([, score]) => score > 0)
    .sort((a, b) => key(b) - key(a));
}

function emptyCues(analysis: Analysis): Cues {
  return { text: analysis.text, entities: [], day: null, asksNow: false, amenities: [], groupSize: null };
}

/**
 * What the conversation was about before this message: the visitor's earlier questions back to the
 * last one that named a topic (follow-ups chain: "and on Sunday?", "and tomorrow?"), plus the
 * things most recently named.
 */
function previousContext(history: readonly ChatMessage[], site: Site, moment: Moment): Analysis | null {
  const questions = history.filter((message) => message.role === "user").map((message) => message.content);
  if (questions.length === 0) return null;
  const window: Analysis[] = [];
  for (let index = questions.length - 1; index >= 0; index -= 1) {
    const analysis = analyse(questions[index] ?? "", site, moment);
    window.unshift(analysis);
    const topic = ranked(withEntityScores(analysis.wordScores, analysis.entities, 0))[0];
    if (topic && topic[1] >= MIN_SCORE) break;
  }
  const text = padded(window.flatMap((analysis) => analysis.words));
  const latest = [...window].reverse();
  return {
    text,
    words: window.flatMap((analysis) => analysis.words),
    wordScores: scoreIntents(text),
    entities:
      questions
        .slice(-3)
        .reverse()
        .map((question) => site.entities.find(analyse(question, site, moment).text))
        .find((entities) => entities.length > 0) ?? [],
    day: latest.find((analysis) => analysis.day !== null)?.day ?? null,
    asksNow: latest[0]?.asksNow ?? false,
    groupSize: latest.find((analysis) => analysis.groupSize !== null)?.groupSize ?? null,
  };
}

/**
 * Answers a visitor's question from the published content. Follow-ups ("and on Sunday?", "what
 * about the Landing?") borrow the topic and wording of the previous question, with this message's
 * names and days taking precedence.
 */
export function builtInAnswer(message: string, history: readonly ChatMessage[], site: Site, moment: Moment): string {
  const current = analyse(message, site, moment);
  // "Thanks!", "hi", "ok": small talk is never a follow-up that repeats the last answer.
  if (current.words.length > 0 && current.words.every((word) => SMALL_TALK.has(word))) {
    if (current.wordScores.thanks) return answerFor("thanks", emptyCues(current), site, moment);
    if (current.wordScores.greeting) return answerFor("greeting", emptyCues(current), site, moment);
    return acknowledgement();
  }
  const previous = previousContext(history, site, moment);
  const ownBest = ranked(current.wordScores)[0];
  const ownStrong = ownBest !== undefined && ownBest[1] >= SECOND_MIN_SCORE;
  const followUpShape = FOLLOW_UP.test(current.text) || current.words.length <= 4;
  const refersBack = REFERS_BACK.test(current.text);
  const leansOnPrevious =
    previous !== null &&
    (followUpShape ||
      (!ownStrong &&
        ((ownBest?.[1] ?? 0) >= MIN_SCORE ||
          refersBack ||
          current.day !== null ||
          current.groupSize !== null ||
          current.entities.length > 0)));
  const inheritsEntities = previous !== null && current.entities.length === 0 && (followUpShape || refersBack);
  const entities = inheritsEntities && previous ? previous.entities : current.entities;

  let analysis: Analysis = { ...current, entities };
  let scores = withEntityScores(current.wordScores, entities, site.amenities.find(current.text).length, current.text);
  if (leansOnPrevious && previous) {
    const combinedText = `${previous.text}${current.text.slice(1)}`;
    analysis = {
      text: combinedText,
      words: [...previous.words, ...current.words],
      wordScores: scoreIntents(combinedText),
      entities,
      day: current.day ?? (current.asksNow ? null : previous.day),
      asksNow: current.day !== null ? current.asksNow : current.asksNow || previous.asksNow,
      groupSize: current.groupSize ?? previous.groupSize,
    };
    // The visitor's own words pick the topic when they name one; otherwise the previous question's topic carries on.
    // "What about in the cottages?" after a question on a rule asks that rule of another place.
    const own = ranked(
      withEntityScores(current.wordScores, current.entities, site.amenities.find(current.text).length),
    )[0];
    const previousTopic = ranked(withEntityScores(previous.wordScores, previous.entities, 0))[0];
    const ruleOfAnotherPlace =
      FOLLOW_UP.test(current.text) &&
      previousTopic !== undefined &&
      POINTED.has(previousTopic[0]) &&
      own !== undefined &&
      PLACES.has(own[0]);
    if (!own || own[1] < MIN_SCORE || ruleOfAnotherPlace)
      scores = withEntityScores(analysis.wordScores, entities, site.amenities.find(combinedText).length);
  }

  const order = ranked(scores);
  const best = order[0];
  if (!best || best[1] < MIN_SCORE) return unknownAnswer(site);

  const ownAmenities = site.amenities.find(current.text);
  const cues: Cues = {
    text: analysis.text,
    entities: analysis.entities,
    day: analysis.day,
    asksNow: analysis.asksNow,
    amenities: ownAmenities.length > 0 || !leansOnPrevious ? ownAmenities : site.amenities.find(analysis.text),
    groupSize: analysis.groupSize,
  };
  const chosen: IntentId[] = [best[0]];
  for (const [intent, score] of order.slice(1)) {
    if (chosen.length >= 2 || score < SECOND_MIN_SCORE || intent === "greeting" || intent === "thanks") continue;
    if (chosen.some((taken) => COVERS[taken]?.includes(intent) || COVERS[intent]?.includes(taken))) continue;
    // A pointed question mentions its topic only as context ("smoke on my RV site"); don't lecture on it.
    if (POINTED.has(best[0]) && !POINTED.has(intent)) continue;
    chosen.push(intent);
  }
  return chosen.map((intent) => answerFor(intent, cues, site, moment)).join("\n\n");
}
