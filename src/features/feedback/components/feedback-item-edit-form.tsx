import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { RichTextField } from '~/components/rich-text'
import { Button } from '~/components/ui/button'
import { mutationQueue } from '~/features/live/mutation-queue'
import { useProjectMentionSource } from '~/features/mentions/mentions.queries'
import { DETAILS_MAX, TITLE_MAX } from '~/lib/feedback-rules'
import { toast } from '~/lib/toast'
import { updateFeedbackFn } from '../feedback.functions'
import { feedbackKeys } from '../feedback.queries'
import { detailsSchema, titleSchema } from '../feedback.schemas'
import type { FeedbackDetail } from '../server/item-detail.server'

const editSchema = z.object({ title: titleSchema, details: detailsSchema })

type EditFormProps = { orgSlug: string; projectSlug: string; item: FeedbackDetail; onDone: () => void }

/** Edits an item's title and details in place (its author or an editor). */
export function FeedbackItemEditForm({ orgSlug, projectSlug, item, onDone }: EditFormProps) {
  const t = useT('feedback')
  const queryClient = useQueryClient()
  const mentionSource = useProjectMentionSource(orgSlug, projectSlug)
  const form = useZodForm({
    schema: editSchema,
    defaultValues: { title: item.title, details: item.details },
    onSubmit: async (values) => {
      await mutationQueue.run(() =>
        updateFeedbackFn({ data: { orgSlug, projectSlug, feedbackId: item.id, ...values } }),
      )
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
      toast.success(t('edit.saved'))
      onDone()
    },
    errorMessage: t('edit.failed'),
  })
  return (
    <Form form={form} aria-label={t('edit.formLabel')} className="grid gap-4">
      <TextField name="title" label={t('field.title')} maxLength={TITLE_MAX} autoFocus />
      <RichTextField
        name="details"
        label={t('field.details')}
        maxLength={DETAILS_MAX}
        rows={7}
        mentionSource={mentionSource}
        attachments={{ target: { orgSlug, projectSlug, purpose: 'feedback' } }}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('action.cancel')}
        </Button>
        <SubmitButton pendingLabel={t('action.saving')}>{t('edit.submit')}</SubmitButton>
      </div>
    </Form>
  )
}
