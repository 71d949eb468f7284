import { draft, shown } from "#domain/content/draft.ts";
import type { PolicyFacts } from "#domain/content/schemas.ts";
import { resort } from "./resort.ts";

/**
 * The policy pages the footer links to. Every text here is a draft written for the resort to
 * review with its own counsel before launch; a page shows the draft notice while its published
 * text is marked draft (app/routes/policy.tsx, docs/decisions/007).
 */
export const policyDraftNotice =
  "Draft for review: this text is a draft prepared for the resort to review and approve before launch. It is not yet the resort's final policy.";

const contactLine = `call ${resort.phone.display} or email ${resort.email}`;

export const policyFacts: PolicyFacts[] = [
  {
    slug: "privacy-policy",
    title: "Privacy Policy",
    description: draft(
      `How ${resort.name} collects, uses and protects the information you share through this website.`,
    ),
    intro: draft(
      `${resort.name} respects your privacy. This policy explains what we collect when you use this website, why, and the choices you have.`,
    ),
    sections: draft([
      {
        heading: "What we collect",
        paragraphs: [
          "When you send a message or an inquiry, we receive the details you type in: your name, email address, phone number and your message.",
          "When you subscribe to the newsletter we keep your email address. When you create an account we keep your name, email address and phone number; your password is stored only as a secure hash.",
          "Like most websites, our server records basic technical details of each request (such as the page asked for and the time) to keep the site secure and working.",
        ],
      },
      {
        heading: "How we use it",
        paragraphs: [
          "We use your details to answer your questions, handle bookings, event tickets and inquiries, send the newsletter you asked for, and show registered guests the restaurant gate code.",
          "We do not sell your personal information. Card payments are handled by our payment provider; we never see or store your full card number.",
        ],
      },
      {
        heading: "Your choices",
        paragraphs: [
          "Every newsletter email carries a link to unsubscribe. You can ask us to see, correct or delete the information we hold about you at any time.",
          `To make a request, ${contactLine}.`,
        ],
      },
    ]),
  },
  {
    slug: "terms-of-service",
    title: "Terms of Service",
    description: draft(
      `The terms for using the ${resort.name} website, booking links, event tickets and guest accounts.`,
    ),
    intro: draft(
      `By using this website you agree to these terms. Stays at the resort are also governed by the rules you accept when you book.`,
    ),
    sections: draft([
      {
        heading: "Using this website",
        paragraphs: [
          "Please use the site lawfully and do not interfere with its operation, attempt to access other people's accounts or send automated submissions.",
          "We work to keep prices, hours and event details accurate, but they can change. The details confirmed at booking or purchase apply.",
        ],
      },
      {
        heading: "Bookings and tickets",
        paragraphs: [
          "Lodging is booked through our reservation partners, whose own terms apply to those bookings. Event tickets are sold through our card payment provider.",
          "Gate codes and account details are for the registered guest only and must not be shared.",
        ],
      },
      {
        heading: "Park rules",
        paragraphs: [
          "Tents are not permitted. All cottages and tiny homes are non-smoking. Pets are welcome but must never be left unattended.",
          `Questions about these terms? Please ${contactLine}.`,
        ],
      },
    ]),
  },
  {
    slug: "cancellation-policy",
    title: "Cancellation Policy",
    description: draft(`How cancellations, changes and refunds work for stays, events and tickets at ${resort.name}.`),
    intro: draft(
      "Plans change. This page explains how to cancel or change a reservation or ticket and what refunds apply.",
    ),
    sections: draft([
      {
        heading: "RV sites, cottages and tiny homes",
        paragraphs: [
          "Reservations are made through our booking partners, and the cancellation terms shown when you book apply to that reservation.",
          "To change the dates of a stay, contact the front desk as early as you can; we will always try to help.",
        ],
      },
      {
        heading: "Event tickets",
        paragraphs: [
          "Event tickets are non-refundable unless the event is cancelled by the resort, in which case tickets are refunded to the original card.",
          "If bad weather changes an event's schedule, we will post the update on the event page and email ticket holders.",
        ],
      },
      {
        heading: "Venue and private events",
        paragraphs: [
          "Deposits and cancellation terms for weddings, the venue spaces and private events are set out in each event agreement.",
          `To cancel or change a booking, ${contactLine}.`,
        ],
      },
    ]),
  },
  {
    slug: "accessibility",
    title: "Accessibility",
    description: draft(
      `Our commitment to an accessible website and resort, and how to tell ${resort.name} about a barrier you meet.`,
    ),
    intro: draft(`${resort.name} wants every guest to be able to use this website and enjoy the park.`),
    sections: draft([
      {
        heading: "This website",
        paragraphs: [
          "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. The site works with a keyboard and screen readers, respects reduced-motion settings, and every photo has a text description.",
          "We test the site with automated accessibility checks and by hand, and we fix problems as we find them.",
        ],
      },
      {
        heading: "At the resort",
        paragraphs: [
          "If you have accessibility needs for your stay or an event, tell us when you book and we will do our best to accommodate them.",
        ],
      },
      {
        heading: "Tell us about a barrier",
        paragraphs: [
          `If something on this site or at the resort is hard to use, please ${contactLine}. We aim to reply within two business days.`,
        ],
      },
    ]),
  },
];

export const policies = shown(policyFacts);
