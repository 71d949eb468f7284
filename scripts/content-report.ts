/**
 * Lists every fact in content/ the resort has to confirm (draft) or supply (placeholder), page by
 * page, with the file to edit, then a count per page. `--check` exits non-zero while any remains:
 * run it before launch.
 */
import { oneLine, unconfirmedByPage } from "#content/unconfirmed.ts";

const pages = unconfirmedByPage();
const count = (facts: { status: string }[], status: string) => facts.filter((fact) => fact.status === status).length;

console.log("Facts the resort has to confirm (draft) or supply (placeholder), by page. See domain/content/draft.ts.\n");
for (const { page, facts } of pages) {
  console.log(page);
  for (const fact of facts) {
    console.log(`  ${fact.status.padEnd(11)} ${fact.where}: ${oneLine(fact.value)}  (${fact.file})`);
  }
  console.log("");
}

const all = pages.flatMap((page) => page.facts);
const width = Math.max(...pages.map(({ page }) => page.length), "total".length);
console.log(`${"page".padEnd(width)}  draft  placeholder`);
for (const { page, facts } of pages) {
  console.log(
    `${page.padEnd(width)}  ${String(count(facts, "draft")).padStart(5)}  ${String(count(facts, "placeholder")).padStart(11)}`,
  );
}
console.log(
  `${"total".padEnd(width)}  ${String(count(all, "draft")).padStart(5)}  ${String(count(all, "placeholder")).padStart(11)}`,
);

if (process.argv.includes("--check") && all.length > 0) {
  console.error(`\n${all.length} facts are not confirmed yet: the site is not ready to launch.`);
  process.exitCode = 1;
}
