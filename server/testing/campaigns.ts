import type { Campaign } from "#domain/newsletter/campaign.ts";

/** A campaign of every kind of text block and a block of the site's content (an event the seed publishes). */
export const lightsCampaign: Campaign = {
  subject: "Lights on the river",
  preheader: "The season starts Saturday",
  blocks: [
    { type: "heading", text: "The lights are back" },
    { type: "paragraph", text: "Drive the [riverfront route](/christmas-lights) with cocoa in hand." },
    { type: "event", eventId: "christmas-lights" },
    { type: "button", label: "See the season", url: "https://coosa.example.com/lights" },
  ],
};
