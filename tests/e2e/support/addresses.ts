let serial = 0;

/**
 * A local part (letters and digits, so it is also a valid username) that no other test of the
 * run uses: the workers run side by side against one database.
 */
export function uniqueLocalPart(tag: string): string {
  serial += 1;
  return `${tag}${Date.now().toString(36)}${serial}${Math.floor(Math.random() * 1e6)}`;
}

/** An email address no other test of the run uses. */
export function uniqueEmail(tag: string, domain = "example.org"): string {
  return `${uniqueLocalPart(tag)}@${domain}`;
}
