import * as React from 'react'
import { cn } from '~/lib/cn'
import { lazyNamed } from '~/lib/lazy-named'
import type { MarkdownProps } from './markdown'

/**
 * The markdown renderer (about 52 KiB of gzip JavaScript: remark, rehype, sanitizing) loaded apart from a page's
 * first load, for pages that show markdown but need not wait for it: the server renders it in place, and
 * hydration picks it up when the chunk arrives. `preloadMarkdown()` in a route's loader has it ready before a
 * client-side navigation renders, so the plain-text fallback is only a safety net.
 */
const loadMarkdown = () => import('./markdown')

const Markdown = lazyNamed(loadMarkdown, 'Markdown')

export function preloadMarkdown(): Promise<unknown> {
  return loadMarkdown()
}

export function LazyMarkdown(props: MarkdownProps) {
  return (
    <React.Suspense
      fallback={<div className={cn('whitespace-pre-line', props.className)}>{props.source}</div>}
    >
      <Markdown {...props} />
    </React.Suspense>
  )
}
