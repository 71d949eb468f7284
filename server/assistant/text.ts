/** Text handling for the built-in assistant: normalising, light stemming and typo tolerance. */

const WORD_NUMBERS: Record<string, string> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  twelve: "12",
};

/** Lower-case ASCII words separated by single spaces; apostrophes dropped so "what's" reads "what". */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘`´]/g, "'")
    .replace(/&/g, " and ")
    .replace(/'s\b/g, "")
    .replace(/'/g, "")
    .replace(/[^a-z0-9$]+/g, " ")
    .trim();
}

/** Plural and simple suffix folding, applied alike to questions and to the lexicon. */
function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is|as|os)$/.test(word)) return word;
  if (word.endsWith("es") && /(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

export function tokens(text: string): string[] {
  return normalise(text)
    .split(" ")
    .filter(Boolean)
    .map((word) => WORD_NUMBERS[word] ?? word)
    .map(stem);
}

/** Damerau-Levenshtein distance (adjacent swaps count once), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Everyday words never "corrected" into a lexicon word. */
const COMMON = new Set(
  "a about after again all also am an and any anything are around as ask at be been before being best both but by can could day did do doe does doing dont each even ever every for from get give go going good got great had has have having hello help her here him his how i if in into is it its just know last let like long look lot make many may me more most much must my need next no not now of off ok okay on once one only or other our out over own please plan put really right same say see should show so some still such sure take tell than thank that the their them then there these they thing think this those through time to today too try up us use very want was way we well were what when where which while who why will with would yes yet you your there three these those three week weekend year near hear here where were wear bring thing things people late early night nights light nite stay stays night fine nice kind kinds sort place places stuff food good best cool fun love kids kid children family friends friend wife husband dogs date dates pay paid card cash book books look looks list lists open close live life wait need needs able allow allowed ever often cheap price free much many ones size sizes come coming comes leave left back front side sides weather whether rather other either another together later sooner hotter colder warm cold rain snow wind sunny storm season seasons thanks hours minutes month months days weeks around because before after between during without within maybe sometimes usually anyone everyone someone something anything everything nothing"
    .split(" ")
    .map(stem),
);

export class Speller {
  private readonly vocabulary: Set<string>;
  private readonly byLength = new Map<number, string[]>();
  private readonly cache = new Map<string, string>();

  constructor(words: Iterable<string>) {
    this.vocabulary = new Set(words);
    for (const word of this.vocabulary) {
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
    }
  }

  /** The closest lexicon word for a likely typo, else the word unchanged. */
  correct(word: string): string {
    if (word.length < 4 || this.vocabulary.has(word) || COMMON.has(word) || /\d/.test(word)) return word;
    const cached = this.cache.get(word);
    if (cached) return cached;
    const max = word.length >= 7 ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    for (let length = word.length - max; length <= word.length + max; length += 1) {
      for (const candidate of this.byLength.get(length) ?? []) {
        if (candidate.length < 4) continue;
        const distance = editDistance(word, candidate, max);
        if (distance < bestDistance) {
          best = candidate;
          bestDistance = distance;
        }
      }
    }
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(word, best);
    return best;
  }
}

/** " word word " form, so phrases match on whole words with a plain `includes`. */
export function padded(words: readonly string[]): string {
  return ` ${words.join(" ")} `;
}
