import { type CompiledMessage, type MessageValues, renderMessage } from './format-message'
import type { Locale } from './locales'
import type accountEn from './messages/account/en'
import type adminEn from './messages/admin/en'
import type apiKeysEn from './messages/apiKeys/en'
import type authEn from './messages/auth/en'
import type chatEn from './messages/chat/en'
import type commonEn from './messages/common/en'
import type customersEn from './messages/customers/en'
import type discussionsEn from './messages/discussions/en'
import type errorsEn from './messages/errors/en'
import type feedbackEn from './messages/feedback/en'
import type feedbackAdminEn from './messages/feedbackAdmin/en'
import type filesEn from './messages/files/en'
import type homeEn from './messages/home/en'
import type importsEn from './messages/imports/en'
import type landingEn from './messages/landing/en'
import type notificationsEn from './messages/notifications/en'
import type oauthEn from './messages/oauth/en'
import type orgsEn from './messages/orgs/en'
import type profileEn from './messages/profile/en'
import type projectsEn from './messages/projects/en'
import type transfersEn from './messages/transfers/en'
import type updatesEn from './messages/updates/en'
import type webhooksEn from './messages/webhooks/en'
import type widgetEn from './messages/widget/en'

/**
 * Message catalogues: one module per area (a namespace) and language under `messages/<namespace>/<locale>.ts`.
 * Vite makes each its own chunk, so a page downloads only its language's texts of the areas it uses; on the
 * first load not even that, as the server's render puts them into the page (the query cache's dehydrated
 * state, src/components/i18n/use-t.ts). English is the source; every other language `satisfies
 * Translation<typeof en>`, so tsc fails on a key missing or extra in any of them.
 */

/** A translation of a catalogue: the same keys, each a string (an ICU message). */
export type Translation<T> = { readonly [K in keyof T]: string }

/** The namespaces pages load (the `mail` catalogue is the server's alone: src/server/mail/templates.ts). */
export type Catalogues = {
  common: typeof commonEn
  auth: typeof authEn
  errors: typeof errorsEn
  feedback: typeof feedbackEn
  feedbackAdmin: typeof feedbackAdminEn
  customers: typeof customersEn
  orgs: typeof orgsEn
  admin: typeof adminEn
  updates: typeof updatesEn
  widget: typeof widgetEn
  chat: typeof chatEn
  discussions: typeof discussionsEn
  files: typeof filesEn
  landing: typeof landingEn
  home: typeof homeEn
  profile: typeof profileEn
  projects: typeof projectsEn
  account: typeof accountEn
  apiKeys: typeof apiKeysEn
  oauth: typeof oauthEn
  webhooks: typeof webhooksEn
  notifications: typeof notificationsEn
  transfers: typeof transfersEn
  imports: typeof importsEn
}
export type Namespace = keyof Catalogues
export type MessageKey<N extends Namespace> = keyof Catalogues[N] & string
/** A catalogue as a page holds it: compiled by ./parse-message.ts. */
export type Messages = Record<string, CompiledMessage>

/** The function a component calls: a message by key, formatted with its values in the locale. */
export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string

export function translatorOf<N extends Namespace>(
  locale: Locale,
  messages: Messages | undefined,
): Translate<N> {
  // A key missing at run time (a catalogue not loaded yet) shows as the key: never an empty label.
  return (key, values) => renderMessage(locale, messages?.[key] ?? key, values)
}
