import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { can, type Permission } from "#domain/staff/permissions.ts";
import type { AppDeps } from "#server/app.ts";
import { PasswordWorkBusy } from "#server/auth/password.ts";
import { ApiError } from "#server/http/errors.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { StaffError, type StaffRow } from "#server/staff/accounts.ts";
import type { Actor } from "#server/staff/audit.ts";
import { SESSION_COOKIE, type SessionRow } from "#server/staff/sessions.ts";
import type { StaffServices } from "#server/staff/services.ts";

/** What an endpoint asks of the caller: a permission, any signed-in staff member, or nothing. */
export type Access = Permission | "signed-in" | "public";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export interface StaffEndpoint {
  method: Method;
  /** Under /api/staff, in Hono's pattern syntax. */
  path: string;
  access: Access;
}

interface Variables {
  staff?: StaffRow;
  session?: SessionRow;
}

export type StaffContext = Context<{ Variables: Variables }>;
type Handler = (c: StaffContext) => Response | Promise<Response>;

export const messages = {
  signIn: "Please sign in to the staff console.",
  forbidden: "Your role does not allow this.",
  origin: "This request must come from the staff console's own pages.",
} as const;

/**
 * The staff API's one guard. Every endpoint is declared with the access it needs; the guard reads
 * the session cookie, finds the staff member and their role, and checks the permission against
 * domain/staff/permissions.ts before the handler runs. Every answer is `no-store`, and every write
 * must come from the console's own origin.
 */
export class StaffRouter {
  readonly hono = new Hono<{ Variables: Variables }>();
  readonly endpoints: StaffEndpoint[] = [];

  readonly deps: AppDeps;
  readonly staff: StaffServices;

  constructor(deps: AppDeps, staff: StaffServices) {
    this.deps = deps;
    this.staff = staff;
    this.hono.use(async (c, next) => {
      c.header("Cache-Control", "no-store");
      if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.header("origin") !== deps.env.PUBLIC_ORIGIN) {
        throw new ApiError(403, { error: messages.origin });
      }
      await next();
    });
  }

  get(path: string, access: Access, handler: Handler): void {
    this.add("GET", path, access, handler);
  }

  post(path: string, access: Access, handler: Handler): void {
    this.add("POST", path, access, handler);
  }

  patch(path: string, access: Access, handler: Handler): void {
    this.add("PATCH", path, access, handler);
  }

  put(path: string, access: Access, handler: Handler): void {
    this.add("PUT", path, access, handler);
  }

  delete(path: string, access: Access, handler: Handler): void {
    this.add("DELETE", path, access, handler);
  }

  private add(method: Method, path: string, access: Access, handler: Handler): void {
    this.endpoints.push({ method, path, access });
    this.hono.on(method, path, async (c) => {
      if (access !== "public") {
        const token = getCookie(c, SESSION_COOKIE);
        const open = token ? await this.staff.sessions.open(token) : null;
        if (!open) throw new ApiError(401, { error: messages.signIn });
        if (access !== "signed-in" && !can(open.staff.role, access))
          throw new ApiError(403, { error: messages.forbidden });
        c.set("staff", open.staff);
        c.set("session", open.session);
      }
      try {
        return await handler(c);
      } catch (error) {
        if (error instanceof StaffError) throw new ApiError(error.status, { error: error.message });
        if (error instanceof PasswordWorkBusy) {
          c.header("Retry-After", "1");
          throw new ApiError(503, { error: "Too many sign-ins at once. Please try again in a moment." });
        }
        throw error;
      }
    });
  }

  /** The signed-in staff member and session of a guarded endpoint. */
  current(c: StaffContext): { staff: StaffRow; session: SessionRow } {
    const staff = c.get("staff");
    const session = c.get("session");
    if (!staff || !session) throw new ApiError(401, { error: messages.signIn });
    return { staff, session };
  }

  address(c: Context): string {
    return clientIp(c, this.deps.env.TRUST_PROXY);
  }

  actor(c: StaffContext): Actor {
    const { staff } = this.current(c);
    return { staffId: staff.id, label: staff.email, address: this.address(c) };
  }

  /** Refused unless the caller's role has the permission; for endpoints whose need depends on the target. */
  require(c: StaffContext, permission: Permission): void {
    if (!can(this.current(c).staff.role, permission)) throw new ApiError(403, { error: messages.forbidden });
  }
}
