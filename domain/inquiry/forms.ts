import type { InquiryFormDefinition, InquiryOption } from "./definition.ts";

const contactFields = [
  { id: "fullName", label: "Full Name", placeholder: "Your full name", required: true },
  { id: "email", label: "Email", type: "email", placeholder: "you@example.com", required: true },
  { id: "phone", label: "Phone", type: "tel", placeholder: "(555) 555-0123" },
] as const;

function messageField(placeholder: string) {
  return {
    id: "message",
    label: "Message",
    component: "textarea",
    placeholder,
    required: true,
    rows: 4,
    fullWidth: true,
  } as const;
}

const guestCount = {
  id: "guestCount",
  label: "Estimated Guest Count",
  type: "number",
  placeholder: "e.g. 50",
} as const;

const arrivalWindowOptions: readonly InquiryOption[] = [
  { label: "5-6 PM", value: "5-6" },
  { label: "6-7 PM", value: "6-7" },
  { label: "7-8 PM", value: "7-8" },
  { label: "Flexible", value: "flexible" },
];

const transportationOptions: readonly InquiryOption[] = [
  { label: "Cars", value: "cars" },
  { label: "School Bus", value: "school-bus" },
  { label: "Charter Coach", value: "charter-coach" },
  { label: "Shuttle Vans", value: "shuttle-vans" },
  { label: "Other", value: "other" },
];

export const christmasGroupForm: InquiryFormDefinition = {
  inquiryType: "christmas-group",
  triggerLabel: "Inquire About Group Rates",
  title: "Group Rates Inquiry",
  description:
    "Bringing a school, church, club or company through the lights? Tell us about your group and we'll send rate details.",
  contextTitle: "Christmas Lights Group Rates",
  submitLabel: "Send Inquiry",
  successMessage: "Thanks! Our holiday team will follow up with group rate details shortly.",
  inbox: "front-desk",
  fields: [
    { id: "inquiryFocus", label: "Inquiry Focus", hidden: true, initialValue: "Christmas Lights Group Rates" },
    { id: "organization", label: "Organization", placeholder: "School, church, club or company", required: true },
    { id: "contactName", label: "Contact Name", placeholder: "Your full name", required: true },
    { id: "email", label: "Email", type: "email", placeholder: "you@example.com", required: true },
    { id: "phone", label: "Phone", type: "tel", placeholder: "(555) 555-0123" },
    { id: "groupSize", label: "Group Size", type: "number", placeholder: "e.g. 40", required: true },
    { id: "visitDate", label: "Preferred Visit Date", type: "date", required: true },
    {
      id: "arrivalWindow",
      label: "Arrival Window",
      component: "select",
      placeholder: "Select an arrival window",
      options: arrivalWindowOptions,
    },
    {
      id: "transportation",
      label: "Transportation",
      component: "select",
      placeholder: "Select transportation",
      options: transportationOptions,
    },
    messageField("Tell us about your group, any accessibility needs and questions."),
  ],
};

const privateEventsForm: InquiryFormDefinition = {
  inquiryType: "private-events",
  triggerLabel: "Plan a Private Event",
  title: "Private Event Inquiry",
  description: "Host your celebration at Pique Nique. Share a few details and our events team will get back to you.",
  contextTitle: "Pique Nique Private Events",
  submitLabel: "Send Inquiry",
  successMessage: "Thanks! Our events team will reach out about your private event shortly.",
  inbox: "sales",
  fields: [
    ...contactFields,
    {
      id: "eventType",
      label: "Event Type",
      component: "select",
      placeholder: "Select an event type",
      required: true,
      options: [
        { label: "Wedding", value: "wedding" },
        { label: "Corporate", value: "corporate" },
        { label: "Birthday", value: "birthday" },
        { label: "Family Reunion", value: "family-reunion" },
        { label: "Other", value: "other" },
      ],
    },
    { id: "eventDate", label: "Event Date", type: "date", required: true },
    guestCount,
    messageField("Tell us about your event: timing, menu ideas, anything we should know."),
  ],
};

const venueForm: InquiryFormDefinition = {
  inquiryType: "venue",
  triggerLabel: "Check Availability",
  title: "Check Venue Availability",
  description: "Tell us about your event and we'll confirm availability and pricing for this space.",
  contextTitle: "Venue Availability",
  submitLabel: "Check Availability",
  successMessage: "Thanks! Our sales team will confirm availability and follow up shortly.",
  inbox: "sales",
  fields: [
    { id: "venueSpace", label: "Venue Space", hidden: true, initialValue: "" },
    ...contactFields,
    {
      id: "eventType",
      label: "Event Type",
      component: "select",
      placeholder: "Select an event type",
      required: true,
      options: [
        { label: "Wedding", value: "wedding" },
        { label: "Corporate", value: "corporate" },
        { label: "Retreat", value: "retreat" },
        { label: "Family Reunion", value: "family-reunion" },
        { label: "Social", value: "social" },
        { label: "Other", value: "other" },
      ],
    },
    { id: "preferredDate", label: "Preferred Date", type: "date", required: true },
    guestCount,
    messageField("Tell us about your event and what you have in mind."),
  ],
};

const weddingForm: InquiryFormDefinition = {
  inquiryType: "wedding",
  triggerLabel: "Book Your Wedding",
  title: "Book Your Wedding",
  description: "Share your date and vision, and our wedding team will help you plan your day on the river.",
  contextTitle: "Wedding Inquiry",
  submitLabel: "Send Wedding Inquiry",
  successMessage: "Thanks! Our wedding team will be in touch shortly to start planning.",
  inbox: "sales",
  fields: [
    { id: "inquiryFocus", label: "Inquiry Focus", hidden: true, initialValue: "Wedding" },
    ...contactFields,
    { id: "weddingDate", label: "Wedding Date", type: "date", required: true },
    guestCount,
    {
      id: "ceremonyPreference",
      label: "Ceremony Preference",
      component: "select",
      placeholder: "Select a ceremony setting",
      options: [
        { label: "Outdoor Waterfront", value: "outdoor-waterfront" },
        { label: "Indoor Bay Lodge", value: "indoor-bay-lodge" },
        { label: "Veranda Deck", value: "veranda-deck" },
        { label: "Undecided", value: "undecided" },
      ],
    },
    {
      id: "receptionPreference",
      label: "Reception Preference",
      component: "select",
      placeholder: "Select a reception style",
      options: [
        { label: "Formal Dinner", value: "formal-dinner" },
        { label: "Cocktail", value: "cocktail" },
        { label: "Casual", value: "casual" },
        { label: "Undecided", value: "undecided" },
      ],
    },
    messageField("Tell us about your wedding vision."),
  ],
};

const tourForm: InquiryFormDefinition = {
  inquiryType: "tour",
  triggerLabel: "Schedule a Tour",
  title: "Schedule a Tour",
  description: "Come see the venue in person. Pick a day and time that suits you and we'll confirm.",
  contextTitle: "Venue Tour Request",
  submitLabel: "Request Tour",
  successMessage: "Thanks! We'll confirm your venue tour shortly.",
  inbox: "sales",
  fields: [
    { id: "inquiryFocus", label: "Inquiry Focus", hidden: true, initialValue: "Venue Tour" },
    ...contactFields,
    { id: "preferredTourDate", label: "Preferred Tour Date", type: "date", required: true },
    {
      id: "preferredTourTime",
      label: "Preferred Tour Time",
      component: "select",
      placeholder: "Select a time of day",
      options: [
        { label: "Morning", value: "morning" },
        { label: "Midday", value: "midday" },
        { label: "Afternoon", value: "afternoon" },
        { label: "Evening", value: "evening" },
      ],
    },
    { id: "groupSize", label: "Group Size", type: "number", placeholder: "e.g. 4" },
    messageField("Anything you'd like to see or ask about?"),
  ],
};

const createCenterForm: InquiryFormDefinition = {
  inquiryType: "create-center",
  triggerLabel: "Inquire About Availability",
  title: "CREATE Center Availability",
  description: "Private offices, team suites and event space by the river. Tell us what your team needs.",
  contextTitle: "CREATE Center Workspace",
  submitLabel: "Send Inquiry",
  successMessage: "Thanks! Our team will follow up about CREATE Center availability shortly.",
  inbox: "sales",
  fields: [
    { id: "inquiryFocus", label: "Inquiry Focus", hidden: true, initialValue: "CREATE Center Workspace" },
    { id: "companyName", label: "Company Name", placeholder: "Your company", required: true },
    { id: "contactName", label: "Contact Name", placeholder: "Your full name", required: true },
    { id: "email", label: "Email", type: "email", placeholder: "you@example.com", required: true },
    { id: "phone", label: "Phone", type: "tel", placeholder: "(555) 555-0123" },
    {
      id: "moveInTimeline",
      label: "Move-in Timeline",
      component: "select",
      placeholder: "Select a timeline",
      options: [
        { label: "Immediate", value: "immediate" },
        { label: "0-3 Months", value: "0-3-months" },
        { label: "3-6 Months", value: "3-6-months" },
        { label: "6+ Months", value: "6-plus-months" },
      ],
    },
    {
      id: "workspaceNeeds",
      label: "Workspace Needs",
      component: "select",
      placeholder: "Select a workspace type",
      options: [
        { label: "Private Office", value: "private-office" },
        { label: "Team Suite", value: "team-suite" },
        { label: "Flex Desk", value: "flex-desk" },
        { label: "Conference / Event Space", value: "conference-event" },
        { label: "Other", value: "other" },
      ],
    },
    { id: "teamSize", label: "Team Size", type: "number", placeholder: "e.g. 5" },
    messageField("Tell us about your team and how you'd use the space."),
  ],
};

/** Every inquiry form, by the id pages use to pick one. The id is also the payload's inquiryType. */
export const inquiryForms = {
  "christmas-group": christmasGroupForm,
  "private-events": privateEventsForm,
  venue: venueForm,
  wedding: weddingForm,
  tour: tourForm,
  "create-center": createCenterForm,
} as const satisfies Record<string, InquiryFormDefinition>;

export type InquiryFormId = keyof typeof inquiryForms;

export function findInquiryForm(inquiryType: string): InquiryFormDefinition | undefined {
  return Object.hasOwn(inquiryForms, inquiryType) ? inquiryForms[inquiryType as InquiryFormId] : undefined;
}
