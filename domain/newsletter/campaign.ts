/**
 * A newsletter campaign as staff write it: a subject, a preheader and an ordered list of blocks.
 * Staff write text, never markup: a paragraph's links are written `[text](address)`, and blocks of
 * the site's content (an event, a lodging card, the restaurant's hours) name what they show, which
 * is read from the published content when the mail is drawn (docs/decisions/056). The console
 * checks a campaign with these schemas as it is typed; the server parses it with them again.
 */
import { photoSchema } from "#domain/content/schemas.ts";
import { z } from "#domain/zod.ts";

export const SUBJECT_MAX = 150;
const PREHEADER_MAX = 150;
const HEADING_MAX = 150;
const PARAGRAPH_MAX = 3_000;
const BUTTON_LABEL_MAX = 80;
const ALT_MAX = 300;
const URL_MAX = 2_000;
export const BLOCKS_MAX = 40;
/** A save of a campaign at its longest: every block full, in characters of up to three bytes. */
export const CAMPAIGN_REQUEST_MAX_BYTES = 512 * 1024;

export const campaignMessages = {
  subjectRequired: "Write a subject.",
  subjectTooLong: `A subject holds at most ${SUBJECT_MAX} characters.`,
  preheaderTooLong: `A preheader holds at most ${PREHEADER_MAX} characters.`,
  headingRequired: "Write the heading.",
  headingTooLong: `A heading holds at most ${HEADING_MAX} characters.`,
  paragraphRequired: "Write the paragraph.",
  paragraphTooLong: `A paragraph holds at most ${PARAGRAPH_MAX} characters.`,
  paragraphLink: "Write each link as [text](address), the address starting with https:// or /.",
  labelRequired: "Write the button's label.",
  labelTooLong: `A button's label holds at most ${BUTTON_LABEL_MAX} characters.`,
  link: "Use an address starting with https:// or with / for a page of the site.",
  altRequired: "Describe the photo in at least 3 characters, for readers who cannot see it.",
  altTooLong: `Alt text holds at most ${ALT_MAX} characters.`,
  eventRequired: "Choose an event.",
  lodgingRequired: "Choose a lodging card.",
  tooManyBlocks: `A newsletter holds at most ${BLOCKS_MAX} blocks.`,
  tooLarge: "This newsletter is too long to save. Shorten or remove some blocks.",
  notFound: "There is no such newsletter.",
  stale: "Someone saved this newsletter after you opened it. Their version is shown; yours is not saved.",
  eventGone: "This event is not on the site. Choose another or remove the block.",
  lodgingGone: "This lodging card is not on the site. Choose another or remove the block.",
  notRendered: "This newsletter cannot be drawn until the highlighted blocks are fixed.",
  notStaff: "A test goes only to the address of a staff member.",
  notSent: "The test was not sent. Check the connection and try again.",
  notCreated: "The newsletter was not created. Check the connection and try again.",
  notSaved: "The newsletter was not saved. Check the connection; your changes are kept here.",
  fixFirst: "Fix the highlighted fields, then save.",
} as const;

/** A test's confirmation, naming where it went. */
export function testQueuedMessage(to: string): string {
  return `Test queued for ${to}. It arrives within a minute or two; the Mail screen shows it.`;
}

/** An address a newsletter may link to: the web over HTTPS, or a page of the site (made absolute when sent). */
function isNewsletterLink(address: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(address)) return true;
  if (!/^https:\/\//i.test(address)) return false;
  try {
    return new URL(address).protocol === "https:";
  } catch {
    return false;
  }
}

/** A run of a paragraph: text as written, or a link with its text. */
export type ParagraphPart = { text: string } | { text: string; url: string };

/** `[text](address)`: a link's text on one line, its address up to the closing parenthesis. */
const LINK = /\[([^\]\n]+)\]\(([^()\s]*)\)/g;

/** A paragraph's text as runs of text and links, in order. */
export function paragraphParts(text: string): ParagraphPart[] {
  const parts: ParagraphPart[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ text: match[1] ?? "", url: match[2] ?? "" });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/** Every link of a paragraph leads somewhere a newsletter may link to. */
function linksAllowed(text: string): boolean {
  return paragraphParts(text).every((part) => !("url" in part) || isNewsletterLink(part.url));
}

const link = z.string().trim().max(URL_MAX, campaignMessages.link).refine(isNewsletterLink, campaignMessages.link);

const headingBlock = z.strictObject({
  type: z.literal("heading"),
  text: z.string().trim().min(1, campaignMessages.headingRequired).max(HEADING_MAX, campaignMessages.headingTooLong),
});

const paragraphBlock = z.strictObject({
  type: z.literal("paragraph"),
  text: z
    .string()
    .trim()
    .min(1, campaignMessages.paragraphRequired)
    .max(PARAGRAPH_MAX, campaignMessages.paragraphTooLong)
    .refine(linksAllowed, campaignMessages.paragraphLink),
});

/** A photo the site shows (a published document's, as it is there), with its alt text for this mail. */
const imageBlock = z.strictObject({
  type: z.literal("image"),
  photo: photoSchema.strict(),
  alt: z.string().trim().min(3, campaignMessages.altRequired).max(ALT_MAX, campaignMessages.altTooLong),
});

const buttonBlock = z.strictObject({
  type: z.literal("button"),
  label: z.string().trim().min(1, campaignMessages.labelRequired).max(BUTTON_LABEL_MAX, campaignMessages.labelTooLong),
  url: link,
});

/** A published event: its name, dates, photo and link, as the site shows them when the mail is drawn. */
const eventBlock = z.strictObject({
  type: z.literal("event"),
  eventId: z.string().regex(/^[a-z0-9-]+$/, campaignMessages.eventRequired),
});

/** A card of the Book Now page, as published when the mail is drawn. */
const lodgingBlock = z.strictObject({
  type: z.literal("lodging"),
  lodgingId: z.string().min(1, campaignMessages.lodgingRequired).max(100),
});

/** The restaurant's weekly hours and coming exceptions, as set in the console's Settings when the mail is drawn. */
const restaurantHoursBlock = z.strictObject({ type: z.literal("restaurant-hours") });

const campaignBlock = z.discriminatedUnion("type", [
  headingBlock,
  paragraphBlock,
  imageBlock,
  buttonBlock,
  eventBlock,
  lodgingBlock,
  restaurantHoursBlock,
]);
export type CampaignBlock = z.infer<typeof campaignBlock>;
export type BlockType = CampaignBlock["type"];

export const campaignSchema = z.strictObject({
  subject: z.string().trim().min(1, campaignMessages.subjectRequired).max(SUBJECT_MAX, campaignMessages.subjectTooLong),
  /** The line mail programs show after the subject in a list of mail; the mail itself hides it. */
  preheader: z.string().trim().max(PREHEADER_MAX, campaignMessages.preheaderTooLong),
  blocks: z.array(campaignBlock).max(BLOCKS_MAX, campaignMessages.tooManyBlocks),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** What each kind of block is called in the console. */
export const blockLabels: Record<BlockType, string> = {
  heading: "Heading",
  paragraph: "Paragraph",
  image: "Photo",
  button: "Button",
  event: "Event",
  lodging: "Lodging card",
  "restaurant-hours": "Restaurant hours",
};
