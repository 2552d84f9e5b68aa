import { serverTranslator } from '~/server/server-catalogues.server'
import type { NotificationSay } from '../notification-text'

/** The notifications catalogue's `t` for a mail, in the recipient's language (English when unset or unknown). */
export function notificationSayIn(language: string | null | undefined): NotificationSay {
  return serverTranslator('notifications', language).t
}
