/** Sleeps is shown only when it is a real count, never for "Varies" or "Not specified". */
export function showsSleeps(sleeps: string): boolean {
  return sleeps !== "Varies" && sleeps !== "Not specified";
}
