import type { Lodging, Photo, ResortEvent, WeeklyHours } from "#domain/content/schemas.ts";
import { fallbackExtension, fallbackWidth, scaledHeight, variantUrl } from "#domain/content/photo-variants.ts";
import { longDate } from "#domain/english.ts";
import { eventRun, formatRun, type CalendarDate } from "#domain/event-dates.ts";
import { formatDayHours, hoursTable, type HoursException } from "#domain/hours.ts";
import { showsSleeps } from "#domain/lodging.ts";
import { paragraphParts, type Campaign, type CampaignBlock } from "#domain/newsletter/campaign.ts";
import { markup, multiline, type Html } from "#server/mail/templates/html.ts";

/** The mail's column: the width mail programs lay out reliably, and a phone's screen scales it down. */
const MAIL_WIDTH = 600;
const GUTTER = 24;
/** Photos fill the column inside its gutters. */
const PHOTO_WIDTH = MAIL_WIDTH - 2 * GUTTER;

const FONT = "font-family:Arial,Helvetica,sans-serif";
const INK = "#1c1917";
const RIVER = "#115e67";
const MUTED = "#57534e";

/** What the blocks of the site's content show, as published (and as set in the console) when the mail is drawn. */
export interface CampaignSources {
  /** PUBLIC_ORIGIN: every address in the mail is absolute. */
  origin: string;
  resortName: string;
  /** The resort's calendar day: an annual event shows its current or next run. */
  today: CalendarDate;
  /** A visible published event, or undefined. */
  event: (id: string) => ResortEvent | undefined;
  lodging: (id: string) => Lodging | undefined;
  restaurant: { name: string; weekly: WeeklyHours; exceptions: readonly HoursException[] };
}

/** Where the reader leaves the list: each subscriber's own link, or null where there is none yet (previews, tests). */
export interface CampaignFooter {
  unsubscribeUrl: string | null;
}

export interface CampaignMail {
  subject: string;
  html: string;
  text: string;
}

/** The blocks naming content that is not on the site, by their path in the campaign (`blocks.2`). */
export function missingSources(campaign: Campaign, sources: CampaignSources): Record<string, string> {
  const missing: Record<string, string> = {};
  campaign.blocks.forEach((block, index) => {
    if (block.type === "event" && !sources.event(block.eventId)) missing[`blocks.${index}`] = "event";
    if (block.type === "lodging" && !sources.lodging(block.lodgingId)) missing[`blocks.${index}`] = "lodging";
  });
  return missing;
}

/** A site address made absolute; an https address kept. */
function absolute(origin: string, address: string): string {
  return address.startsWith("/") ? `${origin}${address}` : address;
}

/** The JPEG (or PNG) fallback of a photo: mail programs show neither AVIF nor WebP. */
export function mailPhotoUrl(origin: string, photo: Photo): string {
  return `${origin}${variantUrl(photo, fallbackWidth(photo.width), fallbackExtension(photo.file))}`;
}

interface Found {
  event: (id: string) => ResortEvent;
  lodging: (id: string) => Lodging;
}

/** The sources of blocks missingSources found nothing missing for: a campaign is drawn only after that check. */
function found(sources: CampaignSources): Found {
  return {
    event: (id) => {
      const event = sources.event(id);
      if (!event) throw new Error(`No event ${id} on the site: check missingSources before drawing a campaign`);
      return event;
    },
    lodging: (id) => {
      const card = sources.lodging(id);
      if (!card) throw new Error(`No lodging card ${id} on the site: check missingSources before drawing a campaign`);
      return card;
    },
  };
}

const row = (content: Html, padding = `8px ${GUTTER}px`) =>
  markup`<tr><td style="padding:${padding}">${content}</td></tr>`;

function photoHtml(origin: string, photo: Photo, alt: string): Html {
  const height = scaledHeight(photo, PHOTO_WIDTH);
  return markup`<img src="${mailPhotoUrl(origin, photo)}" width="${PHOTO_WIDTH}" height="${height}" alt="${alt}" style="display:block;width:100%;max-width:${PHOTO_WIDTH}px;height:auto;border:0">`;
}

function buttonHtml(url: string, label: string): Html {
  return markup`<table role="presentation" cellspacing="0" cellpadding="0" border="0"><tr><td style="border-radius:8px;background:${RIVER}"><a href="${url}" style="display:inline-block;padding:12px 22px;${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px">${label}</a></td></tr></table>`;
}

function headingHtml(text: string, size: number): Html {
  return markup`<h2 style="margin:8px 0 0;${FONT};font-size:${size}px;line-height:1.3;color:${INK}">${text}</h2>`;
}

function paragraphHtml(origin: string, text: string): Html {
  const runs = paragraphParts(text).map((part) =>
    "url" in part
      ? markup`<a href="${absolute(origin, part.url)}" style="color:${RIVER};text-decoration:underline">${part.text}</a>`
      : multiline(part.text),
  );
  return markup`<p style="margin:0;${FONT};font-size:16px;line-height:1.5;color:${INK}">${runs}</p>`;
}

/** How an event's block links: to its tickets when it sells them, else where its visitors book. */
function eventLink(origin: string, event: ResortEvent): { url: string; label: string } {
  return event.tickets?.length
    ? { url: `${origin}/events/${event.id}`, label: "Buy tickets" }
    : { url: absolute(origin, event.bookingLink), label: "Plan your stay" };
}

function hoursRows(sources: CampaignSources): { day: string; hours: string }[] {
  const { weekly, exceptions } = sources.restaurant;
  return [
    ...hoursTable(weekly),
    ...exceptions.map((exception) => ({
      day: longDate(exception.date),
      hours: `${formatDayHours(exception.hours)} (${exception.note})`,
    })),
  ];
}

function blockHtml(block: CampaignBlock, sources: CampaignSources, from: Found): Html {
  const { origin } = sources;
  switch (block.type) {
    case "heading":
      return row(headingHtml(block.text, 24));
    case "paragraph":
      return row(paragraphHtml(origin, block.text));
    case "image":
      return row(photoHtml(origin, block.photo, block.alt));
    case "button":
      return row(buttonHtml(absolute(origin, block.url), block.label), `12px ${GUTTER}px`);
    case "event": {
      const event = from.event(block.eventId);
      const link = eventLink(origin, event);
      return row(
        markup`${photoHtml(origin, event.heroImage, event.heroImage.alt)}${headingHtml(event.name, 22)}<p style="margin:4px 0 8px;${FONT};font-size:15px;font-weight:bold;color:${MUTED}">${formatRun(eventRun(event.dates, sources.today))} · ${event.time}</p><p style="margin:0 0 12px;${FONT};font-size:16px;line-height:1.5;color:${INK}">${event.shortDescription}</p>${buttonHtml(link.url, link.label)}`,
        `16px ${GUTTER}px`,
      );
    }
    case "lodging": {
      const card = from.lodging(block.lodgingId);
      return row(
        markup`${photoHtml(origin, card.image, card.image.alt)}${headingHtml(card.title, 22)}${showsSleeps(card.sleeps) ? markup`<p style="margin:4px 0 0;${FONT};font-size:15px;font-weight:bold;color:${MUTED}">Sleeps ${card.sleeps}</p>` : null}<p style="margin:8px 0 12px;${FONT};font-size:16px;line-height:1.5;color:${INK}">${card.description}</p>${buttonHtml(card.bookingUrl, card.buttonText)}`,
        `16px ${GUTTER}px`,
      );
    }
    case "restaurant-hours": {
      const cells = hoursRows(sources).map(
        (line) =>
          markup`<tr><td style="padding:2px 16px 2px 0;${FONT};font-size:15px;font-weight:bold;color:${INK}">${line.day}</td><td style="padding:2px 0;${FONT};font-size:15px;color:${INK}">${line.hours}</td></tr>`,
      );
      return row(
        markup`${headingHtml(`${sources.restaurant.name} hours`, 20)}<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin-top:8px">${cells}</table>`,
      );
    }
  }
}

function blockText(block: CampaignBlock, sources: CampaignSources, from: Found): string {
  const { origin } = sources;
  switch (block.type) {
    case "heading":
      return `${block.text}\n${"=".repeat(Math.min(block.text.length, 60))}`;
    case "paragraph":
      return paragraphParts(block.text)
        .map((part) => ("url" in part ? `${part.text} (${absolute(origin, part.url)})` : part.text))
        .join("");
    case "image":
      return `[Photo: ${block.alt}]`;
    case "button":
      return `${block.label}: ${absolute(origin, block.url)}`;
    case "event": {
      const event = from.event(block.eventId);
      const link = eventLink(origin, event);
      return [
        event.name,
        `${formatRun(eventRun(event.dates, sources.today))} · ${event.time}`,
        event.shortDescription,
        `${link.label}: ${link.url}`,
      ].join("\n");
    }
    case "lodging": {
      const card = from.lodging(block.lodgingId);
      return [
        card.title,
        ...(showsSleeps(card.sleeps) ? [`Sleeps ${card.sleeps}`] : []),
        card.description,
        `${card.buttonText}: ${card.bookingUrl}`,
      ].join("\n");
    }
    case "restaurant-hours":
      return [
        `${sources.restaurant.name} hours`,
        ...hoursRows(sources).map((line) => `${line.day}: ${line.hours}`),
      ].join("\n");
  }
}

const NO_LINK_YET = "Each subscriber's own unsubscribe link goes here.";

function footerHtml(resortName: string, footer: CampaignFooter): Html {
  const leave = footer.unsubscribeUrl
    ? markup`<a href="${footer.unsubscribeUrl}" style="color:${MUTED};text-decoration:underline">Unsubscribe</a>`
    : markup`<span style="display:inline-block;padding:4px 8px;border:1px dashed ${MUTED}">${NO_LINK_YET}</span>`;
  return markup`<tr><td style="padding:24px ${GUTTER}px;border-top:1px solid #e7e5e4;${FONT};font-size:13px;line-height:1.5;color:${MUTED}">You get this mail because you subscribed to the ${resortName} newsletter. Don't want these emails? ${leave}</td></tr>`;
}

function footerText(resortName: string, footer: CampaignFooter): string {
  return `You get this mail because you subscribed to the ${resortName} newsletter.\nTo unsubscribe: ${footer.unsubscribeUrl ?? NO_LINK_YET}`;
}

/**
 * A campaign as mail: an HTML part laid out as mail programs draw it (tables, inline styles, one
 * 600-pixel column, photos with their size and alt text, the preheader as hidden preview text), every
 * text of staff's and of the content escaped; and a plain-text part with the same blocks. The blocks
 * of the site's content must be there (missingSources).
 */
export function campaignMail(campaign: Campaign, sources: CampaignSources, footer: CampaignFooter): CampaignMail {
  const from = found(sources);
  const body = campaign.blocks.map((block) => blockHtml(block, sources, from));
  const html = markup`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${campaign.subject}</title></head><body style="margin:0;padding:0;background:#f5f5f4"><div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:#f5f5f4">${campaign.preheader}</div><table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f5f5f4"><tr><td align="center" style="padding:16px 8px"><table role="presentation" width="${MAIL_WIDTH}" cellspacing="0" cellpadding="0" border="0" style="width:100%;max-width:${MAIL_WIDTH}px;background:#ffffff"><tr><td style="padding:24px ${GUTTER}px 8px;${FONT};font-size:15px;font-weight:bold;color:${RIVER}">${sources.resortName}</td></tr>${body}${footerHtml(sources.resortName, footer)}</table></td></tr></table></body></html>`;
  const text = [
    ...campaign.blocks.map((block) => blockText(block, sources, from)),
    "--",
    footerText(sources.resortName, footer),
  ].join("\n\n");
  return { subject: campaign.subject, html: String(html), text: `${text}\n` };
}
