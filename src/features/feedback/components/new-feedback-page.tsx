import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { Form, SelectField, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { RichTextField } from '~/components/rich-text'
import { Card } from '~/components/ui/card'
import { EmptyState, Loading } from '~/components/ui/query-states'
import { useViewer } from '~/features/auth/use-viewer'
import { mutationQueue } from '~/features/live/mutation-queue'
import { useProjectMentionSource } from '~/features/mentions/mentions.queries'
import { DETAILS_MAX, TITLE_MAX } from '~/lib/feedback-rules'
import { toast } from '~/lib/toast'
import { publicActorId } from '~/lib/viewer'
import { createFeedbackFn } from '../feedback.functions'
import { feedbackKeys, feedbackSetupQuery } from '../feedback.queries'
import { feedbackFormSchema } from '../feedback.schemas'
import { SimilarFeedback } from './similar-feedback'

type NewFeedbackPageProps = { orgSlug: string; projectSlug: string; boardId?: string }

// Only for visitors who are not signed in, on a project with a board that takes their posts.
const LazyAnonymousNewFeedback = React.lazy(() =>
  import('./anonymous-posting').then((module) => ({ default: module.AnonymousNewFeedback })),
)

export function NewFeedbackPage(props: NewFeedbackPageProps) {
  const { orgSlug, projectSlug, boardId } = props
  const { data: setup } = useSuspenseQuery(feedbackSetupQuery(orgSlug, projectSlug))
  const t = useT('feedback')
  const viewer = useViewer()
  if (!publicActorId(viewer)) {
    return (
      <React.Suspense fallback={<Loading>{t('new.loading')}</Loading>}>
        <LazyAnonymousNewFeedback
          orgSlug={orgSlug}
          projectSlug={projectSlug}
          boards={setup.boards.filter((board) => board.anonymousPosts)}
          boardId={boardId}
        />
      </React.Suspense>
    )
  }
  return <SignedInNewFeedback {...props} />
}

function SignedInNewFeedback({ orgSlug, projectSlug, boardId }: NewFeedbackPageProps) {
  const { data: setup } = useSuspenseQuery(feedbackSetupQuery(orgSlug, projectSlug))
  const t = useT('feedback')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const mentionSource = useProjectMentionSource(orgSlug, projectSlug)
  const preselected = setup.boards.find((board) => board.id === boardId) ?? setup.boards[0]
  const form = useZodForm({
    schema: feedbackFormSchema,
    defaultValues: { title: '', details: '', boardId: preselected?.id ?? '' },
    onSubmit: async (values) => {
      const created = await mutationQueue.run(() =>
        createFeedbackFn({ data: { orgSlug, projectSlug, ...values } }),
      )
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
      toast.success(t('new.posted'))
      await navigate({
        to: '/@{$org}/$project/feedback/$feedbackId',
        params: { org: orgSlug, project: projectSlug, feedbackId: created.id },
      })
    },
    errorMessage: t('new.failed'),
  })
  const title = form.watch('title') ?? ''

  if (setup.boards.length === 0) {
    return (
      <Card>
        <EmptyState title={t('new.noBoard')}>{t('new.noBoardHint')}</EmptyState>
      </Card>
    )
  }

  return (
    <Card className="mx-auto max-w-2xl p-5 sm:p-6">
      <h3 className="text-lg font-semibold">{t('new.title')}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{t('new.intro')}</p>
      <Form form={form} aria-label={t('new.title')} className="mt-5 grid gap-4">
        <TextField name="title" label={t('field.title')} maxLength={TITLE_MAX} autoComplete="off" autoFocus />
        <SimilarFeedback orgSlug={orgSlug} projectSlug={projectSlug} title={title} />
        <RichTextField
          name="details"
          label={t('field.details')}
          maxLength={DETAILS_MAX}
          rows={7}
          placeholder={t('new.detailsPlaceholder')}
          mentionSource={mentionSource}
          attachments={{ target: { orgSlug, projectSlug, purpose: 'feedback' } }}
        />
        <SelectField name="boardId" label={t('field.board')}>
          {setup.boards.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
              {board.teamOnly ? ` (${t('new.teamOnly')})` : ''}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <Link
            to="/@{$org}/$project/feedback"
            params={{ org: orgSlug, project: projectSlug }}
            className="text-sm text-muted-foreground underline underline-offset-2 hover:text-foreground"
          >
            {t('action.cancel')}
          </Link>
          <SubmitButton pendingLabel={t('new.submitting')}>{t('new.submit')}</SubmitButton>
        </div>
      </Form>
    </Card>
  )
}
