/**
 * Lists every fact the site shows that the resort has to confirm (draft) or supply (placeholder):
 * the marks in the published documents of the site's database (DATABASE_URL), document by
 * document with the console address that confirms them, then a count per document. Before the site
 * has first started, its database holds nothing yet: then the content folder it will start from.
 * `--check` exits non-zero while any remains: run it before launch.
 */
import { existsSync } from "node:fs";
import { oneLine, unconfirmedByPage } from "#content/unconfirmed.ts";
import { openDatabase } from "#server/db/database.ts";
import { EnvError, loadEnv } from "#server/env.ts";
import { publishedUnconfirmed } from "#server/content/unconfirmed-report.ts";

interface Section {
  heading: string;
  facts: { status: string; where: string; value: unknown }[];
}

try {
  process.loadEnvFile();
} catch {
  // No .env file: configuration comes from the environment alone.
}

async function fromDatabase(url: string): Promise<Section[] | null> {
  if (url.startsWith("file:") && !existsSync(url.slice("file:".length))) return null;
  const { db } = openDatabase(url);
  try {
    const { count } = await db
      .selectFrom("content_documents")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) === 0) return null;
    return (await publishedUnconfirmed(db)).map((report) => ({
      heading: `${report.title}  (${report.address})`,
      facts: report.facts.map((fact) => ({ ...fact, where: fact.path.join(" › ") })),
    }));
  } catch (error) {
    // A database the site has not migrated yet has no content table: nothing published there either.
    if (/content_documents/.test(String(error))) return null;
    throw error;
  } finally {
    await db.destroy();
  }
}

function fromContentFolder(): Section[] {
  return unconfirmedByPage().map(({ page, facts }) => ({
    heading: page,
    facts: facts.map((fact) => ({ ...fact, where: `${fact.where}  (${fact.file})` })),
  }));
}

let url: string;
try {
  url = loadEnv().DATABASE_URL;
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const published = await fromDatabase(url);
const sections = published ?? fromContentFolder();
const count = (facts: { status: string }[], status: string) => facts.filter((fact) => fact.status === status).length;

console.log(
  published
    ? "Facts the site shows that the resort has to confirm (draft) or supply (placeholder), by document, as published.\nConfirm or correct each in the console at the address given, then publish.\n"
    : "The site's database has no content yet: facts to confirm (draft) or supply (placeholder) in the content folder it will start from.\n",
);
for (const { heading, facts } of sections) {
  console.log(heading);
  for (const fact of facts) console.log(`  ${fact.status.padEnd(11)} ${fact.where}: ${oneLine(fact.value)}`);
  console.log("");
}

const names = sections.map(({ heading }) => heading.replace(/ {2}\(.*\)$/, ""));
const all = sections.flatMap((section) => section.facts);
const width = Math.max(...names.map((name) => name.length), "total".length);
console.log(`${"".padEnd(width)}  draft  placeholder`);
sections.forEach(({ facts }, index) =>
  console.log(
    `${(names[index] ?? "").padEnd(width)}  ${String(count(facts, "draft")).padStart(5)}  ${String(count(facts, "placeholder")).padStart(11)}`,
  ),
);
console.log(
  `${"total".padEnd(width)}  ${String(count(all, "draft")).padStart(5)}  ${String(count(all, "placeholder")).padStart(11)}`,
);

if (process.argv.includes("--check") && all.length > 0) {
  console.error(`\n${all.length} facts are not confirmed yet: the site is not ready to launch.`);
  process.exitCode = 1;
}
