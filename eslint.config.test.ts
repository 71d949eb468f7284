import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Each probe is one import, linted as if it were written in `file`: the layer rules must refuse it
// with the message that says where the code belongs, or, for an allowed import, say nothing.
const boundaryRules = new Set(["import-x/no-restricted-paths", "no-restricted-imports"]);
const eslint = new ESLint({
  cwd: import.meta.dirname,
  ruleFilter: ({ ruleId }) => boundaryRules.has(ruleId),
  // The boundary rules read imports, not types: parsing without the type checker keeps this fast.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath: file });
  return (result?.messages ?? []).map((message) => message.message);
}

const refused: Array<{ rule: string; file: string; code: string; says: string }> = [
  {
    rule: "shared app code imports no feature",
    file: "app/components/probe.tsx",
    code: 'import { ChatLauncher } from "#app/features/chat/chat-launcher.tsx";',
    says: "app/components and app/lib are shared by every page",
  },
  {
    rule: "shared app code imports no route",
    file: "app/lib/probe.ts",
    code: 'import Home from "#app/routes/home.tsx";',
    says: "app/components and app/lib are shared by every page",
  },
  {
    rule: "the public site imports no console code",
    file: "app/features/tickets/probe.tsx",
    code: 'import { staffGet } from "#app/staff/api.ts";',
    says: "The public site never imports the staff console",
  },
  {
    rule: "a public route imports no console code",
    file: "app/routes/probe.tsx",
    code: 'import { panel } from "#app/staff/ui.ts";',
    says: "The public site never imports the staff console",
  },
  {
    rule: "one console screen imports no other",
    file: "app/staff/guests/probe.tsx",
    code: 'import { OrderView } from "#app/staff/orders/order-view.tsx";',
    says: "Console screens do not import each other",
  },
  {
    rule: "browser code imports nothing of the server",
    file: "app/features/newsletter/probe.ts",
    code: 'import { env } from "#server/env.ts";',
    says: "Code that runs in the browser never imports server/",
  },
  {
    rule: "domain imports no content",
    file: "domain/probe.ts",
    code: 'import { resort } from "#content/resort.ts";',
    says: "content/ holds the facts and imports domain/, never the reverse",
  },
  {
    rule: "content imports nothing of the server",
    file: "content/probe.ts",
    code: 'import { env } from "#server/env.ts";',
    says: "domain/ and content/ are shared by browser and server",
  },
  {
    rule: "the server imports no app code",
    file: "server/api/probe.ts",
    code: 'import { buttonClass } from "#app/components/layout/button-classes.ts";',
    says: "server/ never imports app/",
  },
  {
    rule: "features import no other feature",
    file: "app/features/chat/probe.tsx",
    code: 'import { TicketPanel } from "#app/features/tickets/ticket-panel.tsx";',
    says: "Features do not import each other",
  },
  {
    rule: "server code names other folders by alias",
    file: "server/api/probe.ts",
    code: 'import { Clock } from "../clock.ts";',
    says: "Name a file in another folder by its alias",
  },
  {
    rule: "browser code names other folders by alias",
    file: "app/features/chat/probe.tsx",
    code: 'import { chatMessages } from "../../../domain/chat.ts";',
    says: "Name a file in another folder by its alias",
  },
];

const allowed: Array<{ rule: string; file: string; code: string }> = [
  { rule: "content imports domain", file: "content/probe.ts", code: 'import { z } from "#domain/zod.ts";' },
  {
    rule: "a test of a domain rule takes real facts as its example",
    file: "domain/probe.test.ts",
    code: 'import { resort } from "#content/resort.ts";',
  },
  {
    rule: "a console screen uses the console's shared parts",
    file: "app/staff/guests/probe.tsx",
    code: 'import { panel } from "#app/staff/ui.ts";',
  },
  {
    rule: "the console's route loads the console",
    file: "app/routes/staff.tsx",
    code: 'import { Console } from "#app/staff/console.tsx";',
  },
  {
    rule: "a test of browser code starts a real server",
    file: "app/lib/probe.test.ts",
    code: 'import { startTestServer } from "#server/testing/test-server.ts";',
  },
  {
    rule: "a file in the same folder is named relatively",
    file: "server/api/probe.ts",
    code: 'import { health } from "./health.ts";',
  },
];

describe("the lint's layer rules", () => {
  it.each(refused)("refuse an import that breaks a boundary: $rule", async ({ file, code, says }) => {
    const messages = await problems(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(says);
  });

  it.each(allowed)("allow what the layers permit: $rule", async ({ file, code }) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
