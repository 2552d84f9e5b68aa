import { createHmac, randomBytes } from 'node:crypto'
import { WEBHOOK_SECRET_BYTES, WEBHOOK_SECRET_PREFIX } from '../../lib/webhook-rules'

/** A new signing secret in Standard Webhooks' form: `whsec_` + base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(WEBHOOK_SECRET_BYTES).toString('base64')}`
}

/** A new event id (`webhook-id`): `msg_` and 128 random bits, the same on every attempt of one event. */
export function newWebhookMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`
}

/** The key bytes of a `whsec_…` secret (the base64 part after the prefix). */
function keyOf(secret: string): Buffer {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX)
    ? secret.slice(WEBHOOK_SECRET_PREFIX.length)
    : secret
  return Buffer.from(encoded, 'base64')
}

/**
 * The `webhook-signature` header of Standard Webhooks: `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`
 * for each secret still signing, space-separated (the new secret's first, during a rotation).
 */
export function signWebhook(
  secrets: readonly string[],
  message: { id: string; timestamp: number; body: string },
): string {
  const signed = `${message.id}.${message.timestamp}.${message.body}`
  return secrets
    .map((secret) => `v1,${createHmac('sha256', keyOf(secret)).update(signed).digest('base64')}`)
    .join(' ')
}

/** The secrets that sign at `now`: the current one, and the previous one until its overlap ends. */
export function signingSecretsOf(
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
): string[] {
  const previousStillSigns =
    endpoint.previousSecret !== null &&
    endpoint.previousSecretExpiresAt !== null &&
    endpoint.previousSecretExpiresAt.getTime() > now.getTime()
  return previousStillSigns ? [endpoint.secret, endpoint.previousSecret as string] : [endpoint.secret]
}
