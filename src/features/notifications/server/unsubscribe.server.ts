/**
 * The one-click unsubscribe link of every notification mail (RFC 8058): a token naming its recipient and
 * signed with the app's secret, so it works without signing in and only for that person.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '~/server/db/client.server'
import { notificationSetting, user } from '~/server/db/schema'
import { loadOwnSettings } from '~/server/notification-settings-loader.server'
import { storeSettings } from './settings.server'

function signatureOf(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`notifications-unsubscribe:${userId}`).digest('base64url')
}

export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${signatureOf(secret, userId)}`
}

/** The user id a token was made for, or null when it was not made with this secret. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [encodedId, signature] = token.split('.')
  if (!encodedId || !signature || token.length > 400) return null
  const userId = Buffer.from(encodedId, 'base64url').toString('utf8')
  const expected = Buffer.from(signatureOf(secret, userId))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null
}

export function unsubscribeUrl(baseUrl: string, secret: string, userId: string): string {
  return `${baseUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, userId))}`
}

/**
 * Turns notification mail off for the token's person; true when the token was good. The settings are read and
 * written under their row's lock (a settings save at the same moment is not undone), and an account deleted
 * since the mail was sent has nothing left to unsubscribe (a link outlives its account).
 */
export async function unsubscribeByToken(db: Database, secret: string, token: string): Promise<boolean> {
  const userId = verifyUnsubscribeToken(secret, token)
  if (!userId) return false
  return db.transaction(async (tx) => {
    const [person] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('key share')
    if (!person) return true
    await tx
      .select({ userId: notificationSetting.userId })
      .from(notificationSetting)
      .where(eq(notificationSetting.userId, userId))
      .for('update')
    const settings = await loadOwnSettings(tx, userId)
    await storeSettings(tx, userId, { ...settings, emailUnsubscribed: true })
    return true
  })
}
