import { type QueryClient, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import * as React from 'react'
import { type Messages, type Namespace, type Translate, translatorOf } from '~/lib/i18n/catalogue'
import { type CompiledMessage, renderMessage } from '~/lib/i18n/format-message'
import { type Locale, SOURCE_LOCALE } from '~/lib/i18n/locales'

/**
 * Messages in React. A namespace's messages are a query (one per language and namespace): a route's loader
 * ensures the ones its page uses (`ensureMessages`), the server's render puts them into the page with the rest
 * of the query cache, and the browser hydrates from there, so the first paint and the hydration show the same
 * words and no catalogue is downloaded on a first visit. A client navigation imports the next page's chunk.
 */
export function messagesQuery(locale: Locale, namespace: Namespace) {
  return queryOptions({
    queryKey: ['messages', locale, namespace] as const,
    queryFn: () =>
      import('~/lib/i18n/load-messages').then((catalogues) => catalogues.loadMessages(locale, namespace)),
    staleTime: Number.POSITIVE_INFINITY,
    // A few KiB, never changing while the page lives: kept once loaded.
    gcTime: Number.POSITIVE_INFINITY,
  })
}

/** For a route's loader: the namespaces its page shows, in the request's language. */
export function ensureMessages(
  queryClient: QueryClient,
  locale: Locale | undefined,
  namespaces: readonly Namespace[],
): Promise<unknown> {
  return Promise.all(
    namespaces.map((namespace) =>
      queryClient.ensureQueryData(messagesQuery(locale ?? SOURCE_LOCALE, namespace)),
    ),
  )
}

/** For a loader that needs words itself (a page title for `head`): the namespace's `t`, once loaded. */
export async function loadTranslator<N extends Namespace>(
  queryClient: QueryClient,
  locale: Locale | undefined,
  namespace: N,
): Promise<Translate<N>> {
  const active = locale ?? SOURCE_LOCALE
  return translatorOf<N>(active, await queryClient.ensureQueryData(messagesQuery(active, namespace)))
}

/** The page's language, as the server resolved it for this request (the root route's context). */
export function useLocale(): Locale {
  return useRouteContext({ from: '__root__', select: (context) => context.viewer?.locale ?? SOURCE_LOCALE })
}

/** `t(key, values)` for a namespace its route's loader ensured (else it suspends while the chunk loads). */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const locale = useLocale()
  const { data } = useSuspenseQuery(messagesQuery(locale, namespace))
  return React.useMemo(() => translatorOf<N>(locale, data), [locale, data])
}

/**
 * A validation or refusal sentence in the page's language. Schemas, the server and Better Auth speak English;
 * the `errors` catalogue is keyed by those sentences. Never loads anything: on a page whose route did not
 * ensure the catalogue (one not converted yet) the English sentence shows as before.
 */
export function useErrorText(): (message: string) => string {
  const locale = useLocale()
  const { data } = useQuery({ ...messagesQuery(locale, 'errors'), enabled: false })
  return React.useCallback((message: string) => translateSentence(data, message, locale), [data, locale])
}

/**
 * An English sentence in the catalogue's language: as it is, or, for a sentence that carries values ("A folder
 * named “{name}” is already there"), matched against the catalogue's patterns, its values kept (named groups).
 * Else unchanged. Refusals are rare: the patterns are made when one shows.
 */
export function translateSentence(
  messages: Messages | undefined,
  message: string,
  locale: string = SOURCE_LOCALE,
): string {
  const translated = messages?.[message]
  if (typeof translated === 'string') return translated
  for (const key in messages) {
    const values =
      key.includes('{') &&
      new RegExp(`^${key.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>.+?)')}$`).exec(
        message,
      )?.groups
    if (values) return renderMessage(locale, messages[key] as CompiledMessage, values)
  }
  return message
}

/**
 * A formatted message whose `{name}` placeholders (left unfilled by `t`) are React nodes: a link, an emphasised
 * address. The translation decides where they go.
 */
export function richText(message: string, nodes: Record<string, React.ReactNode>): React.ReactNode[] {
  return message.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1]
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message never move
    return name && name in nodes ? <React.Fragment key={index}>{nodes[name]}</React.Fragment> : piece
  })
}
