import { describe, expect, it } from "vitest";
import { regularSchedule } from "#content/restaurant.ts";
import { contentDocuments } from "#content/validate.ts";
import type { ChatMessage } from "#domain/chat.ts";
import { draft } from "#domain/content/draft.ts";
import type { LodgingFacts, ResortEventFacts } from "#domain/content/schemas.ts";
import { builtInAnswer } from "./builtin.ts";
import { seedSite } from "./seed-site.ts";
import { editDistance, normalise, Speller } from "./text.ts";

const CHICAGO = "America/Chicago";
const at = (iso: string) => ({ now: new Date(iso), timeZone: CHICAGO, schedule: regularSchedule });
const THURSDAY_4PM = at("2026-11-26T22:00:00Z");
const site = seedSite();

function conversation(questions: string[], moment = THURSDAY_4PM): string {
  const history: ChatMessage[] = [];
  let answer = "";
  for (const question of questions) {
    answer = builtInAnswer(question, history.slice(-6), site, moment);
    const timestamp = moment.now.toISOString();
    history.push(
      { id: `${history.length}`, role: "user", content: question, timestamp },
      { id: `${history.length + 1}`, role: "assistant", content: answer, timestamp },
    );
  }
  return answer;
}

describe("built-in assistant", () => {
  it("computes the open-now answer from the clock", () => {
    expect(builtInAnswer("is pique nique open right now?", [], site, THURSDAY_4PM)).toContain(
      "open right now, until 9 PM",
    );
    expect(builtInAnswer("is pique nique open right now?", [], site, at("2026-11-23T18:00:00Z"))).toContain(
      "opens on Thursday at 4 PM",
    );
    expect(builtInAnswer("is pique nique open right now?", [], site, at("2026-11-26T21:30:00Z"))).toContain(
      "opens later today at 4 PM",
    );
  });

  it("dates the Christmas Lights from today, never a fixed year", () => {
    expect(builtInAnswer("when are the christmas lights", [], site, at("2027-03-01T18:00:00Z"))).toContain(
      "November 21, 2027 - January 4, 2028",
    );
    expect(builtInAnswer("when are the christmas lights", [], site, at("2027-01-02T18:00:00Z"))).toContain("is on now");
  });

  it("follows up on the previous question, across several turns", () => {
    expect(conversation(["what time does the restaurant open on friday", "and on sunday?", "and monday?"])).toContain(
      "closed on Monday",
    );
    expect(conversation(["tell me about the pinewood cottage", "how many does it sleep?"])).toContain("sleeping 2");
  });

  it("treats small talk as small talk, not as a follow-up", () => {
    expect(conversation(["can I bring my dog?", "thanks!"])).toContain("You're welcome");
    expect(conversation(["can I bring my dog?", "ok"])).not.toContain("Pets");
    expect(conversation(["can I bring my dog?", "what about in the cottages?"])).toContain("Pets are welcome");
  });

  it("says it doesn't know, with the phone number, instead of guessing", () => {
    for (const question of ["Do you have a swimming pool?", "What's the wifi password?", "Can I pay with bitcoin?"]) {
      const answer = builtInAnswer(question, [], site, THURSDAY_4PM);
      expect(answer, question).toContain(site.resort.phone.display);
    }
  });

  it("never gives out a gate code", () => {
    const answer = builtInAnswer("what's the gate code?", [], site, THURSDAY_4PM);
    expect(answer).toContain("signed-in guests");
    expect(answer).not.toMatch(/\b\d{4}\b(?! -)/);
  });
});

describe("the built-in assistant over the published content", () => {
  const seeded = <T>(key: string) => structuredClone(contentDocuments[key]) as T;

  it("hedges what the published content marks as a draft, and states what it confirms", () => {
    const lodging = seeded<LodgingFacts[]>("lodging").map((item) => {
      if (item.id === "pinewood-cottage") return { ...item, sleeps: draft("3") };
      if (item.id === "container-home") return { ...item, sleeps: "6" };
      return item;
    });
    const published = seedSite({ lodging });

    const drafted = builtInAnswer("how many people does the pinewood cottage sleep?", [], published, THURSDAY_4PM);
    expect(drafted).toContain("Our site lists the Pinewood Cottage as sleeping 3.");
    expect(drafted).toContain(`still to be confirmed by the resort, so please ${published.callUs}`);
    expect(drafted).not.toContain("sleeping 2");

    const confirmed = builtInAnswer("how many people does the container home sleep?", [], published, THURSDAY_4PM);
    expect(confirmed).toContain("The Container Home sleeps 6.");
    expect(confirmed).not.toMatch(/confirm|Our site/);
  });

  it("gives the Christmas Lights' gate time from their schedule and their prices from the tickets sold", () => {
    const event = seeded<ResortEventFacts>("event:christmas-lights");
    const tickets = event.tickets?.map((ticket) =>
      ticket.id === "christmas-adult" ? { ...ticket, priceCents: 900 } : ticket,
    );
    const schedule = event.schedule.map((entry) =>
      "time" in entry && entry.activity === "Gates open" ? { ...entry, time: "6:00 PM" } : entry,
    );
    const published = seedSite({
      "event:christmas-lights": { ...event, time: "Nightly, gates open 6 PM", schedule, tickets },
    });

    const when = builtInAnswer("what time do the gates open for the lights?", [], published, THURSDAY_4PM);
    expect(when).toContain("Gates open at 6 PM.");
    expect(when).not.toContain("5 PM");
    const cost = builtInAnswer("how much are christmas lights tickets?", [], published, THURSDAY_4PM);
    expect(cost).toContain("Tickets: Adult $9, Child $5, and Season Pass $30;");
    expect(cost).not.toContain("$8");
  });
});

describe("text handling", () => {
  it("normalises punctuation, case and accents", () => {
    expect(normalise("What’s  the Check-In time at Piqué Nique?!")).toBe("what the check in time at pique nique");
  });

  it("corrects likely typos to lexicon words but leaves everyday words alone", () => {
    const speller = new Speller(["restaurant", "kayak", "washer"]);
    expect(speller.correct("resturant")).toBe("restaurant");
    expect(speller.correct("kayek")).toBe("kayak");
    expect(speller.correct("weather")).toBe("weather");
    expect(editDistance("abcd", "acbd", 2)).toBe(1);
  });
});
