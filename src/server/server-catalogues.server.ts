/**
 * Every language's catalogue of the areas the server renders by itself, outside a page: mails, the auth error
 * page, the Atom feed's fixed texts, notification sentences in mails, the widget's embed page. Pages load theirs
 * per route (src/components/i18n/use-t.tsx); these are at hand for any recipient's or visitor's language.
 * Relative imports only: Better Auth's configuration loads the mails through this module.
 */
import type { MessageValues } from '../lib/i18n/format-message'
import { type Locale, matchLocale, SOURCE_LOCALE } from '../lib/i18n/locales'
import authAr from '../lib/i18n/messages/auth/ar'
import authDe from '../lib/i18n/messages/auth/de'
import authEn from '../lib/i18n/messages/auth/en'
import authEs from '../lib/i18n/messages/auth/es'
import authFr from '../lib/i18n/messages/auth/fr'
import authJa from '../lib/i18n/messages/auth/ja'
import authPtBR from '../lib/i18n/messages/auth/pt-BR'
import mailAr from '../lib/i18n/messages/mail/ar'
import mailDe from '../lib/i18n/messages/mail/de'
import mailEn from '../lib/i18n/messages/mail/en'
import mailEs from '../lib/i18n/messages/mail/es'
import mailFr from '../lib/i18n/messages/mail/fr'
import mailJa from '../lib/i18n/messages/mail/ja'
import mailPtBR from '../lib/i18n/messages/mail/pt-BR'
import notificationsAr from '../lib/i18n/messages/notifications/ar'
import notificationsDe from '../lib/i18n/messages/notifications/de'
import notificationsEn from '../lib/i18n/messages/notifications/en'
import notificationsEs from '../lib/i18n/messages/notifications/es'
import notificationsFr from '../lib/i18n/messages/notifications/fr'
import notificationsJa from '../lib/i18n/messages/notifications/ja'
import notificationsPtBR from '../lib/i18n/messages/notifications/pt-BR'
import updatesAr from '../lib/i18n/messages/updates/ar'
import updatesDe from '../lib/i18n/messages/updates/de'
import updatesEn from '../lib/i18n/messages/updates/en'
import updatesEs from '../lib/i18n/messages/updates/es'
import updatesFr from '../lib/i18n/messages/updates/fr'
import updatesJa from '../lib/i18n/messages/updates/ja'
import updatesPtBR from '../lib/i18n/messages/updates/pt-BR'
import widgetEmbedAr from '../lib/i18n/messages/widgetEmbed/ar'
import widgetEmbedDe from '../lib/i18n/messages/widgetEmbed/de'
import widgetEmbedEn from '../lib/i18n/messages/widgetEmbed/en'
import widgetEmbedEs from '../lib/i18n/messages/widgetEmbed/es'
import widgetEmbedFr from '../lib/i18n/messages/widgetEmbed/fr'
import widgetEmbedJa from '../lib/i18n/messages/widgetEmbed/ja'
import widgetEmbedPtBR from '../lib/i18n/messages/widgetEmbed/pt-BR'
import { formatMessage } from '../lib/i18n/parse-message'

const CATALOGUES = {
  auth: { en: authEn, de: authDe, fr: authFr, es: authEs, 'pt-BR': authPtBR, ja: authJa, ar: authAr },
  mail: { en: mailEn, de: mailDe, fr: mailFr, es: mailEs, 'pt-BR': mailPtBR, ja: mailJa, ar: mailAr },
  notifications: {
    en: notificationsEn,
    de: notificationsDe,
    fr: notificationsFr,
    es: notificationsEs,
    'pt-BR': notificationsPtBR,
    ja: notificationsJa,
    ar: notificationsAr,
  },
  updates: {
    en: updatesEn,
    de: updatesDe,
    fr: updatesFr,
    es: updatesEs,
    'pt-BR': updatesPtBR,
    ja: updatesJa,
    ar: updatesAr,
  },
  widgetEmbed: {
    en: widgetEmbedEn,
    de: widgetEmbedDe,
    fr: widgetEmbedFr,
    es: widgetEmbedEs,
    'pt-BR': widgetEmbedPtBR,
    ja: widgetEmbedJa,
    ar: widgetEmbedAr,
  },
} as const satisfies Record<string, Record<Locale, Record<string, string>>>

export type ServerArea = keyof typeof CATALOGUES
export type ServerKey<A extends ServerArea> = keyof (typeof CATALOGUES)[A]['en'] & string
export type ServerTranslate<A extends ServerArea> = (key: ServerKey<A>, values?: MessageValues) => string

/** An area's messages in a language, as written (the widget's embed sends them on to the browser). */
export function serverMessages<A extends ServerArea>(area: A, locale: Locale): Record<ServerKey<A>, string> {
  return CATALOGUES[area][locale] as Record<ServerKey<A>, string>
}

/** `t` of an area in a language: a saved or asked-for tag (English when none of Parley's matches). */
export function serverTranslator<A extends ServerArea>(
  area: A,
  language: string | null | undefined,
): { locale: Locale; t: ServerTranslate<A> } {
  const locale = matchLocale(language) ?? SOURCE_LOCALE
  const messages = serverMessages(area, locale)
  return { locale, t: (key, values) => formatMessage(locale, messages[key], values) }
}
