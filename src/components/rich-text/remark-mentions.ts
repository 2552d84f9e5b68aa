import type { Link, PhrasingContent, Root } from 'mdast'
import { findMentionsInText, visitMentionableText } from '~/lib/mentions'

/** Where a mention points: the person's public profile. */
export function profilePath(username: string): string {
  return `/profile/${encodeURIComponent(username)}`
}

/** The class the renderer (and the sanitizer's allow-list) gives mention links. */
export const MENTION_CLASS = 'mention'

/**
 * A remark plugin turning `@username` into a link to the profile, with the same rules as
 * `extractMentions`: never inside code or an existing link, never in e-mail addresses or paths.
 */
export function remarkMentions() {
  return (tree: Root) => {
    visitMentionableText(tree, (node, parent, index) => {
      const matches = findMentionsInText(node.value)
      if (matches.length === 0) return 1
      const replacement: PhrasingContent[] = []
      let cursor = 0
      for (const match of matches) {
        if (match.start > cursor)
          replacement.push({ type: 'text', value: node.value.slice(cursor, match.start) })
        const link: Link = {
          type: 'link',
          url: profilePath(match.username),
          children: [{ type: 'text', value: match.text }],
          data: { hProperties: { className: [MENTION_CLASS] } },
        }
        replacement.push(link)
        cursor = match.end
      }
      if (cursor < node.value.length) replacement.push({ type: 'text', value: node.value.slice(cursor) })
      parent.children.splice(index, 1, ...(replacement as typeof parent.children))
      return replacement.length
    })
  }
}
