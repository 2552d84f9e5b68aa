type ViaSource = { author?: { viaApiKey?: boolean } | null; via?: string | null }

/**
 * What an author wrote through, when not Parley itself: the OAuth client a person connected (the row's `via`,
 * "via Claude"), or an API key (the author is then the key's service user, named after the key: "via API key").
 * Null for a person writing in Parley.
 */
export function viaText({ author, via }: ViaSource): string | null {
  return via ? `via ${via}` : author?.viaApiKey ? 'via API key' : null
}

/** After an author's name: " · via Claude", " · via API key", or nothing. */
export function ViaMark(source: ViaSource) {
  const text = viaText(source)
  return text ? <span className="font-normal text-muted-foreground"> · {text}</span> : null
}
