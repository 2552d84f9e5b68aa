import type { Element, ElementContent, Root, RootContent } from 'hast'

/** `/api/files/{id}/content` (with or without a query): a project file attached to the text. */
const ATTACHMENT_URL = /^\/api\/files\/[0-9a-f-]{36}\/content(?:\?[^#]*)?$/i

export function isAttachmentUrl(url: unknown): url is string {
  return typeof url === 'string' && ATTACHMENT_URL.test(url)
}

/** The attachment's URL that downloads it (`?download=1`) instead of showing it. */
export function attachmentDownloadUrl(url: string): string {
  if (/[?&]download=/.test(url)) return url
  return `${url}${url.includes('?') ? '&' : '?'}download=1`
}

/** True when the element holds an attached image (then a link around it is a link, not a file chip). */
export function wrapsAttachmentImage(node: Element | undefined): boolean {
  return Boolean(
    node?.children.some(
      (child) => child.type === 'element' && child.tagName === 'img' && isAttachmentUrl(child.properties.src),
    ),
  )
}

/**
 * Runs after the sanitizer: an attached image that is not already inside a link gets a link to itself
 * around it, so that clicking it opens the full image (in a new tab; see `Markdown`'s link renderer).
 */
export function rehypeAttachments() {
  return (tree: Root) => {
    const walk = (node: Root | Element, insideLink: boolean) => {
      node.children = node.children.map((child: RootContent | ElementContent) => {
        if (child.type !== 'element') return child
        if (!insideLink && child.tagName === 'img' && isAttachmentUrl(child.properties.src)) {
          return {
            type: 'element',
            tagName: 'a',
            properties: { href: child.properties.src },
            children: [child],
          } satisfies Element
        }
        walk(child, insideLink || child.tagName === 'a')
        return child
      }) as typeof node.children
    }
    walk(tree, false)
  }
}
