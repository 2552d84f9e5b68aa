import type { Locale } from '~/lib/i18n/locales'
import { matchLocale } from '~/lib/i18n/locales'
import ar from '~/lib/i18n/messages/notifications/ar'
import de from '~/lib/i18n/messages/notifications/de'
import en from '~/lib/i18n/messages/notifications/en'
import es from '~/lib/i18n/messages/notifications/es'
import fr from '~/lib/i18n/messages/notifications/fr'
import ja from '~/lib/i18n/messages/notifications/ja'
import ptBR from '~/lib/i18n/messages/notifications/pt-BR'
import { formatMessage } from '~/lib/i18n/parse-message'
import type { NotificationSay } from '../notification-text'

const catalogues: Record<Locale, Record<keyof typeof en, string>> = {
  en,
  de,
  fr,
  es,
  'pt-BR': ptBR,
  ja,
  ar,
}

/** The notifications catalogue's `t` for a mail, in the recipient's language (English when unset or unknown). */
export function notificationSayIn(language: string | null | undefined): NotificationSay {
  const locale = matchLocale(language) ?? 'en'
  return (key, values) => formatMessage(locale, catalogues[locale][key], values)
}
