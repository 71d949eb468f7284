import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface LlmMessage {
  role: string;
  content: string;
}

/** One request the stand-in received. */
interface Captured {
  body: { model: string; messages: LlmMessage[] };
  authorization: string | undefined;
  path: string | undefined;
}

/** How the stand-in answers: with its reply, never (only the caller's timeout ends the wait), 503, or a body of the wrong shape. */
type Behaviour = "answer" | "slow" | "error" | "bad-shape";

export interface LlmStandIn {
  /** The base URL to give the site as LLM_BASE_URL. */
  url: string;
  requests: Captured[];
  behave(next: Behaviour): void;
  close(): Promise<void>;
}

/**
 * A local OpenAI-compatible `/chat/completions` endpoint that records what it is asked and
 * answers `reply(messages)`: the system prompt first, then the history and the question.
 */
export async function startLlmStandIn(
  reply: (messages: readonly LlmMessage[]) => string = () => "From the model: see [Venue](/venue).",
): Promise<LlmStandIn> {
  const requests: Captured[] = [];
  let behaviour: Behaviour = "answer";
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Captured["body"];
  };
  async function respond(req: IncomingMessage, res: ServerResponse) {
    const body = await read(req);
    requests.push({ body, authorization: req.headers.authorization, path: req.url });
    if (behaviour === "slow") return;
    if (behaviour === "error") {
      res.writeHead(503, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "overloaded" }));
      return;
    }
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify(
        behaviour === "bad-shape"
          ? { output: "nope" }
          : { choices: [{ message: { role: "assistant", content: reply(body.messages) } }] },
      ),
    );
  }
  const server = createServer((req, res) => void respond(req, res));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => (behaviour = next),
    close: () => new Promise((done) => server.close(() => done())),
  };
}
