import { createHash, verify, type KeyObject } from "node:crypto";

/** What a DKIM verifier finds in a message: the signature's tags and whether each hash holds. */
export interface DkimCheck {
  /** The DKIM-Signature's tags, whitespace taken out of their values (v, a, c, d, s, h, bh, b). */
  tags: Record<string, string>;
  /** The header fields `h=` names, lower-cased, in its order. */
  signedHeaders: string[];
  /** Whether `bh=` is the hash of the body as relaxed canonicalization gives it. */
  bodyHashMatches: boolean;
  /** Whether `b=` verifies with the public key over the signed header fields. */
  signatureVerifies: boolean;
}

interface HeaderField {
  name: string;
  /** The field as it stands in the message, folding line breaks kept, without its final CRLF. */
  raw: string;
}

/**
 * Verifies a message's first DKIM-Signature (RFC 6376) against `publicKey`, as a receiving server
 * would with the key it finds in DNS: rsa-sha256 with relaxed/relaxed canonicalization, what
 * nodemailer signs with. Works on the message's bytes as latin1, so every byte stays one character.
 */
export function checkDkim(message: Buffer, publicKey: KeyObject): DkimCheck {
  const text = message.toString("latin1");
  const split = text.indexOf("\r\n\r\n");
  if (split === -1) throw new Error("the message has no body separator");
  const fields = headerFields(text.slice(0, split + 2));
  const body = text.slice(split + 4);

  const signature = fields.find((field) => field.name === "dkim-signature");
  if (!signature) throw new Error("the message carries no DKIM-Signature");
  const tags = parseTags(signature.raw.slice(signature.raw.indexOf(":") + 1));
  if (tags.a !== "rsa-sha256" || tags.c !== "relaxed/relaxed") {
    throw new Error(`the signature is ${tags.a} ${tags.c}, not rsa-sha256 relaxed/relaxed`);
  }
  const signedHeaders = (tags.h ?? "").split(":").map((name) => name.trim().toLowerCase());

  const bodyHash = createHash("sha256").update(relaxedBody(body), "latin1").digest("base64");

  // Each name takes the last instance of its field not taken yet (RFC 6376, 5.4.2).
  const unused = fields.filter((field) => field !== signature);
  let signed = "";
  for (const name of signedHeaders) {
    const index = unused.findLastIndex((field) => field.name === name);
    if (index === -1) continue;
    signed += `${relaxedHeader(unused[index]!.raw)}\r\n`;
    unused.splice(index, 1);
  }
  // The signature's own field last, with b= emptied and no final CRLF.
  signed += relaxedHeader(signature.raw.replace(/([;:]\s*b\s*=)[^;]*/, "$1"));

  return {
    tags,
    signedHeaders,
    bodyHashMatches: bodyHash === tags.bh,
    signatureVerifies: verify("sha256", Buffer.from(signed, "latin1"), publicKey, Buffer.from(tags.b ?? "", "base64")),
  };
}

function headerFields(block: string): HeaderField[] {
  const fields: HeaderField[] = [];
  for (const line of block.split("\r\n").slice(0, -1)) {
    const last = fields.at(-1);
    if (/^[ \t]/.test(line) && last) last.raw += `\r\n${line}`;
    else fields.push({ name: line.slice(0, line.indexOf(":")).trim().toLowerCase(), raw: line });
  }
  return fields;
}

function parseTags(value: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const tag of value.split(";")) {
    const equals = tag.indexOf("=");
    if (equals === -1) continue;
    tags[tag.slice(0, equals).replace(/\s+/g, "")] = tag.slice(equals + 1).replace(/\s+/g, "");
  }
  return tags;
}

/** RFC 6376, 3.4.2: name lower-cased, value unfolded, runs of whitespace one space, none at either end. */
function relaxedHeader(raw: string): string {
  const colon = raw.indexOf(":");
  const name = raw.slice(0, colon).trim().toLowerCase();
  const value = raw
    .slice(colon + 1)
    .replace(/\r\n/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
  return `${name}:${value}`;
}

/** RFC 6376, 3.4.4: whitespace runs one space, none at a line's end, no empty lines at the end. */
function relaxedBody(body: string): string {
  const lines = body.split("\r\n").map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  return lines.length === 0 ? "" : `${lines.join("\r\n")}\r\n`;
}
