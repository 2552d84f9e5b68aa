import * as React from 'react'
import { comparePostIds } from '~/lib/discussion-rules'
import { markThreadReadFn } from './discussions.functions'
import type { DiscussionPost } from './discussions.types'

/**
 * The unread side of a thread page. The "New" divider goes above the first post by someone else after the
 * read marker as it was when the page opened (it does not move while reading). The marker advances to the
 * last post shown whenever the page is visible and focused, and never goes back.
 */
export function useThreadReading(options: {
  orgSlug: string
  projectSlug: string
  threadId: string
  viewerId: string
  lastReadPostId: string | null
  posts: DiscussionPost[]
}) {
  const { orgSlug, projectSlug, threadId, viewerId, posts } = options
  const openedWith = React.useRef<{ threadId: string; lastRead: string | null } | null>(null)
  if (openedWith.current?.threadId !== threadId) {
    openedWith.current = { threadId, lastRead: options.lastReadPostId }
  }
  const lastReadAtOpen = openedWith.current.lastRead
  const firstUnreadId = React.useMemo(() => {
    if (lastReadAtOpen === null) return null
    const first = posts.find(
      (post) =>
        comparePostIds(post.id, lastReadAtOpen) > 0 && post.author?.id !== viewerId && !post.deletedAt,
    )
    return first?.id ?? null
  }, [posts, lastReadAtOpen, viewerId])

  const marked = React.useRef<string | null>(options.lastReadPostId)
  const lastPostId = posts.at(-1)?.id ?? null
  React.useEffect(() => {
    if (!lastPostId) return
    const markIfSeen = () => {
      if (document.visibilityState !== 'visible' || !document.hasFocus()) return
      if (marked.current && comparePostIds(lastPostId, marked.current) <= 0) return
      marked.current = lastPostId
      void markThreadReadFn({ data: { orgSlug, projectSlug, threadId, postId: lastPostId } }).catch(() => {
        marked.current = null
      })
    }
    const timer = window.setTimeout(markIfSeen, 600)
    window.addEventListener('focus', markIfSeen)
    document.addEventListener('visibilitychange', markIfSeen)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('focus', markIfSeen)
      document.removeEventListener('visibilitychange', markIfSeen)
    }
  }, [lastPostId, orgSlug, projectSlug, threadId])

  return { firstUnreadId }
}
