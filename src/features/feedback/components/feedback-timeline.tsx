import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { ArrowRight, Clock, GitMerge, Lock, Pencil, Rocket, Trash2 } from 'lucide-react'
import * as React from 'react'
import { z } from 'zod'
import { CheckboxField, Form, SubmitButton, useZodForm } from '~/components/form'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
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
import type { Translate } from '~/lib/i18n/catalogue'
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
  const t = useT('feedback')
  const errorText = useErrorText()
  const timeline = useQuery(feedbackTimelineQuery(orgSlug, projectSlug, item.id))
  const entries = timeline.data ?? []
  return (
    <section aria-labelledby="timeline-heading" className="grid gap-3">
      <h2 id="timeline-heading" className="text-base font-semibold">
        {t('timeline.heading')}{' '}
        <span className="font-normal text-muted-foreground">({item.commentCount})</span>
      </h2>
      {timeline.isPending ? (
        <Loading line>{t('timeline.loading')}</Loading>
      ) : timeline.isError ? (
        <Card className="p-4">
          <LoadError
            line
            message={errorText(messageOf(timeline.error, t('timeline.loadError')))}
            onRetry={() => void timeline.refetch()}
          />
        </Card>
      ) : entries.length === 0 ? (
        <EmptyState line title={t('timeline.empty')} />
      ) : (
        <ol className="grid gap-3" aria-label={t('timeline.label')}>
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

function authorName(entry: TimelineEntry, t: Translate<'feedback'>) {
  return entry.author?.name || entry.author?.username || t('timeline.formerMember')
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
  const t = useT('feedback')
  const errorText = useErrorText()
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
          <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 rtl:-scale-x-100" />
        )}
        <div className="min-w-0 flex-1">
          <p>
            {richText(
              entry.kind === 'merge'
                ? t('timeline.merged')
                : entry.kind === 'shipped'
                  ? t('timeline.shipped')
                  : entry.fromStatus
                    ? t('timeline.statusChanged')
                    : t('timeline.statusSet'),
              {
                // User content as nodes, never inside the message: a title like "{time}" stays text.
                title: entry.mergedFrom?.title ?? t('timeline.anotherItem'),
                author: (
                  <span className="font-medium text-foreground">
                    {authorName(entry, t)}
                    <ViaMark author={entry.author} via={entry.via} />
                  </span>
                ),
                update: <Markdown source={entry.body} variant="lite" className="inline [&>p]:inline" />,
                from: <strong>{entry.fromStatus}</strong>,
                to: <strong>{entry.toStatus}</strong>,
                time: <RelativeTime iso={entry.createdAt} />,
              },
            )}
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
          <UserAvatar size={6} name={authorName(entry, t)} image={entry.author?.image ?? null} />
          <span className="font-medium">
            {entry.author?.username ? (
              <Link
                to="/profile/$username"
                params={{ username: entry.author.username }}
                className="underline-offset-2 hover:underline"
              >
                {authorName(entry, t)}
              </Link>
            ) : (
              authorName(entry, t)
            )}
            <ViaMark author={entry.author} via={entry.via} />
          </span>
          <span className="text-muted-foreground">
            <RelativeTime iso={entry.createdAt} />
            {entry.editedAt ? ` · ${t('comment.edited')}` : ''}
          </span>
          {entry.internal ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-500/25 dark:text-amber-100">
              <Lock aria-hidden className="size-3" /> {t('comment.internal')}
            </span>
          ) : null}
          {entry.held ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
              <Clock aria-hidden className="size-3" /> {t('comment.held')}
            </span>
          ) : null}
          {entry.mergedFrom ? (
            <span className="text-xs text-muted-foreground">
              {t('comment.mergedFrom', { title: entry.mergedFrom.title })}
            </span>
          ) : null}
          <span className="ms-auto flex gap-1">
            {entry.can.edit && !editing ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setEditing(true)}
                aria-label={t('comment.edit')}
              >
                <Pencil aria-hidden />
              </Button>
            ) : null}
            {entry.can.delete ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDeleting(true)}
                aria-label={t('comment.delete')}
              >
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
        title={t('comment.deleteTitle')}
        description={t('comment.deleteDescription')}
        confirmLabel={t('comment.delete')}
        pendingLabel={t('action.deleting')}
        onConfirm={async () => {
          try {
            await mutationQueue.run(() =>
              deleteCommentFn({ data: { orgSlug, projectSlug, feedbackId: itemId, commentId: entry.id } }),
            )
            setDeleting(false)
            toast.success(t('comment.deleted'))
          } catch (error) {
            toast.error(errorText(messageOf(error, t('comment.deleteFailed'))))
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
  const t = useT('feedback')
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
    errorMessage: t('comment.saveFailed'),
  })
  return (
    <Form form={form} aria-label={t('comment.edit')} className="mt-3 grid gap-2">
      <RichTextField
        name="body"
        label={t('comment.edit')}
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
          {t('action.cancel')}
        </Button>
        <SubmitButton size="sm" pendingLabel={t('action.saving')}>
          {t('action.save')}
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
  const t = useT('feedback')
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
      toast.success(values.internal ? t('composer.noteAdded') : t('composer.posted'))
    },
    errorMessage: t('composer.failed'),
  })

  if (item.commentsLocked && !item.can.moderate) {
    return (
      <Card className="flex items-center gap-2 p-4 text-sm text-muted-foreground" role="note">
        <Lock aria-hidden className="size-4" /> {t('composer.locked')}
      </Card>
    )
  }
  if (!item.can.comment && item.board.anonymousPosts && !publicActorId(viewer)) {
    return (
      <React.Suspense fallback={<Loading line>{t('composer.loading')}</Loading>}>
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
          {t('composer.signIn')}
        </Link>
      </Card>
    )
  }
  return (
    <Card className="p-4">
      {item.commentsLocked ? (
        <p className="mb-3 flex items-center gap-2 text-sm text-muted-foreground">
          <Lock aria-hidden className="size-4" /> {t('composer.lockedEditor')}
        </p>
      ) : null}
      <Form form={form} aria-label={t('composer.formLabel')} className="grid gap-3">
        <RichTextField
          name="body"
          label={t('composer.label')}
          maxLength={COMMENT_MAX}
          rows={3}
          previewVariant="lite"
          placeholder={t('composer.placeholder')}
          mentionSource={mentionSource}
          attachments={{ target: { orgSlug, projectSlug, purpose: 'comment' } }}
          onSubmitShortcut={() => void form.submit()}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {item.can.internalNote ? (
            <CheckboxField
              name="internal"
              label={t('comment.internal')}
              description={t('composer.internalHint')}
            />
          ) : (
            <span />
          )}
          <SubmitButton pendingLabel={t('composer.posting')}>{t('composer.submit')}</SubmitButton>
        </div>
      </Form>
    </Card>
  )
}
