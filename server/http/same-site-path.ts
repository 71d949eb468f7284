/**
 * Paths the server may send a visitor to. A Location of `//host/…` is another site to a browser,
 * and so is `/\host/…` (browsers read `\` as `/`), so a redirect target must be one `/` followed by
 * neither `/` nor `\` — checked on the decoded path, since `%2F` and `%5C` decode to those.
 */

/** No backslash, control character or empty segment: a decoded path that can only lead within the site. */
export function isSameSitePath(path: string): boolean {
  return path.startsWith("/") && !path.includes("//") && !hasForbiddenCharacter(path);
}

/** A backslash or a control character (C0 or DEL): no page path has one. */
function hasForbiddenCharacter(path: string): boolean {
  for (let i = 0; i < path.length; i += 1) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * The canonical spelling of a decoded request path (repeated slashes collapsed, no trailing
 * slash), or null when it holds a character no page path has.
 */
export function canonicalPath(path: string): string | null {
  if (!path.startsWith("/") || hasForbiddenCharacter(path)) return null;
  const collapsed = path.replace(/\/{2,}/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : collapsed;
}

/** A same-site path for a Location header, each segment percent-encoded so nothing in it reads as `/`, `?` or `#`. */
export function locationOf(path: string): string {
  if (!isSameSitePath(path)) throw new Error("not a same-site path");
  return path.split("/").map(encodeURIComponent).join("/");
}
