import { createHmac, randomBytes } from 'node:crypto';

/**
 * The Standard Webhooks signature (standardwebhooks.com): HMAC-SHA256 over `<id>.<timestamp>.<body>`
 * with the secret's bytes (the base64 after `whsec_`), sent as `v1,<base64>` in `webhook-signature`.
 */
const PREFIX = 'whsec_';

export const makeSecret = () => `${PREFIX}${randomBytes(32).toString('base64')}`;

/** A message's stable id: the same on every attempt, so a receiver can drop what it already has. */
export const makeMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

export function signatureOf(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of a signed call, and its content type. */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string) {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureOf(secret, messageId, timestamp, body),
  };
}
