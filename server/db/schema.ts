import type { Generated } from "kysely";
import type { ScheduleAction } from "#domain/staff/content-schemas.ts";

/** Timestamps are ISO-8601 text in UTC on both SQLite and PostgreSQL. */
export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON of extra header fields, or null. */
  headers: string | null;
  /** JSON of the mail's attachments (MailAttachment[]), or null. */
  attachments: string | null;
  /** 0 urgent, 1 normal, 2 bulk: lower is sent first. */
  priority: number;
  status: "pending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A paid ticket order, recorded once per checkout session (Stripe's or the test checkout's). */
interface TicketOrdersTable {
  id: Generated<number>;
  session_id: string;
  stripe_event_id: string | null;
  mode: "stripe" | "test";
  event_id: string;
  event_name: string;
  customer_email: string;
  amount_total_cents: number;
  currency: string;
  created_at: string;
  mails_queued_at: string | null;
  /** The night its per-night tickets are for; null when it holds only passes. */
  night_date: string | null;
  /** Random, unique: the buyer's order reference, from which the ticket link is signed. */
  reference: string;
  /** When the buyer accepted the event's terms, for events that have them. */
  terms_accepted_at: string | null;
  /** The name Stripe collected with the payment; null for the test checkout and orders before it was kept. */
  customer_name: string | null;
  /** Stripe's payment, which refunds are made against; null for the test checkout and orders before it was kept. */
  payment_intent_id: string | null;
  /** When its night was called off and the order paid back. */
  cancelled_at: string | null;
  /** The newsletter campaign whose link the buyer last followed within a week before the checkout. */
  campaign_id: number | null;
}

/**
 * Money given back on an order. A console refund is stored (pending) before Stripe is asked, so its
 * tickets are void at once and a crash between the two leaves a record the retry finishes.
 */
export interface TicketRefundsTable {
  id: Generated<number>;
  order_id: number;
  /** Stripe's refund (`re_…`), or the test checkout's; null until Stripe has been asked. */
  stripe_refund_id: string | null;
  amount_cents: number;
  status: "pending" | "succeeded" | "failed" | "canceled";
  source: "console" | "stripe" | "cancellation";
  reason: string;
  staff_id: number | null;
  /** Who asked: the staff member's name, or "Stripe" for a refund made in its dashboard. */
  actor: string;
  /** Why Stripe refused it or it failed, as Stripe said. */
  failure: string | null;
  /** Times Stripe has been asked for it, by the retry of refunds not yet made. */
  attempts: number;
  created_at: string;
  updated_at: string;
}

/** One person's admission on a night, or one pass; `code` is short, unique and signed into its QR code. */
export interface TicketsTable {
  id: Generated<number>;
  order_id: number;
  code: string;
  /** The content's ticket type id; null for a line Stripe charged that the site does not know. */
  ticket_type: string | null;
  label: string;
  /** The night it admits on; null for a pass. */
  night_date: string | null;
  /** A pass's first and last nights: its event's run when it was paid for; null for a ticket for one night. */
  valid_from: string | null;
  valid_until: string | null;
  status: "valid" | "void";
  created_at: string;
  /** The refund that voided it. */
  refund_id: number | null;
  /** What was paid for it: its line's amount shared among the line's tickets (0 for tickets made before it was kept). */
  price_cents: Generated<number>;
}

/** A ticket let in at the door on a night: one row per ticket and night, the earliest scan's. */
interface TicketCheckInsTable {
  id: Generated<number>;
  ticket_id: number;
  /** The night it admitted on, `YYYY-MM-DD`: a pass is checked in once each night. */
  night_date: string;
  /** The door's own id of the scan that recorded it, so the same scan sent again is recognised. */
  scan_id: string;
  /** When the ticket was scanned, by the scanning device's clock; one far ahead of the server's is taken as the server's. */
  checked_in_at: string;
  staff_id: number;
  /** When the server recorded it: a scan made offline arrives later. */
  recorded_at: string;
}

interface TicketOrderLinesTable {
  id: Generated<number>;
  order_id: number;
  price_id: string;
  ticket_id: string | null;
  label: string;
  quantity: number;
  unit_amount_cents: number;
  amount_total_cents: number;
}

/** A pending order of the built-in test checkout; `lines` is JSON of priced lines. */
export interface TestCheckoutsTable {
  id: string;
  event_id: string;
  customer_email: string;
  lines: string;
  success_url: string;
  cancel_url: string;
  status: "open" | "complete" | "canceled";
  created_at: string;
  expires_at: string;
  night_date: string | null;
  terms_accepted_at: string | null;
  /** The newsletter campaign the order is bought through, carried to the order when it completes. */
  campaign_id: number | null;
}

/** A guest account of the PocketBase-style `users` collection; flags are 0/1 on every database. */
export interface UsersTable {
  id: string;
  email: string;
  email_visibility: number;
  verified: number;
  username: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  password_hash: string;
  /** Part of every token's signing key; replaced on a password change so older tokens stop working. */
  token_key: string;
  reset_sent_at: string | null;
  verification_sent_at: string | null;
  created: string;
  updated: string;
  /** Set while staff have blocked the account: no sign-in, no token accepted, no gate code. */
  blocked_at: string | null;
}

/** A message from the home page's contact form. */
interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: string;
}

/** An inquiry from one of the inquiry dialogs; `fields` is JSON of [{id, label, value}] as checked. */
interface InquiriesTable {
  id: Generated<number>;
  inquiry_type: string;
  name: string;
  email: string;
  fields: string;
  page_url: string;
  created_at: string;
}

/** A newsletter address, trimmed and lower-cased; unsubscribing keeps the row and sets the date. */
interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  /** When the address was (last) subscribed. */
  created_at: string;
  unsubscribed_at: string | null;
  /** The site's page the address was given on; null for addresses from before it was kept. */
  source_page: string | null;
  /** "double" when the address was confirmed by a link mailed to it. */
  opt_in: Generated<"single" | "double">;
  /** When consent took effect: the subscribe itself for single opt-in, the link's confirm for double; null while awaiting it. */
  confirmed_at: string | null;
  /** Set by a permanent refusal or a complaint: no campaign mails the address again. */
  suppressed_at: string | null;
  suppressed_reason: string | null;
  /** The campaign whose unsubscribe link or header the address left by. */
  unsubscribed_campaign_id: number | null;
}

type CampaignStatus = "draft" | "scheduled" | "sending" | "paused" | "sent" | "cancelled";

/** One recipient of a campaign: claimed with a lease, sent once. */
interface NewsletterDeliveriesTable {
  id: Generated<number>;
  campaign_id: number;
  subscriber_id: number;
  email: string;
  /** "skipped": the address left the list, or was suppressed, before its turn. */
  status: "pending" | "sent" | "failed" | "bounced" | "skipped" | "cancelled";
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
}

/** Work that one instance at a time does; the holder renews its lease while it works. */
interface WorkerLeasesTable {
  name: string;
  holder: string;
  locked_until: string;
}

/** A staff member of the console; apart from the guests' `users`. */
export interface StaffAccountsTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: "owner" | "manager" | "front_desk";
  /** Null until the account's enrolment sets it. */
  password_hash: string | null;
  /** The TOTP secret, encrypted with a key derived from APP_SECRET; null until enrolled. */
  totp_secret: string | null;
  /** The last time step a code was accepted for: a code counts once. */
  totp_last_step: number | null;
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
}

interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A one-time enrolment link; `secret` is the TOTP secret it offered, encrypted, until confirmed. */
interface StaffEnrolmentsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  secret: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A signed-in console session; the cookie carries the token, the table only its hash. */
export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
  address: string | null;
  user_agent: string | null;
}

/** A failed staff sign-in: its owner sees when, from where and at which step. */
interface StaffSignInFailuresTable {
  id: Generated<number>;
  staff_id: number;
  at: string;
  address: string;
  step: "password" | "code";
}

/** Every staff write; the database refuses updates and deletes. */
interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  actor: string;
  action: string;
  target: string | null;
  before_json: string | null;
  after_json: string | null;
  address: string | null;
}

/** A contact message or inquiry as the console's inbox sees it; the submission stays in its own table. */
export interface LeadsTable {
  id: Generated<number>;
  source: "contact" | "inquiry";
  source_id: number;
  /** "contact", or the inquiry form's type. */
  kind: string;
  name: string;
  email: string;
  /** The contact form's subject; null for an inquiry. */
  subject: string | null;
  snippet: string;
  /** Names, emails and message text in lower case, for the inbox search. */
  search_text: string;
  status: "new" | "in_progress" | "booked" | "closed";
  assignee_id: number | null;
  created_at: string;
  updated_at: string;
}

interface LeadReadsTable {
  lead_id: number;
  staff_id: number;
  read_at: string;
}

interface LeadNotesTable {
  id: Generated<number>;
  lead_id: number;
  staff_id: number | null;
  body: string;
  created_at: string;
}

interface LeadRepliesTable {
  id: Generated<number>;
  lead_id: number;
  staff_id: number | null;
  outbox_id: number;
  subject: string;
  body: string;
  created_at: string;
}

/** A setting staff changed; a key not here still has its value from content/ or the configuration. */
interface SettingsTable {
  key: string;
  value_json: string;
  updated_at: string;
  /** The staff member's email, or "command line". */
  updated_by: string;
}

/** A calendar day whose restaurant hours differ from its weekday's: closed when both hours are null. */
interface RestaurantHoursExceptionsTable {
  /** The resort's calendar day, `YYYY-MM-DD`. */
  date: string;
  open_hour: number | null;
  close_hour: number | null;
  note: string;
  updated_at: string;
  updated_by: string;
}

/** A night staff changed or someone bought for; absent, a night has the content's capacity and is on sale. */
interface EventNightsTable {
  event_id: string;
  /** The resort's calendar day, `YYYY-MM-DD`. */
  date: string;
  capacity: number;
  status: "on_sale" | "closed" | "cancelled";
  updated_at: string;
}

/** Places a checkout holds on its night: held until paid (sold) or expired or abandoned (released). */
interface TicketHoldsTable {
  id: Generated<number>;
  event_id: string;
  night_date: string;
  people: number;
  /** The Stripe Checkout session or test checkout holding the places; null for the moment before it exists. */
  checkout_id: string | null;
  status: "held" | "sold" | "released";
  created_at: string;
  expires_at: string;
  /** The client address that took the hold (an IPv6 client's /64), as the rate limits key it; null before migration 0019. */
  client_address: string | null;
  /** The buyer cookie of the browser that took it (server/api/checkout-holds.ts); null before migration 0019. */
  client_browser: string | null;
  /** The receipt address of its checkout. */
  client_email: string | null;
  /** 1 when neither the address nor the browser had a paid order: such holds may take only a share of a night. */
  first_time: Generated<number>;
}

/**
 * A document of the site's content: the draft staff edit, saved whatever it holds, and the value the
 * site shows, which only a valid draft replaces. `*_by` is the staff member's email; null is the
 * site's first content, seeded from content/.
 */
interface ContentDocumentsTable {
  key: string;
  /** The document's kind in domain/content/documents.ts: `event` for `event:christmas-lights`. */
  kind: string;
  draft_json: string;
  /** Counts every draft save; a save names the revision it started from and is refused if it is stale. */
  draft_revision: number;
  draft_saved_at: string;
  draft_saved_by: string | null;
  /** The three are null until the document's first publish: the site shows nothing of it before. */
  published_json: string | null;
  published_version: number | null;
  published_at: string | null;
  published_by: string | null;
}

/** A publish set for a time (in UTC; staff set it in the resort's time zone), until it happens. */
interface ContentSchedulesTable {
  key: string;
  due_at: string;
  action: ScheduleAction;
  scheduled_at: string;
  /** Who set it (their email), told when it fails. */
  scheduled_by: string;
  scheduled_by_id: number | null;
  /** Why it did not happen, once it was due; null while it waits. */
  failure: string | null;
  failed_at: string | null;
}

/**
 * A page still showing the version before `version` of the document `key`, as its render with it
 * failed; gone once a render of the page succeeds.
 */
interface PageRenderFailuresTable {
  /** The page's address: `/christmas-lights`. */
  page: string;
  key: string;
  version: number;
  /** The render's error, in short. */
  error: string;
  failed_at: string;
}

/** Every draft revision saved, to show an editor whose revision went stale what changed since. */
interface ContentDraftsTable {
  key: string;
  revision: number;
  value_json: string;
  saved_at: string;
  saved_by: string | null;
}

/** Every published version, never changed: a restore copies one into the draft. */
interface ContentVersionsTable {
  key: string;
  version: number;
  value_json: string;
  /** The field changes (domain/content/diff.ts) from the version before; none for the first. */
  changes_json: string;
  published_at: string;
  published_by: string | null;
}

/** One row (id 1): `version` counts every publish, so another instance notices one by reading it. */
interface ContentStateTable {
  id: number;
  version: number;
}

/** A photo staff uploaded: a `Photo` whose `file` is under uploads/, its variants in photo_files. */
interface PhotosTable {
  id: Generated<number>;
  /** `uploads/<name>-<6 hex>.jpg` (or `.png`), unique. */
  file: string;
  /** The file name it was uploaded with. */
  name: string;
  width: number;
  height: number;
  hash: string;
  color: string | null;
  /** Who uploaded it (their email). */
  uploaded_by: string;
  uploaded_by_id: number | null;
  uploaded_at: string;
}

/** One variant of an uploaded photo, as served at /images/<path>. */
interface PhotoFilesTable {
  /** Its path under /images/ (domain/content/photo-variants.ts), unique. */
  path: string;
  photo_id: number;
  content_type: string;
  /** A BLOB on SQLite, bytea on PostgreSQL. */
  bytes: Uint8Array;
}

/** A newsletter campaign: its blocks as JSON (domain/newsletter/campaign.ts); `*_by` is a staff member's email. */
interface NewsletterCampaignsTable {
  id: Generated<number>;
  subject: string;
  preheader: string;
  blocks_json: string;
  status: CampaignStatus;
  /** Who gets it (domain/newsletter/audience.ts), evaluated when it starts sending. */
  audience_json: Generated<string>;
  /** When it starts: a minute after "Send now" (the undo window), or the time staff chose. */
  send_at: string | null;
  scheduled_by: string | null;
  scheduled_by_id: number | null;
  started_at: string | null;
  paused_at: string | null;
  finished_at: string | null;
  cancelled_at: string | null;
  /** The mail as drawn when sending started; each recipient's unsubscribe address is put in on delivery. */
  sent_subject: string | null;
  sent_html: string | null;
  sent_text: string | null;
  /** Why a scheduled send could not start; it went back to being a draft. */
  failure: string | null;
  /** Counts every save; a save names the revision it started from and is refused if it is stale. */
  revision: number;
  created_at: string;
  created_by: string;
  created_by_id: number | null;
  updated_at: string;
  updated_by: string;
  updated_by_id: number | null;
}

/** A link of a sent campaign, the address its redirect `/r/<campaign_id>/<position>` leads to, clicked `clicks` times. */
interface NewsletterLinksTable {
  id: Generated<number>;
  campaign_id: number;
  /** From 1, in the order the link first appears in the mail. */
  position: number;
  url: string;
  clicks: Generated<number>;
}

/**
 * SQLite only: the FTS5 trigram index of `leads.search_text` (migration 0011); its rowid is the
 * lead's id, and a MATCH against the table's own name finds the leads holding a piece of text.
 */
interface LeadsSearchTable {
  rowid: number;
  search_text: string;
  leads_search: string;
}

export interface Database {
  outbox: OutboxTable;
  contact_messages: ContactMessagesTable;
  inquiries: InquiriesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  users: UsersTable;
  ticket_orders: TicketOrdersTable;
  ticket_order_lines: TicketOrderLinesTable;
  tickets: TicketsTable;
  ticket_refunds: TicketRefundsTable;
  ticket_check_ins: TicketCheckInsTable;
  test_checkouts: TestCheckoutsTable;
  staff_accounts: StaffAccountsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_enrolments: StaffEnrolmentsTable;
  staff_sessions: StaffSessionsTable;
  staff_sign_in_failures: StaffSignInFailuresTable;
  audit_log: AuditLogTable;
  leads: LeadsTable;
  lead_reads: LeadReadsTable;
  lead_notes: LeadNotesTable;
  lead_replies: LeadRepliesTable;
  leads_search: LeadsSearchTable;
  settings: SettingsTable;
  restaurant_hours_exceptions: RestaurantHoursExceptionsTable;
  event_nights: EventNightsTable;
  ticket_holds: TicketHoldsTable;
  content_documents: ContentDocumentsTable;
  content_schedules: ContentSchedulesTable;
  content_drafts: ContentDraftsTable;
  content_versions: ContentVersionsTable;
  content_state: ContentStateTable;
  photos: PhotosTable;
  photo_files: PhotoFilesTable;
  page_render_failures: PageRenderFailuresTable;
  newsletter_campaigns: NewsletterCampaignsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  newsletter_links: NewsletterLinksTable;
  worker_leases: WorkerLeasesTable;
}
