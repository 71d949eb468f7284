import type { Permission } from "#domain/staff/permissions.ts";

/** The console's screens, in navigation order, each with the permission it needs (domain/staff/permissions.ts). */
export const screens = [
  { path: "dashboard", label: "Today", permission: "dashboard.view" },
  { path: "inbox", label: "Inbox", permission: "inbox.view" },
  { path: "guests", label: "Guests", permission: "guests.view" },
  { path: "subscribers", label: "Subscribers", permission: "subscribers.view" },
  { path: "newsletters", label: "Newsletters", permission: "newsletter.view" },
  { path: "mail", label: "Mail", permission: "mail.view" },
  { path: "door", label: "Door", permission: "door.check-in" },
  { path: "orders", label: "Orders", permission: "orders.view" },
  { path: "nights", label: "Nights", permission: "nights.manage" },
  { path: "content", label: "Content", permission: "content.view" },
  { path: "settings", label: "Settings", permission: "settings.view" },
  { path: "audit", label: "Audit", permission: "audit.view" },
  { path: "accounts", label: "Staff", permission: "staff.manage" },
  { path: "sessions", label: "Sessions", permission: "sessions.own" },
  { path: "backup", label: "Backup", permission: "backups.make" },
] as const satisfies readonly { path: string; label: string; permission: Permission }[];

export type ScreenPath = (typeof screens)[number]["path"];

export const DEFAULT_SCREEN: ScreenPath = "dashboard";
