import type { Migration } from "kysely";
import { outbox } from "./0001-outbox.ts";
import { messages } from "./0002-messages.ts";
import { users } from "./0003-users.ts";
import { orders } from "./0004-orders.ts";
import { outboxPriority } from "./0005-outbox-priority.ts";
import { staff } from "./0006-staff.ts";
import { inbox } from "./0007-inbox.ts";
import { guestBlocks } from "./0008-guest-blocks.ts";
import { settings } from "./0009-settings.ts";
import { leadIndexes } from "./0010-lead-indexes.ts";
import { leadSearch } from "./0011-lead-search.ts";
import { boxOffice } from "./0012-box-office.ts";
import { tickets } from "./0013-tickets.ts";
import { checkIns } from "./0014-check-ins.ts";
import { refunds } from "./0015-refunds.ts";
import { passSeasons } from "./0016-pass-seasons.ts";
import { staffSignInFailures } from "./0018-staff-sign-in-failures.ts";
import { holdClients } from "./0019-hold-clients.ts";
import { contentDocuments } from "./0020-content-documents.ts";
import { christmasPricesFromTickets } from "./0021-christmas-prices-from-tickets.ts";
import { christmasHoursFromSchedule } from "./0022-christmas-hours-from-schedule.ts";
import { pricingNotesWithoutTicketPrices } from "./0023-pricing-notes-without-ticket-prices.ts";
import { unpublishedDocuments } from "./0024-unpublished-documents.ts";
import { contentSchedules } from "./0025-content-schedules.ts";
import { photos } from "./0026-photos.ts";
import { pageRenderFailures } from "./0027-page-render-failures.ts";
import { scheduledHiding } from "./0028-scheduled-hiding.ts";
import { newsletterCampaigns } from "./0029-newsletter-campaigns.ts";
import { christmasTipWithoutGateTime } from "./0030-christmas-tip-without-gate-time.ts";
import { newsletterSending } from "./0031-newsletter-sending.ts";
import { newsletterLinks } from "./0032-newsletter-links.ts";

/** Every migration, by name; Kysely applies them in name order. */
export const migrations: Record<string, Migration> = {
  "0001-outbox": outbox,
  "0002-messages": messages,
  "0003-users": users,
  "0004-orders": orders,
  "0005-outbox-priority": outboxPriority,
  "0006-staff": staff,
  "0007-inbox": inbox,
  "0008-guest-blocks": guestBlocks,
  "0009-settings": settings,
  "0010-lead-indexes": leadIndexes,
  "0011-lead-search": leadSearch,
  "0012-box-office": boxOffice,
  "0013-tickets": tickets,
  "0014-check-ins": checkIns,
  "0015-refunds": refunds,
  "0016-pass-seasons": passSeasons,
  "0018-staff-sign-in-failures": staffSignInFailures,
  "0019-hold-clients": holdClients,
  "0020-content-documents": contentDocuments,
  "0021-christmas-prices-from-tickets": christmasPricesFromTickets,
  "0022-christmas-hours-from-schedule": christmasHoursFromSchedule,
  "0023-pricing-notes-without-ticket-prices": pricingNotesWithoutTicketPrices,
  "0024-unpublished-documents": unpublishedDocuments,
  "0025-content-schedules": contentSchedules,
  "0026-photos": photos,
  "0027-page-render-failures": pageRenderFailures,
  "0028-scheduled-hiding": scheduledHiding,
  "0029-newsletter-campaigns": newsletterCampaigns,
  "0030-christmas-tip-without-gate-time": christmasTipWithoutGateTime,
  "0031-newsletter-sending": newsletterSending,
  "0032-newsletter-links": newsletterLinks,
};
