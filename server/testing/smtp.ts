import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtp {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** A message's bytes as the server received them (after the SMTP dot-stuffing is undone). */
  source(mail: ParsedMail): Buffer;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Resolves with the messages `match` accepts once one has arrived. */
  waitForMail(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Recipients whose session the server leaves hanging after RCPT TO, as a stuck mail server would. */
  stall?: (recipient: string) => boolean;
  /** Recipients the server refuses at RCPT TO, with the reply code it gives (550 for good, 450 for now). */
  refuse?: (recipient: string) => number | undefined;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startTestSmtp(port = 0, options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const sources = new WeakMap<ParsedMail, Buffer>();
  const arrivalListeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Clients keep pooled sessions open; stopping closes them at once instead of waiting 30 s.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address);
      if (code !== undefined)
        return callback(Object.assign(new Error(`Mailbox ${address.address} refused`), { responseCode: code }));
      if (!options.stall?.(address.address)) callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.once("error", callback);
      stream.once("end", () => {
        const source = Buffer.concat(chunks);
        // The HTML as sent: inline images stay `cid:` references to their attachments.
        simpleParser(source, { keepCidLinks: true })
          .then((mail) => {
            sources.set(mail, source);
            messages.push(mail);
            for (const listener of arrivalListeners) listener();
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;

  /** Resolves with what `found` answers once it answers something, checked now and as each message arrives. */
  function arrival<T>(found: () => T | undefined, timeoutMs: number, missing: () => string): Promise<T> {
    return new Promise((resolve, reject) => {
      const settle = () => {
        const result = found();
        if (result === undefined) return;
        arrivalListeners.delete(settle);
        clearTimeout(timer);
        resolve(result);
      };
      const timer = setTimeout(() => {
        arrivalListeners.delete(settle);
        reject(new Error(missing()));
      }, timeoutMs);
      arrivalListeners.add(settle);
      settle();
    });
  }

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    source(mail) {
      const source = sources.get(mail);
      if (!source) throw new Error("that message did not arrive at this server");
      return source;
    },
    waitFor: (count, timeoutMs = 10_000) =>
      arrival(
        () => (messages.length >= count ? messages : undefined),
        timeoutMs,
        () => `expected ${count} messages, got ${messages.length}`,
      ),
    waitForMail: (match, timeoutMs = 10_000) =>
      arrival(
        () => {
          const matching = messages.filter(match);
          return matching.length > 0 ? matching : undefined;
        },
        timeoutMs,
        () => `no matching message among the ${messages.length} that arrived`,
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
