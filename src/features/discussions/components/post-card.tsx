import { CheckCircle2, MoreHorizontal, Pencil, Quote, Trash2 } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import type { MentionSource } from '~/components/rich-text'
import { Markdown } from '~/components/rich-text'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { RelativeTime } from '~/components/ui/relative-time'
import { useReadyControls } from '~/components/ui/use-ready-control'
import { ViaMark } from '~/components/ui/via-mark'
import { cn } from '~/lib/cn'
import { deletePostFn, editPostFn, markAnswerFn } from '../discussions.functions'
import type { DiscussionPost, ThreadDetail } from '../discussions.types'
import { useDiscussionAction } from '../use-discussion-action'
import { PostEditForm } from './post-edit-form'
import { PostReactions } from './post-reactions'
import { PostVersionsDialog } from './post-versions-dialog'

type PostCardProps = {
  orgSlug: string
  projectSlug: string
  thread: ThreadDetail
  post: DiscussionPost
  highlighted: boolean
  mentionSource: MentionSource
  onQuote: (post: DiscussionPost) => void
}

/** One post of a thread: who and when, the text, reactions, and what the viewer may do with it. */
export function PostCard({
  orgSlug,
  projectSlug,
  thread,
  post,
  highlighted,
  mentionSource,
  onQuote,
}: PostCardProps) {
  const t = useT('discussions')
  const ready = useReadyControls()
  const [editing, setEditing] = React.useState(false)
  const [deleting, setDeleting] = React.useState(false)
  const [versionsOpen, setVersionsOpen] = React.useState(false)
  const { run } = useDiscussionAction(orgSlug, projectSlug)
  const scope = { orgSlug, projectSlug, threadId: thread.id, postId: post.id }
  const isAnswer = thread.answer?.id === post.id
  const name = post.author?.name ?? t('common.someone')

  if (post.deletedAt) {
    return (
      <article
        id={`post-${post.id}`}
        className="rounded-lg border border-dashed border-border px-4 py-3 text-sm text-muted-foreground italic"
      >
        {t('post.deleted')}
      </article>
    )
  }

  const canAnswer = thread.permissions.canMarkAnswer && !post.isOpening
  const hasMenu = post.canEdit || post.canDelete || canAnswer
  return (
    <article
      id={`post-${post.id}`}
      aria-label={
        post.isOpening
          ? t('post.openingLabel', { title: thread.title, name })
          : t('post.replyLabel', { name })
      }
      data-testid={post.isOpening ? 'opening-post' : 'reply'}
      className={cn(
        'scroll-mt-24 rounded-lg border bg-card p-4',
        isAnswer ? 'border-emerald-600/60 dark:border-emerald-500/50' : 'border-border',
        highlighted && 'ring-2 ring-primary',
      )}
    >
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <UserAvatar size={7} name={name} image={post.author?.image ?? null} />
        <span className="font-medium">
          {name}
          <ViaMark author={post.author} via={post.via} />
        </span>
        <span className="text-muted-foreground">
          <RelativeTime iso={post.createdAt} />
        </span>
        {post.editedAt ? (
          thread.permissions.canModerate && post.versionCount > 0 ? (
            <button
              type="button"
              className="text-xs text-muted-foreground underline underline-offset-2 hover:text-foreground"
              {...ready()}
              onClick={() => setVersionsOpen(true)}
            >
              {t('post.edited')}
              <span className="sr-only"> {t('post.showVersions')}</span>
            </button>
          ) : (
            <span className="text-xs text-muted-foreground">{t('post.edited')}</span>
          )
        ) : null}
        {isAnswer ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
            <CheckCircle2 aria-hidden className="size-3.5" /> {t('answer.label')}
          </span>
        ) : null}
        <div className="ms-auto flex items-center gap-1">
          {thread.permissions.canReply ? (
            <Button variant="ghost" size="sm" onClick={() => onQuote(post)}>
              <Quote aria-hidden /> {t('post.quote')}
            </Button>
          ) : null}
          {hasMenu ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={t('post.moreActions', { name })}>
                  <MoreHorizontal aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {post.canEdit ? (
                  <DropdownMenuItem onSelect={() => setEditing(true)}>
                    <Pencil aria-hidden /> {t('common.edit')}
                  </DropdownMenuItem>
                ) : null}
                {canAnswer ? (
                  <DropdownMenuItem
                    onSelect={() =>
                      void run(
                        () =>
                          markAnswerFn({
                            data: {
                              orgSlug,
                              projectSlug,
                              threadId: thread.id,
                              postId: isAnswer ? null : post.id,
                            },
                          }),
                        {
                          success: isAnswer ? t('post.answerUnmarked') : t('post.answerMarked'),
                          failure: t('post.answerFailed'),
                        },
                      )
                    }
                  >
                    <CheckCircle2 aria-hidden /> {isAnswer ? t('post.unmarkAnswer') : t('post.markAnswer')}
                  </DropdownMenuItem>
                ) : null}
                {post.canDelete ? (
                  <DropdownMenuItem onSelect={() => setDeleting(true)} className="text-destructive">
                    <Trash2 aria-hidden /> {t('common.delete')}
                  </DropdownMenuItem>
                ) : null}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
        </div>
      </header>

      <div className="mt-3">
        {editing ? (
          <PostEditForm
            initialBody={post.body}
            initialTitle={post.isOpening ? thread.title : null}
            mentionSource={mentionSource}
            uploadTarget={{ orgSlug, projectSlug, purpose: 'discussion' }}
            onCancel={() => setEditing(false)}
            onSave={async (values) =>
              Boolean(
                await run(() => editPostFn({ data: { ...scope, ...values } }), {
                  success: t('post.saved'),
                  failure: t('post.saveFailed'),
                }),
              )
            }
          />
        ) : (
          <Markdown source={post.body} />
        )}
      </div>

      <div className="mt-3">
        <PostReactions
          orgSlug={orgSlug}
          projectSlug={projectSlug}
          post={post}
          disabled={!thread.permissions.canCreate}
        />
      </div>

      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('post.deleteTitle')}
        description={t('post.deleteDescription')}
        confirmLabel={t('post.deleteConfirm')}
        pendingLabel={t('common.deleting')}
        onConfirm={async () => {
          await run(() => deletePostFn({ data: scope }), {
            success: t('post.deletedToast'),
            failure: t('post.deleteFailed'),
          })
          setDeleting(false)
        }}
      />
      {thread.permissions.canModerate ? (
        <PostVersionsDialog {...scope} open={versionsOpen} onOpenChange={setVersionsOpen} />
      ) : null}
    </article>
  )
}
