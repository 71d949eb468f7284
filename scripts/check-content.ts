/**
 * The first step of `npm run build`: every fact in the content folder must meet its rule
 * (content/validate.ts), so a broken fact fails the build instead of a production start.
 */
import { validateContent } from "#content/validate.ts";

try {
  validateContent();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.log("Content: every fact meets its rule.");
