import { useRouter } from '@tanstack/react-router'
import type * as React from 'react'

/** Only the app's own paths ("/@team/project/chat/1?message=2"); anything else goes to the inbox. */
export function safeAppPath(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/notifications'
}

/**
 * The path with its query written the router's way: notifications carry plain queries (`?message=36`), which
 * the router would read back as numbers (and a route expecting a string id would drop); written as the router
 * writes them, every value arrives as the string it was.
 */
export function routerHref(path: string, stringifySearch: (search: Record<string, unknown>) => string) {
  const url = new URL(safeAppPath(path), 'http://parley.invalid')
  return `${url.pathname}${stringifySearch(Object.fromEntries(url.searchParams))}${url.hash}`
}

type AppPathLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  /** An app path with its query, as notifications carry it. */
  path: string
  /** Runs on a plain click, before the app navigates (marking read, closing the panel). */
  onFollow?: () => void
}

/**
 * A link to an app path given as one string (path and query): a real <a href> (new tab, copy link, no
 * script), and a client-side navigation on a plain click.
 */
export function AppPathLink({ path, onFollow, onClick, children, ...props }: AppPathLinkProps) {
  const router = useRouter()
  const href = routerHref(path, router.options.stringifySearch)
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented) return
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        onFollow?.()
        void router.navigate({ href })
      }}
      {...props}
    >
      {children}
    </a>
  )
}
