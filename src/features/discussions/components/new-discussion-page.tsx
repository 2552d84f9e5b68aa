import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Form, SelectField, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { RichTextField } from '~/components/rich-text'
import { Card } from '~/components/ui/card'
import { EmptyState } from '~/components/ui/query-states'
import { mutationQueue } from '~/features/live/mutation-queue'
import { useProjectMentionSource } from '~/features/mentions/mentions.queries'
import { DISCUSSION_BODY_MAX, DISCUSSION_TITLE_MAX } from '~/lib/discussion-rules'
import { toast } from '~/lib/toast'
import { discussionKeys } from '../discussion-keys'
import { createThreadFn } from '../discussions.functions'
import { discussionSetupQuery } from '../discussions.queries'
import { newThreadFormSchema } from '../discussions.schemas'

type NewDiscussionPageProps = { orgSlug: string; projectSlug: string; categoryId?: string }

/** "New discussion": title, body (markdown with @mentions) and category. */
export function NewDiscussionPage({ orgSlug, projectSlug, categoryId }: NewDiscussionPageProps) {
  const t = useT('discussions')
  const { data: setup } = useSuspenseQuery(discussionSetupQuery(orgSlug, projectSlug))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const mentionSource = useProjectMentionSource(orgSlug, projectSlug)
  // Announcements-type categories are for owners and admins; the server refuses the rest too.
  const categories = setup.categories.filter(
    (category) => !category.editorsOnly || setup.permissions.canModerate,
  )
  const preselected = categories.find((category) => category.id === categoryId) ?? categories[0]
  const form = useZodForm({
    schema: newThreadFormSchema,
    defaultValues: { title: '', body: '', categoryId: preselected?.id ?? '' },
    onSubmit: async (values) => {
      const created = await mutationQueue.run(() =>
        createThreadFn({ data: { orgSlug, projectSlug, ...values } }),
      )
      await queryClient.invalidateQueries({ queryKey: discussionKeys.project(orgSlug, projectSlug) })
      toast.success(t('new.started'))
      await navigate({
        to: '/@{$org}/$project/discussions/$discussionId',
        params: { org: orgSlug, project: projectSlug, discussionId: created.id },
      })
    },
    errorMessage: t('new.failed'),
  })

  if (!setup.permissions.canCreate || categories.length === 0) {
    return (
      <Card>
        <EmptyState title={t('new.cannotTitle')}>
          {categories.length === 0 ? t('new.noCategory') : t('new.askAdmin')}
        </EmptyState>
      </Card>
    )
  }

  const chosen = setup.categories.find((category) => category.id === form.watch('categoryId'))
  return (
    <Card className="mx-auto max-w-2xl p-5 sm:p-6">
      <h3 className="text-lg font-semibold">{t('common.newDiscussion')}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{t('new.intro')}</p>
      <Form form={form} aria-label={t('common.newDiscussion')} className="mt-5 grid gap-4">
        <TextField
          name="title"
          label={t('common.title')}
          maxLength={DISCUSSION_TITLE_MAX}
          autoComplete="off"
          autoFocus
        />
        <RichTextField
          name="body"
          label={t('new.body')}
          maxLength={DISCUSSION_BODY_MAX}
          rows={8}
          placeholder={t('new.bodyPlaceholder')}
          mentionSource={mentionSource}
          attachments={{ target: { orgSlug, projectSlug, purpose: 'discussion' } }}
        />
        <SelectField name="categoryId" label={t('common.category')}>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.emoji} {category.name}
            </option>
          ))}
        </SelectField>
        {chosen?.description ? (
          <p className="-mt-2 text-sm text-muted-foreground">{chosen.description}</p>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <Link
            to="/@{$org}/$project/discussions"
            params={{ org: orgSlug, project: projectSlug }}
            className="text-sm text-muted-foreground underline underline-offset-2 hover:text-foreground"
          >
            {t('common.cancel')}
          </Link>
          <SubmitButton pendingLabel={t('common.starting')}>{t('common.startDiscussion')}</SubmitButton>
        </div>
      </Form>
    </Card>
  )
}
