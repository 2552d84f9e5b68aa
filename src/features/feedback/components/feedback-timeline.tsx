import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { ArrowRight, Clock, GitMerge, Lock, Pencil, Rocket, Trash2 } from 'lucide-react'
import * as React from 'react'
import { z } from 'zod'
import { CheckboxField, Form, SubmitButton, useZodForm } from '~/components/form'
import { Markdown, RichTextField } from '~/components/rich-text'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { ViaMark } from '~/components/ui/via-mark'
import { useViewer } from '~/features/auth/use-viewer'
import { mutationQueue } from '~/features/live/mutation-queue'
import { useProjectMentionSource } from '~/features/mentions/mentions.queries'
import { messageOf } from '~/lib/auth-result'
import { COMMENT_MAX } from '~/lib/feedback-rules'
import { toast } from '~/lib/toast'
import { publicActorId } from '~/lib/viewer'
import { addCommentFn, deleteCommentFn, editCommentFn } from '../feedback.functions'
import { feedbackKeys, feedbackTimelineQuery } from '../feedback.queries'
import { commentBodySchema, commentFormSchema } from '../feedback.schemas'
import type { FeedbackDetail, TimelineEntry } from '../server/item-detail.server'

// Only for visitors who are not signed in, on a board that takes their comments.
const LazyAnonymousCommentComposer = React.lazy(() =>
  import('./anonymous-posting').then((module) => ({ default: module.AnonymousCommentComposer })),
)

type TimelineProps = { orgSlug: string; projectSlug: string; item: FeedbackDetail }

/** The item's comments, internal notes, status changes and merges, oldest first, with the comment form. */
export function FeedbackTimeline({ orgSlug, projectSlug, item }: TimelineProps) {
  const timeline = useQuery(feedbackTimelineQuery(orgSlug, projectSlug, item.id))
  const entries = timeline.data ?? []
  return (
    <section aria-labelledby="timeline-heading" className="grid gap-3">
      <h2 id="timeline-heading" className="text-base font-semibold">
        Comments <span className="font-normal text-muted-foreground">({item.commentCount})</span>
      </h2>
      {timeline.isPending ? (
        <Loading line>Loading comments…</Loading>
      ) : timeline.isError ? (
        <Card className="p-4">
          <LoadError
            line
            message={messageOf(timeline.error, 'The comments could not be loaded.')}
            onRetry={() => void timeline.refetch()}
          />
        </Card>
      ) : entries.length === 0 ? (
        <EmptyState line title="No comments yet." />
      ) : (
        <ol className="grid gap-3" aria-label="Timeline">
          {entries.map((entry) => (
            <TimelineItem
              key={entry.id}
              orgSlug={orgSlug}
              projectSlug={projectSlug}
              itemId={item.id}
              entry={entry}
            />
          ))}
        </ol>
      )}
      <CommentComposer orgSlug={orgSlug} projectSlug={projectSlug} item={item} />
    </section>
  )
}

function authorName(entry: TimelineEntry) {
  return entry.author?.name || entry.author?.username || 'A former member'
}

function TimelineItem({
  orgSlug,
  projectSlug,
  itemId,
  entry,
}: {
  orgSlug: string
  projectSlug: string
  itemId: string
  entry: TimelineEntry
}) {
  const [editing, setEditing] = React.useState(false)
  const [deleting, setDeleting] = React.useState(false)
  const queryClient = useQueryClient()

  if (entry.kind !== 'comment') {
    return (
      <li className="flex items-start gap-2 px-1 text-sm text-muted-foreground" data-testid="timeline-event">
        {entry.kind === 'merge' ? (
          <GitMerge aria-hidden className="mt-0.5 size-4 shrink-0" />
        ) : entry.kind === 'shipped' ? (
          <Rocket aria-hidden className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-300" />
        ) : (
          <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0" />
        )}
        <div className="min-w-0 flex-1">
          <p>
            <span className="font-medium text-foreground">
              {authorName(entry)}
              <ViaMark author={entry.author} via={entry.via} />
            </span>{' '}
            {entry.kind === 'merge' ? (
              <>merged “{entry.mergedFrom?.title ?? 'another item'}” into this</>
            ) : entry.kind === 'shipped' ? (
              <>
                shipped this in{' '}
                <Markdown source={entry.body} variant="lite" className="inline [&>p]:inline" />
              </>
            ) : (
              <>
                changed the status
                {entry.fromStatus ? (
                  <>
                    {' '}
                    from <strong>{entry.fromStatus}</strong>
                  </>
                ) : null}{' '}
                to <strong>{entry.toStatus}</strong>
              </>
            )}{' '}
            · <RelativeTime iso={entry.createdAt} />
          </p>
          {entry.body && entry.kind !== 'shipped' ? (
            <Card className="mt-2 p-3 text-foreground">
              <Markdown source={entry.body} variant="lite" />
            </Card>
          ) : null}
        </div>
      </li>
    )
  }

  return (
    // The anchor notifications link to (`#comment-{id}`); target: highlights it after the jump.
    <li id={`comment-${entry.id}`} className="scroll-mt-20 rounded-lg target:ring-2 target:ring-primary">
      <Card
        tone={entry.internal ? 'internal' : 'default'}
        className="p-4"
        data-testid={entry.internal ? 'internal-note' : 'comment'}
      >
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <UserAvatar size={6} name={authorName(entry)} image={entry.author?.image ?? null} />
          <span className="font-medium">
            {entry.author?.username ? (
              <Link
                to="/profile/$username"
                params={{ username: entry.author.username }}
                className="underline-offset-2 hover:underline"
              >
                {authorName(entry)}
              </Link>
            ) : (
              authorName(entry)
            )}
            <ViaMark author={entry.author} via={entry.via} />
          </span>
          <span className="text-muted-foreground">
            <RelativeTime iso={entry.createdAt} />
            {entry.editedAt ? ' · edited' : ''}
          </span>
          {entry.internal ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-500/25 dark:text-amber-100">
              <Lock aria-hidden className="size-3" /> Internal note
            </span>
          ) : null}
          {entry.held ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
              <Clock aria-hidden className="size-3" /> Held for review
            </span>
          ) : null}
          {entry.mergedFrom ? (
            <span className="text-xs text-muted-foreground">merged from “{entry.mergedFrom.title}”</span>
          ) : null}
          <span className="ml-auto flex gap-1">
            {entry.can.edit && !editing ? (
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label="Edit comment">
                <Pencil aria-hidden />
              </Button>
            ) : null}
            {entry.can.delete ? (
              <Button variant="ghost" size="sm" onClick={() => setDeleting(true)} aria-label="Delete comment">
                <Trash2 aria-hidden />
              </Button>
            ) : null}
          </span>
        </div>
        {editing ? (
          <EditCommentForm
            orgSlug={orgSlug}
            projectSlug={projectSlug}
            itemId={itemId}
            entry={entry}
            onDone={() => setEditing(false)}
          />
        ) : (
          <Markdown source={entry.body} variant="lite" className="mt-2" />
        )}
      </Card>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this comment?"
        description="The comment will be removed for everyone. This cannot be undone."
        confirmLabel="Delete comment"
        pendingLabel="Deleting…"
        onConfirm={async () => {
          try {
            await mutationQueue.run(() =>
              deleteCommentFn({ data: { orgSlug, projectSlug, feedbackId: itemId, commentId: entry.id } }),
            )
            setDeleting(false)
            toast.success('Comment deleted')
          } catch (error) {
            toast.error(messageOf(error, 'The comment could not be deleted'))
          } finally {
            void queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
          }
        }}
      />
    </li>
  )
}

const editCommentFormSchema = z.object({ body: commentBodySchema })

function EditCommentForm({
  orgSlug,
  projectSlug,
  itemId,
  entry,
  onDone,
}: {
  orgSlug: string
  projectSlug: string
  itemId: string
  entry: TimelineEntry
  onDone: () => void
}) {
  const queryClient = useQueryClient()
  const mentionSource = useProjectMentionSource(orgSlug, projectSlug)
  const form = useZodForm({
    schema: editCommentFormSchema,
    defaultValues: { body: entry.body },
    onSubmit: async ({ body }) => {
      await mutationQueue.run(() =>
        editCommentFn({ data: { orgSlug, projectSlug, feedbackId: itemId, commentId: entry.id, body } }),
      )
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
      onDone()
    },
    errorMessage: 'The comment could not be saved',
  })
  return (
    <Form form={form} aria-label="Edit comment" className="mt-3 grid gap-2">
      <RichTextField
        name="body"
        label="Edit comment"
        hideLabel
        maxLength={COMMENT_MAX}
        rows={3}
        previewVariant="lite"
        mentionSource={mentionSource}
        attachments={{ target: { orgSlug, projectSlug, purpose: 'comment' } }}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton size="sm" pendingLabel="Saving…">
          Save
        </SubmitButton>
      </div>
    </Form>
  )
}

function CommentComposer({
  orgSlug,
  projectSlug,
  item,
}: {
  orgSlug: string
  projectSlug: string
  item: FeedbackDetail
}) {
  const href = useLocation({ select: (location) => location.href })
  const viewer = useViewer()
  const queryClient = useQueryClient()
  const mentionSource = useProjectMentionSource(orgSlug, projectSlug, item.participantIds)
  const form = useZodForm({
    schema: commentFormSchema,
    defaultValues: { body: '', internal: false },
    onSubmit: async (values) => {
      await mutationQueue.run(() =>
        addCommentFn({ data: { orgSlug, projectSlug, feedbackId: item.id, ...values } }),
      )
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
      form.reset({ body: '', internal: values.internal })
      toast.success(values.internal ? 'Internal note added' : 'Comment posted')
    },
    errorMessage: 'Your comment could not be posted',
  })

  if (item.commentsLocked && !item.can.moderate) {
    return (
      <Card className="flex items-center gap-2 p-4 text-sm text-muted-foreground" role="note">
        <Lock aria-hidden className="size-4" /> Comments on this feedback are locked by the team.
      </Card>
    )
  }
  if (!item.can.comment && item.board.anonymousPosts && !publicActorId(viewer)) {
    return (
      <React.Suspense fallback={<Loading line>Loading the comment form…</Loading>}>
        <LazyAnonymousCommentComposer orgSlug={orgSlug} projectSlug={projectSlug} item={item} />
      </React.Suspense>
    )
  }
  if (!item.can.comment) {
    return (
      <Card className="p-4 text-sm">
        <Link
          to="/sign-in"
          search={{ redirect: href }}
          className="font-medium text-primary underline underline-offset-2"
        >
          Sign in to comment
        </Link>
      </Card>
    )
  }
  return (
    <Card className="p-4">
      {item.commentsLocked ? (
        <p className="mb-3 flex items-center gap-2 text-sm text-muted-foreground">
          <Lock aria-hidden className="size-4" /> Comments are locked; as an editor you can still post.
        </p>
      ) : null}
      <Form form={form} aria-label="Add a comment" className="grid gap-3">
        <RichTextField
          name="body"
          label="Comment"
          maxLength={COMMENT_MAX}
          rows={3}
          previewVariant="lite"
          placeholder="Add to the discussion. @mention people to bring them in."
          mentionSource={mentionSource}
          attachments={{ target: { orgSlug, projectSlug, purpose: 'comment' } }}
          onSubmitShortcut={() => void form.submit()}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {item.can.internalNote ? (
            <CheckboxField
              name="internal"
              label="Internal note"
              description="Only members of the team will see it."
            />
          ) : (
            <span />
          )}
          <SubmitButton pendingLabel="Posting…">Post comment</SubmitButton>
        </div>
      </Form>
    </Card>
  )
}
