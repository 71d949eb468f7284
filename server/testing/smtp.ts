import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtp {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Recipients whose session the server leaves hanging after RCPT TO, as a stuck mail server would. */
  stall?: (recipient: string) => boolean;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startTestSmtp(port = 0, options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Clients keep pooled sessions open; stopping closes them at once instead of waiting 30 s.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (!options.stall?.(address.address)) callback();
    },
    onData(stream, _session, callback) {
      // The HTML as sent: inline images stay `cid:` references to their attachments.
      simpleParser(stream, { keepCidLinks: true })
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return messages;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
