import { useQueryClient } from '@tanstack/react-query'
import { GitMerge, Lock, LockOpen } from 'lucide-react'
import * as React from 'react'
import { z } from 'zod'
import { Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import { StartDiscussionButton } from '~/features/discussions/components/start-discussion-button'
import { mutationQueue } from '~/features/live/mutation-queue'
import { useProject } from '~/features/projects/projects.queries'
import { COMMENT_MAX } from '~/lib/feedback-rules'
import { toast } from '~/lib/toast'
import {
  lockCommentsFn,
  moveFeedbackFn,
  setFeedbackStatusFn,
  unmergeFeedbackFn,
  voteOnBehalfFn,
} from '../feedback.functions'
import { feedbackKeys } from '../feedback.queries'
import { voteOnBehalfSchema } from '../feedback.schemas'
import type { BoardSummary } from '../server/boards.server'
import type { FeedbackDetail } from '../server/item-detail.server'
import type { StatusSummary } from '../server/statuses.server'
import { useFeedbackAction } from '../use-feedback-action'
import { DeleteFeedbackButton } from './delete-feedback-button'
import { MergeDialog } from './merge-dialog'

type ModerationProps = {
  orgSlug: string
  projectSlug: string
  item: FeedbackDetail
  boards: BoardSummary[]
  statuses: StatusSummary[]
}

/** What editors can do to an item: status (with a note), board, comment lock, merge, votes for others, delete. */
export function FeedbackModeration({ orgSlug, projectSlug, item, boards, statuses }: ModerationProps) {
  const scope = { orgSlug, projectSlug, feedbackId: item.id }
  const project = useProject(orgSlug, projectSlug)
  const { run, pending } = useFeedbackAction(orgSlug, projectSlug)
  const [note, setNote] = React.useState('')
  const [merging, setMerging] = React.useState(false)
  const noteId = React.useId()
  const t = useT('feedbackAdmin')

  return (
    <Card className="grid gap-4 p-4">
      <h2 className="text-sm font-medium uppercase tracking-wide text-muted-foreground">
        {t('moderation.title')}
      </h2>
      <div className="grid gap-1.5">
        <Label htmlFor={`${noteId}-status`}>{t('moderation.status')}</Label>
        <NativeSelect
          id={`${noteId}-status`}
          value={item.status.id}
          disabled={pending}
          onChange={async (event) => {
            const statusId = event.target.value
            const name =
              statuses.find((status) => status.id === statusId)?.name ?? t('moderation.theNewStatus')
            const saved = await run(
              () => setFeedbackStatusFn({ data: { ...scope, statusId, comment: note.trim() || undefined } }),
              { success: t('moderation.movedTo', { name }), failure: t('moderation.statusFailed') },
            )
            if (saved) setNote('')
          }}
        >
          {statuses.map((status) => (
            <option key={status.id} value={status.id}>
              {status.name}
            </option>
          ))}
        </NativeSelect>
        {/* A hint-sized label, not the form's <Label> look. */}
        <label htmlFor={noteId} className="mt-1 text-xs text-muted-foreground">
          {t('moderation.note')}
        </label>
        <Textarea
          id={noteId}
          value={note}
          maxLength={COMMENT_MAX}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          placeholder={t('moderation.notePlaceholder')}
        />
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${noteId}-board`}>{t('moderation.board')}</Label>
        <NativeSelect
          id={`${noteId}-board`}
          value={item.board.id}
          disabled={pending}
          onChange={(event) => {
            const boardId = event.target.value
            const name = boards.find((board) => board.id === boardId)?.name ?? t('moderation.theBoard')
            void run(() => moveFeedbackFn({ data: { ...scope, boardId } }), {
              success: t('moderation.movedTo', { name }),
              failure: t('moderation.moveFailed'),
            })
          }}
        >
          {boards.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={pending}
          aria-pressed={item.commentsLocked}
          onClick={() =>
            void run(() => lockCommentsFn({ data: { ...scope, locked: !item.commentsLocked } }), {
              success: item.commentsLocked ? t('moderation.unlocked') : t('moderation.locked'),
              failure: t('moderation.lockFailed'),
            })
          }
        >
          {item.commentsLocked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
          {item.commentsLocked ? t('moderation.unlock') : t('moderation.lock')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setMerging(true)}>
          <GitMerge aria-hidden /> {t('merge.title')}
        </Button>
        {project.permissions['discussion.moderate'] ? (
          <StartDiscussionButton orgSlug={orgSlug} projectSlug={projectSlug} feedbackId={item.id} />
        ) : null}
        <DeleteFeedbackButton
          orgSlug={orgSlug}
          projectSlug={projectSlug}
          itemId={item.id}
          title={item.title}
        />
      </div>
      <MergeDialog
        orgSlug={orgSlug}
        projectSlug={projectSlug}
        item={item}
        open={merging}
        onOpenChange={setMerging}
      />

      {item.mergedFrom.length > 0 ? (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-medium">{t('moderation.mergedInto')}</h3>
          <ul className="grid gap-1">
            {item.mergedFrom.map((merged) => (
              <li key={merged.id} className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate">{merged.title}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={pending}
                  aria-label={t('moderation.undoMergeOf', { title: merged.title })}
                  onClick={() =>
                    void run(
                      () => unmergeFeedbackFn({ data: { orgSlug, projectSlug, feedbackId: merged.id } }),
                      {
                        success: t('moderation.mergeUndone'),
                        failure: t('moderation.undoFailed'),
                      },
                    )
                  }
                >
                  {t('moderation.undoMerge')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <VoteOnBehalfForm orgSlug={orgSlug} projectSlug={projectSlug} itemId={item.id} />
    </Card>
  )
}

const onBehalfFormSchema = z.object({ identifier: voteOnBehalfSchema.shape.identifier })

/** Feedback heard elsewhere (a call, an e-mail): an editor adds the vote of the person who gave it. */
function VoteOnBehalfForm({
  orgSlug,
  projectSlug,
  itemId,
}: {
  orgSlug: string
  projectSlug: string
  itemId: string
}) {
  const queryClient = useQueryClient()
  const t = useT('feedbackAdmin')
  const form = useZodForm({
    schema: onBehalfFormSchema,
    defaultValues: { identifier: '' },
    onSubmit: async ({ identifier }) => {
      const result = await mutationQueue.run(() =>
        voteOnBehalfFn({ data: { orgSlug, projectSlug, feedbackId: itemId, identifier } }),
      )
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
      toast.success(t('moderation.voteAdded', { name: result.voter.name || result.voter.username }))
      form.reset({ identifier: '' })
    },
    errorMessage: t('moderation.voteFailed'),
  })
  return (
    <Form form={form} aria-label={t('moderation.onBehalf')} className="grid gap-2">
      <TextField
        name="identifier"
        label={t('moderation.onBehalf')}
        placeholder={t('moderation.onBehalfPlaceholder')}
        autoComplete="off"
        description={t('moderation.onBehalfHint')}
      />
      <SubmitButton size="sm" variant="outline" pendingLabel={t('common.adding')}>
        {t('moderation.addVote')}
      </SubmitButton>
    </Form>
  )
}
