import bcrypt from "bcryptjs";

/** Cost 10: about 50-100 ms a hash here, the usual bcrypt floor; sign-in throughput is bound by it. */
const COST = 10;

/** A hash of nothing anyone knows, compared against when an account is missing so timing reveals nothing. */
const DUMMY_HASH = bcrypt.hashSync("no account has this password", COST);

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return matches && hash !== undefined;
}
