import { describe, expect, it } from "vitest";
import { campaignMessages } from "#domain/newsletter/campaign.ts";
import type { CampaignSourcesAnswer } from "#domain/staff/campaign-schemas.ts";
import { campaignIssues, moved, newBlock } from "./blocks.ts";

const photo = { file: "gallery/kayaks.jpg", width: 1600, height: 1067, hash: "0123456789" };
const sources: CampaignSourcesAnswer = {
  events: [{ id: "christmas-lights", name: "Christmas Lights", dates: "November 21, 2026 - January 4, 2027" }],
  lodging: [{ id: "rv-spots", title: "RV Spots" }],
  images: [{ photo, alt: "Kayaks on the river bank" }],
  testRecipients: [],
  ticketEvents: [],
  leadKinds: [],
};
const nothing: CampaignSourcesAnswer = {
  events: [],
  lodging: [],
  images: [],
  testRecipients: [],
  ticketEvents: [],
  leadKinds: [],
};

describe("the newsletter editor's blocks", () => {
  it("starts a block of the site's content on the first of what the site publishes, and offers none when it has nothing", () => {
    expect(newBlock("event", sources)).toEqual({ type: "event", eventId: "christmas-lights" });
    expect(newBlock("lodging", sources)).toEqual({ type: "lodging", lodgingId: "rv-spots" });
    expect(newBlock("image", sources)).toEqual({ type: "image", photo, alt: "Kayaks on the river bank" });
    expect(newBlock("paragraph", nothing)).toEqual({ type: "paragraph", text: "" });
    expect(newBlock("restaurant-hours", nothing)).toEqual({ type: "restaurant-hours" });
    for (const type of ["event", "lodging", "image"] as const) expect(newBlock(type, nothing), type).toBeNull();
  });

  it("moves a block up and down, and leaves the list as it was for a move past either end", () => {
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 2, 3)).toEqual(["a", "b", "c"]);
  });

  it("finds a campaign's problems by the paths the server answers them at", () => {
    const issues = campaignIssues({
      subject: " ",
      preheader: "",
      blocks: [
        { type: "paragraph", text: "" },
        { type: "button", label: "Go", url: "javascript:alert(1)" },
      ],
    });
    expect(Object.fromEntries(issues)).toEqual({
      subject: campaignMessages.subjectRequired,
      "blocks.0.text": campaignMessages.paragraphRequired,
      "blocks.1.url": campaignMessages.link,
    });
  });
});
