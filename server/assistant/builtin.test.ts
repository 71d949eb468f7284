import { describe, expect, it } from "vitest";
import { resort } from "#content/resort.ts";
import type { ChatMessage } from "#domain/chat.ts";
import { regularSchedule } from "#content/restaurant.ts";
import { builtInAnswer } from "./builtin.ts";
import { editDistance, normalise, Speller } from "./text.ts";

const CHICAGO = "America/Chicago";
const at = (iso: string) => ({ now: new Date(iso), timeZone: CHICAGO, schedule: regularSchedule });
const THURSDAY_4PM = at("2026-11-26T22:00:00Z");

function conversation(questions: string[], moment = THURSDAY_4PM): string {
  const history: ChatMessage[] = [];
  let answer = "";
  for (const question of questions) {
    answer = builtInAnswer(question, history.slice(-6), moment);
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
    expect(builtInAnswer("is pique nique open right now?", [], THURSDAY_4PM)).toContain("open right now, until 9 PM");
    expect(builtInAnswer("is pique nique open right now?", [], at("2026-11-23T18:00:00Z"))).toContain(
      "opens on Thursday at 4 PM",
    );
    expect(builtInAnswer("is pique nique open right now?", [], at("2026-11-26T21:30:00Z"))).toContain(
      "opens later today at 4 PM",
    );
  });

  it("dates the Christmas Lights from today, never a fixed year", () => {
    expect(builtInAnswer("when are the christmas lights", [], at("2027-03-01T18:00:00Z"))).toContain(
      "November 21, 2027 - January 4, 2028",
    );
    expect(builtInAnswer("when are the christmas lights", [], at("2027-01-02T18:00:00Z"))).toContain("is on now");
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
      const answer = builtInAnswer(question, [], THURSDAY_4PM);
      expect(answer, question).toContain(resort.phone.display);
    }
  });

  it("never gives out a gate code", () => {
    const answer = builtInAnswer("what's the gate code?", [], THURSDAY_4PM);
    expect(answer).toContain("signed-in guests");
    expect(answer).not.toMatch(/\b\d{4}\b(?! -)/);
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
