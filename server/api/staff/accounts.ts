import { addAccountRequest, changeRoleRequest } from "#domain/staff/schemas.ts";
import { ApiError, readJson } from "#server/http/errors.ts";
import { publicAccount } from "#server/staff/accounts.ts";
import type { StaffContext, StaffRouter } from "./router.ts";

/** Staff accounts, managed by owners: add (answering the enrolment link), change a role, disable. */
export function accountEndpoints(router: StaffRouter): void {
  const { staff } = router;

  /** The account in the path; an owner never changes their own role or access from here. */
  const otherAccountId = (c: StaffContext) => {
    const id = Number(c.req.param("id"));
    if (!Number.isSafeInteger(id)) throw new ApiError(404, { error: "No staff account has this id." });
    if (id === router.current(c).staff.id)
      throw new ApiError(400, { error: "You cannot change your own account here. Ask another owner." });
    return id;
  };

  router.get("/accounts", "staff.manage", async (c) =>
    c.json({ accounts: (await staff.accounts.list()).map(publicAccount) }),
  );

  router.post("/accounts", "staff.manage", async (c) => {
    const input = await readJson(c, addAccountRequest);
    const { account, enrolmentLink } = await staff.accounts.add(input, router.actor(c));
    return c.json({ account: publicAccount(account), enrolmentLink }, 201);
  });

  router.post("/accounts/:id/role", "staff.manage", async (c) => {
    const id = otherAccountId(c);
    const { role } = await readJson(c, changeRoleRequest);
    return c.json({ account: publicAccount(await staff.accounts.changeRole(id, role, router.actor(c))) });
  });

  router.post("/accounts/:id/disable", "staff.manage", async (c) => {
    const id = otherAccountId(c);
    return c.json({ account: publicAccount(await staff.accounts.disable(id, router.actor(c))) });
  });
}
