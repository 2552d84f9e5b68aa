import { useT } from '~/components/i18n/use-t'
import type { Translate } from '~/lib/i18n/catalogue'

type ViaSource = { author?: { viaApiKey?: boolean } | null; via?: string | null }

/**
 * What an author wrote through, when not Parley itself: the OAuth client a person connected (the row's `via`,
 * "via Claude"), or an API key (the author is then the key's service user, named after the key: "via API key").
 * Null for a person writing in Parley. In the page's language with the `common` catalogue's `t`; in English
 * without (a caller not translated yet).
 */
export function viaText({ author, via }: ViaSource, t?: Translate<'common'>): string | null {
  if (via) return t ? t('via.client', { client: via }) : `via ${via}`
  if (author?.viaApiKey) return t ? t('via.apiKey') : 'via API key'
  return null
}

/** After an author's name: " · via Claude", " · via API key", or nothing. */
export function ViaMark(source: ViaSource) {
  const t = useT('common')
  const text = viaText(source, t)
  return text ? <span className="font-normal text-muted-foreground"> · {text}</span> : null
}
