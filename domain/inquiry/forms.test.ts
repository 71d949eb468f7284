import { describe, expect, it } from "vitest";
import { inquiryForms } from "./forms.ts";

const ids = (formId: keyof typeof inquiryForms) => inquiryForms[formId].fields.map((field) => field.id);
const options = (formId: keyof typeof inquiryForms, fieldId: string) =>
  inquiryForms[formId].fields.find((field) => field.id === fieldId)?.options?.map((option) => option.value);
const required = (formId: keyof typeof inquiryForms) =>
  inquiryForms[formId].fields.filter((field) => field.required).map((field) => field.id);

describe("inquiry form definitions", () => {
  it("group rates: fields, options, required set and the fixed focus", () => {
    expect(ids("christmas-group")).toEqual([
      "inquiryFocus",
      "organization",
      "contactName",
      "email",
      "phone",
      "groupSize",
      "visitDate",
      "arrivalWindow",
      "transportation",
      "message",
    ]);
    expect(required("christmas-group")).toEqual([
      "organization",
      "contactName",
      "email",
      "groupSize",
      "visitDate",
      "message",
    ]);
    expect(options("christmas-group", "arrivalWindow")).toEqual(["5-6", "6-7", "7-8", "flexible"]);
    expect(options("christmas-group", "transportation")).toEqual([
      "cars",
      "school-bus",
      "charter-coach",
      "shuttle-vans",
      "other",
    ]);
    expect(inquiryForms["christmas-group"].fields[0]).toMatchObject({
      hidden: true,
      initialValue: "Christmas Lights Group Rates",
    });
    expect(inquiryForms["christmas-group"].triggerLabel).toBe("Inquire About Group Rates");
    expect(inquiryForms["christmas-group"].successMessage).toBe(
      "Thanks! Our holiday team will follow up with group rate details shortly.",
    );
  });

  it("private events, venue, wedding, tour and CREATE Center carry their required fields and options", () => {
    expect(ids("private-events")).toEqual([
      "fullName",
      "email",
      "phone",
      "eventType",
      "eventDate",
      "guestCount",
      "message",
    ]);
    expect(options("private-events", "eventType")).toEqual([
      "wedding",
      "corporate",
      "birthday",
      "family-reunion",
      "other",
    ]);
    expect(ids("venue")).toEqual([
      "venueSpace",
      "fullName",
      "email",
      "phone",
      "eventType",
      "preferredDate",
      "guestCount",
      "message",
    ]);
    expect(options("venue", "eventType")).toEqual([
      "wedding",
      "corporate",
      "retreat",
      "family-reunion",
      "social",
      "other",
    ]);
    expect(ids("wedding")).toEqual([
      "inquiryFocus",
      "fullName",
      "email",
      "phone",
      "weddingDate",
      "guestCount",
      "ceremonyPreference",
      "receptionPreference",
      "message",
    ]);
    expect(options("wedding", "ceremonyPreference")).toEqual([
      "outdoor-waterfront",
      "indoor-bay-lodge",
      "veranda-deck",
      "undecided",
    ]);
    expect(options("wedding", "receptionPreference")).toEqual(["formal-dinner", "cocktail", "casual", "undecided"]);
    expect(ids("tour")).toEqual([
      "inquiryFocus",
      "fullName",
      "email",
      "phone",
      "preferredTourDate",
      "preferredTourTime",
      "groupSize",
      "message",
    ]);
    expect(options("tour", "preferredTourTime")).toEqual(["morning", "midday", "afternoon", "evening"]);
    expect(ids("create-center")).toEqual([
      "inquiryFocus",
      "companyName",
      "contactName",
      "email",
      "phone",
      "moveInTimeline",
      "workspaceNeeds",
      "teamSize",
      "message",
    ]);
    expect(options("create-center", "moveInTimeline")).toEqual([
      "immediate",
      "0-3-months",
      "3-6-months",
      "6-plus-months",
    ]);
    expect(options("create-center", "workspaceNeeds")).toEqual([
      "private-office",
      "team-suite",
      "flex-desk",
      "conference-event",
      "other",
    ]);
    expect(inquiryForms.wedding.triggerLabel).toBe("Book Your Wedding");
    expect(inquiryForms.tour.triggerLabel).toBe("Schedule a Tour");
  });

  it("requires the name, company or contact, email, date, message, and eventType on event forms", () => {
    expect(required("private-events")).toEqual(["fullName", "email", "eventType", "eventDate", "message"]);
    expect(required("venue")).toEqual(["fullName", "email", "eventType", "preferredDate", "message"]);
    expect(required("wedding")).toEqual(["fullName", "email", "weddingDate", "message"]);
    expect(required("tour")).toEqual(["fullName", "email", "preferredTourDate", "message"]);
    expect(required("create-center")).toEqual(["companyName", "contactName", "email", "message"]);
  });

  it("sends group rates to the front desk and everything else to sales", () => {
    expect(Object.fromEntries(Object.entries(inquiryForms).map(([id, form]) => [id, form.inbox]))).toEqual({
      "christmas-group": "front-desk",
      "private-events": "sales",
      venue: "sales",
      wedding: "sales",
      tour: "sales",
      "create-center": "sales",
    });
  });
});
