import { createPrivateKey, type KeyObject } from "node:crypto";

/** The key outgoing mail is signed with, as the DKIM_* variables give it. */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: KeyObject;
}

/**
 * The header fields signed when present: nodemailer's own list (RFC 4871's), which has List-Id and
 * List-Unsubscribe but not RFC 8058's List-Unsubscribe-Post. Mailbox providers honour one-click
 * unsubscribe only when both List-Unsubscribe fields are covered by a valid signature.
 */
export const DKIM_SIGNED_HEADERS = [
  "From",
  "Sender",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "To",
  "Cc",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "Content-ID",
  "Content-Description",
  "Resent-Date",
  "Resent-From",
  "Resent-Sender",
  "Resent-To",
  "Resent-Cc",
  "Resent-Message-ID",
  "In-Reply-To",
  "References",
  "List-Id",
  "List-Help",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
  "List-Subscribe",
  "List-Post",
  "List-Owner",
  "List-Archive",
].join(":");

/** RFC 8301: verifiers must refuse keys under 1024 bits. */
const MIN_RSA_BITS = 1024;

/**
 * The private key from DKIM_PRIVATE_KEY: PEM, its line breaks possibly written `\n` on one line as
 * env files need. nodemailer signs rsa-sha256 only, and on a key it cannot use it sends the mail
 * unsigned without a word, so anything else is refused here, at start.
 */
export function dkimPrivateKey(text: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(text.replace(/\\n/g, "\n"));
  } catch {
    throw new Error("must be an unencrypted RSA private key in PEM, its line breaks written \\n if on one line");
  }
  if (key.asymmetricKeyType !== "rsa") {
    throw new Error(`must be an RSA private key (nodemailer signs rsa-sha256), not ${key.asymmetricKeyType ?? "this"}`);
  }
  if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < MIN_RSA_BITS) {
    throw new Error(`must be an RSA key of at least ${MIN_RSA_BITS} bits (2048 recommended)`);
  }
  return key;
}
