/**
 * Staff roles and what each may do, as data. The server's guard checks every staff endpoint
 * against it (and is the check that counts); the console reads it to show only what a role can use.
 */

export const staffRoles = ["owner", "manager", "front_desk"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<StaffRole, string> = {
  owner: "Owner",
  manager: "Manager",
  front_desk: "Front desk",
};

const everyone = ["owner", "manager", "front_desk"] as const satisfies readonly StaffRole[];
const managers = ["owner", "manager"] as const satisfies readonly StaffRole[];
const owners = ["owner"] as const satisfies readonly StaffRole[];

/** Each permission lists the roles that have it. */
const permissions = {
  "dashboard.view": everyone,
  "inbox.view": everyone,
  "inbox.manage": everyone,
  "guests.view": everyone,
  "guests.manage": everyone,
  "orders.view": everyone,
  "door.check-in": everyone,
  "sessions.own": everyone,
  "content.view": everyone,
  // Campaigns hold no subscriber's data: every role may read them, as it reads the content they show.
  "newsletter.view": everyone,
  "subscribers.view": managers,
  "subscribers.manage": managers,
  "exports.download": managers,
  "mail.view": managers,
  "mail.retry": managers,
  "nights.manage": managers,
  "orders.refund": managers,
  "settings.view": managers,
  "settings.change": managers,
  "audit.view": managers,
  "content.edit": managers,
  "content.publish": managers,
  "newsletter.write": managers,
  // Sending reaches every subscriber, and an audience's count tells how many a segment holds.
  "newsletter.send": managers,
  // A backup holds every staff member's credentials as well as the guests' data.
  "backups.make": owners,
  "sessions.all": owners,
  "staff.manage": owners,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof permissions;

export function can(role: StaffRole, permission: Permission): boolean {
  return (permissions[permission] as readonly StaffRole[]).includes(role);
}
