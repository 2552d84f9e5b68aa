import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { CheckboxField, Form, SelectField, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { RichTextField } from '~/components/rich-text'
import { Card } from '~/components/ui/card'
import { mutationQueue } from '~/features/live/mutation-queue'
import { useProjectMentionSource } from '~/features/mentions/mentions.queries'
import { toast } from '~/lib/toast'
import { UPDATE_BODY_MAX, UPDATE_TITLE_MAX } from '~/lib/update-rules'
import type { UpdateView } from '../server/read.server'
import { createUpdateFn, editUpdateFn } from '../updates.functions'
import { updateKeys, updateLabelsQuery } from '../updates.queries'
import { updateFormSchema } from '../updates.schemas'
import { NewLabelControl } from './new-label-control'
import { ShippedFeedbackPicker } from './shipped-feedback-picker'

type UpdateEditorProps = { orgSlug: string; projectSlug: string; existing?: UpdateView }

/** `datetime-local` wants local time without a zone; the server gets an ISO instant. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** New update / edit update: save as draft, publish now, or schedule. */
export function UpdateEditor({ orgSlug, projectSlug, existing }: UpdateEditorProps) {
  const t = useT('updates')
  const { data: labels } = useSuspenseQuery(updateLabelsQuery(orgSlug, projectSlug))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const mentionSource = useProjectMentionSource(orgSlug, projectSlug)
  const [linked, setLinked] = React.useState(existing?.shipped.map(({ id, title }) => ({ id, title })) ?? [])
  const published = existing?.state === 'published'
  const form = useZodForm({
    schema: updateFormSchema,
    defaultValues: {
      title: existing?.title ?? '',
      body: existing?.body ?? '',
      labelId: existing?.label?.id ?? labels[0]?.id ?? '',
      itemIds: existing?.shipped.map((item) => item.id) ?? [],
      markComplete: existing?.markComplete ?? true,
      intent: published ? 'publish' : 'draft',
      publishAt: toLocalInput(existing?.publishAt),
    },
    onSubmit: async (values) => {
      const publishAt = values.publishAt ? new Date(values.publishAt).toISOString() : undefined
      const data = { orgSlug, projectSlug, ...values, publishAt, itemIds: linked.map((item) => item.id) }
      const saved = existing
        ? await mutationQueue.run(() => editUpdateFn({ data: { ...data, updateId: existing.id } }))
        : await mutationQueue.run(() => createUpdateFn({ data }))
      await queryClient.invalidateQueries({ queryKey: updateKeys.project(orgSlug, projectSlug) })
      toast.success(
        values.intent === 'publish'
          ? published
            ? t('editor.updateSaved')
            : t('editor.updatePublished')
          : values.intent === 'schedule'
            ? t('editor.updateScheduled')
            : t('editor.draftSaved'),
      )
      await navigate({
        to: '/@{$org}/$project/updates/$updateId',
        params: { org: orgSlug, project: projectSlug, updateId: saved.id },
      })
    },
    errorMessage: t('editor.failed'),
  })
  const intent = form.watch('intent')

  return (
    <Card className="mx-auto max-w-3xl p-5 sm:p-6">
      <h3 className="text-lg font-semibold">{existing ? t('editor.edit') : t('editor.new')}</h3>
      <Form
        form={form}
        aria-label={existing ? t('editor.edit') : t('editor.new')}
        className="mt-5 grid gap-4"
      >
        <TextField
          name="title"
          label={t('editor.title')}
          maxLength={UPDATE_TITLE_MAX}
          autoFocus={!existing}
        />
        <RichTextField
          name="body"
          label={t('editor.body')}
          maxLength={UPDATE_BODY_MAX}
          rows={10}
          mentionSource={mentionSource}
          attachments={{ target: { orgSlug, projectSlug, purpose: 'update' } }}
        />
        <SelectField name="labelId" label={t('editor.label')}>
          <option value="">{t('editor.noLabel')}</option>
          {labels.map((label) => (
            <option key={label.id} value={label.id}>
              {label.name}
            </option>
          ))}
        </SelectField>
        <NewLabelControl
          orgSlug={orgSlug}
          projectSlug={projectSlug}
          onCreated={(labelId) => form.setValue('labelId', labelId)}
        />
        <ShippedFeedbackPicker
          orgSlug={orgSlug}
          projectSlug={projectSlug}
          selected={linked}
          onChange={setLinked}
        />
        <CheckboxField
          name="markComplete"
          label={t('editor.markComplete')}
          description={t('editor.markCompleteHint')}
        />
        {published ? null : (
          <TextField
            name="publishAt"
            label={t('editor.publishAt')}
            type="datetime-local"
            description={t('editor.publishAtHint')}
          />
        )}
        <div className="flex flex-wrap items-center justify-end gap-2">
          {published ? (
            <SubmitButton
              onClick={() => form.setValue('intent', 'publish')}
              pendingLabel={t('editor.saving')}
            >
              {t('editor.saveChanges')}
            </SubmitButton>
          ) : (
            <>
              <SubmitButton
                variant="outline"
                onClick={() => form.setValue('intent', 'draft')}
                pendingLabel={intent === 'draft' ? t('editor.saving') : undefined}
              >
                {t('editor.saveDraft')}
              </SubmitButton>
              <SubmitButton
                variant="outline"
                onClick={() => form.setValue('intent', 'schedule')}
                pendingLabel={intent === 'schedule' ? t('editor.scheduling') : undefined}
              >
                {t('editor.schedule')}
              </SubmitButton>
              <SubmitButton
                onClick={() => form.setValue('intent', 'publish')}
                pendingLabel={intent === 'publish' ? t('editor.publishing') : undefined}
              >
                {t('editor.publishNow')}
              </SubmitButton>
            </>
          )}
        </div>
      </Form>
    </Card>
  )
}
