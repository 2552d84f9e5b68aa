/**
 * @username mentions, the one parser shared by the markdown renderer (links to profiles), the
 * server (who gets notified) and the editor (autocomplete).
 *
 * API:
 * - `extractMentions(markdown)`: the valid usernames mentioned, lower-cased, unique, in order of first use.
 *   Mentions inside code spans, code blocks and links (including autolinked URLs and e-mail addresses) do
 *   not count, exactly as the renderer does not link them.
 * - `findMentionsInText(text)`: the mentions in one run of plain text, with their offsets.
 * - `visitMentionableText(tree, visitor)`: the mdast text nodes where mentions count (the renderer's plugin).
 * - `MentionCandidate`: what the autocomplete lists (never an e-mail address).
 * - `MAX_MENTIONS_NOTIFIED`: the most mentions of one text that the server resolves.
 */
import type { Parent, Root, RootContent, Text } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { isValidUsername, USERNAME_MAX } from './account-rules'

/** One person the mention autocomplete offers. */
export type MentionCandidate = {
  username: string
  name: string
  image: string | null
  /** A team inside the organisation: `username` is its @handle, which names its members. */
  kind?: 'team'
}

/** A text with more mentions than this notifies only the first ones (a guard against mass pings). */
export const MAX_MENTIONS_NOTIFIED = 50

export type MentionMatch = {
  /** The username as stored (lower case). */
  username: string
  /** As written, including the `@`. */
  text: string
  start: number
  end: number
}

// An `@` starts a mention only at the start of the text or after a character that cannot be part of an
// e-mail address, a path or a word: `bob@example.com`, `example.com/@bob` and `a@@bob` are not mentions.
const mentionPattern = new RegExp(
  `(^|[^A-Za-z0-9_.+\\-/@\`])@([A-Za-z0-9_-]{1,${USERNAME_MAX}})(?![A-Za-z0-9_@-])`,
  'g',
)

/**
 * The mentions in a run of plain text (no markdown), with their offsets. Invalid usernames are skipped, unless
 * `handles` asks for every name written after an `@` (a team's @handle may be short, or a word no username may
 * be, like `@support`).
 */
export function findMentionsInText(text: string, options: { handles?: boolean } = {}): MentionMatch[] {
  const matches: MentionMatch[] = []
  for (const match of text.matchAll(mentionPattern)) {
    const [, before = '', written = ''] = match
    const username = written.toLowerCase()
    if (!options.handles && !isValidUsername(username)) continue
    const start = (match.index ?? 0) + before.length
    matches.push({ username, text: `@${written}`, start, end: start + written.length + 1 })
  }
  return matches
}

// Mentions inside these are left as they are written: code is code, and a link already points somewhere.
const opaqueNodeTypes = new Set(['link', 'linkReference', 'inlineCode', 'code', 'html', 'definition'])

/**
 * Calls `visitor` for every text node where a mention counts, deepest first in document order, with its
 * parent and index, so that the visitor may replace the node (it returns how many nodes it put in its place).
 */
export function visitMentionableText(
  tree: Root,
  visitor: (node: Text, parent: Parent, index: number) => number | undefined,
): void {
  const walk = (parent: Parent) => {
    let index = 0
    while (index < parent.children.length) {
      const child = parent.children[index] as RootContent
      if (child.type === 'text') {
        index += visitor(child, parent, index) ?? 1
        continue
      }
      if (!opaqueNodeTypes.has(child.type) && 'children' in child) walk(child as Parent)
      index += 1
    }
  }
  walk(tree)
}

let parser: ReturnType<typeof createParser> | undefined

function createParser() {
  return unified().use(remarkParse).use(remarkGfm).freeze()
}

/** The markdown's syntax tree, parsed as the renderer parses it (CommonMark + GFM). */
export function parseMarkdown(markdown: string): Root {
  parser ??= createParser()
  return parser.parse(markdown)
}

/**
 * The names a markdown text mentions — usernames and team @handles — lower-cased, unique, in order of first use.
 * The server decides which are people and which teams (resolveMentions).
 */
export function extractMentions(markdown: string): string[] {
  const found = new Set<string>()
  if (!markdown.includes('@')) return []
  visitMentionableText(parseMarkdown(markdown), (node) => {
    for (const match of findMentionsInText(node.value, { handles: true })) found.add(match.username)
    return 1
  })
  return [...found]
}
