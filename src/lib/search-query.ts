/** Words of a search, each as a prefix ("dark mo" finds "dark mode"), safe for to_tsquery. */
export function searchQueryOf(text: string, joiner: '&' | '|' = '&'): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 12)
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(` ${joiner} `)
}

/** A LIKE pattern's literal text: %, _ and the escape character itself match only themselves. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}
