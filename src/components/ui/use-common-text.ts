import { QueryClientContext } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import * as React from 'react'
import { messagesQuery } from '~/components/i18n/use-t'
import type { MessageKey, Messages } from '~/lib/i18n/catalogue'
import { type MessageValues, renderMessage } from '~/lib/i18n/format-message'
import { isLocale, type Locale, SOURCE_LOCALE } from '~/lib/i18n/locales'

/**
 * The page's language for the building blocks that also render outside the app, with no router around them
 * (the unit tests' server renders, the editor's test page): English there. In the app it is the root route's
 * (the request's) language, as `useLocale` gives it.
 */
export function useSoftLocale(): Locale {
  const router = useRouter({ warn: false })
  const root = router?.state.matches.find((match) => match.routeId === '__root__')
  const locale = (root?.context as { viewer?: { locale?: unknown } } | undefined)?.viewer?.locale
  return isLocale(locale) ? locale : SOURCE_LOCALE
}

/**
 * `t` of the `common` catalogue for the building blocks that also render outside the app (LoadError, the
 * relative time, the rich-text editor and markdown): the root route loads `common` on every page, so in the
 * app it is read from the query cache without suspending; outside it (no router, no query cache) each message
 * is the English its caller gives beside the key (the catalogue's English, rendered).
 */
export function useCommonText(): {
  locale: Locale
  t: (key: MessageKey<'common'>, english: string, values?: MessageValues) => string
} {
  const locale = useSoftLocale()
  const queryClient = React.useContext(QueryClientContext)
  const messages = queryClient?.getQueryData<Messages>(messagesQuery(locale, 'common').queryKey)
  return React.useMemo(
    () => ({
      locale,
      t: (key, english, values) => {
        const message = messages?.[key]
        return message === undefined ? english : renderMessage(locale, message, values)
      },
    }),
    [locale, messages],
  )
}
