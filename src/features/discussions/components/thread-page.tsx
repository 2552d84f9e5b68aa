import { useQueryClient, useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { mutationQueue } from '~/features/live/mutation-queue'
import { useProjectMentionSource } from '~/features/mentions/mentions.queries'
import { messageOf } from '~/lib/auth-result'
import { quoteReply } from '~/lib/discussion-rules'
import { toast } from '~/lib/toast'
import { DISCUSSION_EVENT } from '../discussion-events'
import { discussionKeys } from '../discussion-keys'
import { replyFn } from '../discussions.functions'
import { discussionSetupQuery, postsQuery, threadQuery } from '../discussions.queries'
import type { DiscussionPost } from '../discussions.types'
import { useDiscussionsLive } from '../use-discussions-live'
import { useReplyDraft } from '../use-reply-draft'
import { useThreadReading } from '../use-thread-reading'
import { AnswerBox } from './answer-box'
import { PostCard } from './post-card'
import { ReplyBox } from './reply-box'
import { ThreadHeader } from './thread-header'
import { ThreadModeration } from './thread-moderation'

type ThreadPageProps = {
  orgSlug: string
  projectSlug: string
  threadId: string
  highlightPostId: string | null
}

/**
 * A discussion: the opening post, the accepted answer under it, the replies in order with a "New" divider above
 * the first unread one, and the reply box. Live for everyone looking; the reply draft survives reloads.
 */
export function ThreadPage({ orgSlug, projectSlug, threadId, highlightPostId }: ThreadPageProps) {
  const t = useT('discussions')
  const errorText = useErrorText()
  const { data: setup } = useSuspenseQuery(discussionSetupQuery(orgSlug, projectSlug))
  const { data: thread } = useSuspenseQuery(threadQuery(orgSlug, projectSlug, threadId))
  const posts = useSuspenseInfiniteQuery(postsQuery(orgSlug, projectSlug, threadId))
  const allPosts = posts.data.pages.flatMap((page) => page.posts)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useDiscussionsLive(
    { orgSlug, projectSlug, projectId: setup.projectId, viewerId: setup.viewerId },
    (change) => {
      if (change.type === DISCUSSION_EVENT.threadDeleted && change.payload.threadId === threadId) {
        toast.info(t('thread.deleted'))
        void navigate({
          to: '/@{$org}/$project/discussions',
          params: { org: orgSlug, project: projectSlug },
          replace: true,
        })
      }
    },
  )
  const participantIds = thread.participants.map((person) => person.id)
  const mentionSource = useProjectMentionSource(orgSlug, projectSlug, participantIds)
  const [draft, setDraft] = useReplyDraft(threadId)
  const replyRef = React.useRef<HTMLTextAreaElement>(null)
  const { firstUnreadId } = useThreadReading({
    orgSlug,
    projectSlug,
    threadId,
    viewerId: setup.viewerId,
    lastReadPostId: thread.lastReadPostId,
    posts: allPosts,
  })

  // On arrival: to the post a link names, else to the first unread one.
  const scrollTarget = highlightPostId ?? firstUnreadId
  const scrolled = React.useRef<string | null>(null)
  React.useEffect(() => {
    if (!scrollTarget || scrolled.current === `${threadId}:${scrollTarget}`) return
    scrolled.current = `${threadId}:${scrollTarget}`
    const target =
      document.getElementById(highlightPostId ? `post-${scrollTarget}` : 'new-divider') ??
      document.getElementById(`post-${scrollTarget}`)
    target?.scrollIntoView({ block: 'start' })
  }, [scrollTarget, highlightPostId, threadId])

  const quote = (post: DiscussionPost) => {
    setDraft(
      (previous) =>
        `${previous.trim() ? `${previous.trimEnd()}\n\n` : ''}${quoteReply(post.body, post.author?.username ?? null)}`,
    )
    requestAnimationFrame(() => {
      const textarea = replyRef.current
      if (!textarea) return
      textarea.focus()
      textarea.setSelectionRange(textarea.value.length, textarea.value.length)
    })
  }

  const postReply = async (body: string) => {
    try {
      await mutationQueue.run(() => replyFn({ data: { orgSlug, projectSlug, threadId, body } }))
      return true
    } catch (error) {
      toast.error(errorText(messageOf(error, t('thread.replyFailed'))))
      return false
    } finally {
      void queryClient.invalidateQueries({ queryKey: discussionKeys.project(orgSlug, projectSlug) })
    }
  }

  const [opening, ...replies] = allPosts
  const moderationVisible = thread.permissions.canModerate || thread.permissions.canDelete
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
      <div className="grid min-w-0 gap-4">
        <ThreadHeader orgSlug={orgSlug} projectSlug={projectSlug} thread={thread} />
        {opening ? (
          <PostCard
            orgSlug={orgSlug}
            projectSlug={projectSlug}
            thread={thread}
            post={opening}
            highlighted={highlightPostId === opening.id}
            mentionSource={mentionSource}
            onQuote={quote}
          />
        ) : null}
        <AnswerBox thread={thread} />
        <section aria-label={t('thread.replies')} className="grid gap-3">
          <h4 className="text-sm font-medium text-muted-foreground">
            {replies.length === 0
              ? t('thread.noReplies')
              : t('common.replyCount', { count: replies.filter((post) => !post.deletedAt).length })}
          </h4>
          {replies.map((post) => (
            <React.Fragment key={post.id}>
              {post.id === firstUnreadId ? <NewDivider /> : null}
              <PostCard
                orgSlug={orgSlug}
                projectSlug={projectSlug}
                thread={thread}
                post={post}
                highlighted={highlightPostId === post.id}
                mentionSource={mentionSource}
                onQuote={quote}
              />
            </React.Fragment>
          ))}
          {posts.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={posts.isFetchingNextPage}
              onClick={() => void posts.fetchNextPage()}
            >
              {posts.isFetchingNextPage ? t('common.loading') : t('thread.loadMoreReplies')}
            </Button>
          ) : null}
        </section>
        <ReplyBox
          thread={thread}
          draft={draft}
          onDraftChange={setDraft}
          mentionSource={mentionSource}
          uploadTarget={{ orgSlug, projectSlug, purpose: 'discussion' }}
          editorRef={replyRef}
          onPost={postReply}
        />
      </div>
      {moderationVisible ? (
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <ThreadModeration
            orgSlug={orgSlug}
            projectSlug={projectSlug}
            thread={thread}
            categories={setup.categories}
          />
        </aside>
      ) : null}
    </div>
  )
}

function NewDivider() {
  const t = useT('discussions')
  return (
    <div id="new-divider" className="flex scroll-mt-24 items-center gap-3">
      <hr aria-hidden className="flex-1 border-red-600/60" />
      <span className="text-xs font-semibold uppercase tracking-wide text-red-700 dark:text-red-400">
        {t('thread.newDivider')}
        <span className="sr-only"> {t('thread.newDividerHint')}</span>
      </span>
      <hr aria-hidden className="flex-1 border-red-600/60" />
    </div>
  )
}
