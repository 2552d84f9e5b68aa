import type { Element } from 'hast'
import type { Options } from 'react-markdown'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import remarkGfm from 'remark-gfm'
import { rehypeAttachments } from './rehype-attachments'
import { MENTION_CLASS, remarkMentions } from './remark-mentions'
import { remarkUrlSchemes } from './remark-url-schemes'
import { safeImageUrl, safeLinkUrl } from './safe-url'

/**
 * The one markdown pipeline: CommonMark + GFM, @mentions as profile links, no raw HTML, the
 * result sanitized against an allow-list, and every URL passed through the URL policy (./safe-url).
 * `Markdown` renders with it; it runs the same way on the server and in the browser.
 */
const defaultLinkAttributes = defaultSchema.attributes?.a ?? []

export const sanitizeSchema = {
  ...defaultSchema,
  // remark-rehype already prefixes the only ids markdown makes (footnotes), per rendered block (see
  // `footnotePrefix`); prefixing again here would break the footnote links.
  clobberPrefix: '',
  // Only what GFM produces is ever in the tree (raw HTML is dropped before), but the allow-list is the
  // second wall: it is narrowed to the schemes the URL policy accepts.
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
  attributes: {
    ...defaultSchema.attributes,
    a: [
      ...defaultLinkAttributes.filter((entry) => !(Array.isArray(entry) && entry[0] === 'className')),
      ['className', 'data-footnote-backref', MENTION_CLASS],
    ],
  },
}

/** react-markdown's URL hook: images and links each under their own policy. */
export function transformUrl(url: string, key: string, node: Readonly<Element>): string | undefined {
  if (node.tagName === 'img' && key === 'src') return safeImageUrl(url)
  return safeLinkUrl(url)
}

/**
 * A prefix for the footnote ids of one rendered block, so that two comments on a page never share an id.
 * The ids stay prefixed (never a bare user-chosen name that could shadow a global in the page).
 */
export function footnotePrefix(reactId: string): string {
  return `md-${reactId.replace(/[^A-Za-z0-9]/g, '')}-`
}

export const pipelineOptions = {
  remarkPlugins: [remarkGfm, remarkUrlSchemes, remarkMentions],
  // Attached images link to themselves; added after sanitizing (it only moves what passed the allow-list).
  rehypePlugins: [[rehypeSanitize, sanitizeSchema], rehypeAttachments],
  skipHtml: true,
  urlTransform: transformUrl,
} satisfies Options
