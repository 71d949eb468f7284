import { builtInAnswer } from "../server/assistant/builtin.ts";
const moment = { now: new Date(process.env.NOW ?? "2026-11-22T15:00:00Z"), timeZone: "America/Chicago" };
const qs = process.argv.slice(2);
const history: any[] = [];
for (const q of qs) {
  const a = builtInAnswer(q, history, moment);
  console.log("Q:", q, "\nA:", a, "\n");
  history.push({ id: "x", role: "user", content: q, timestamp: new Date().toISOString() }, { id: "y", role: "assistant", content: a, timestamp: new Date().toISOString() });
}
