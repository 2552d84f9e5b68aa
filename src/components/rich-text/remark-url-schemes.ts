import type { Root } from 'mdast'

type Node = { url?: unknown; children?: Node[] }

/**
 * Lower-cases URL schemes (`HTTPS://x` → `https://x`) before the sanitizer, whose scheme allow-list is
 * case-sensitive: without this, harmless upper-case links would lose their href. Unsafe schemes stay unsafe
 * in any case; the URL policy still decides.
 */
export function remarkUrlSchemes() {
  return (tree: Root) => {
    const walk = (node: Node) => {
      if (typeof node.url === 'string') {
        node.url = node.url.replace(/^\s*([A-Za-z][A-Za-z0-9+.-]*):/, (scheme) => scheme.toLowerCase())
      }
      for (const child of node.children ?? []) walk(child)
    }
    walk(tree as Node)
  }
}
