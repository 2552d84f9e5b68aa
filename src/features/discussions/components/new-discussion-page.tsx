import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Form, SelectField, SubmitButton, TextField, useZodForm } from '~/components/form'
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
      toast.success('Your discussion is started')
      await navigate({
        to: '/@{$org}/$project/discussions/$discussionId',
        params: { org: orgSlug, project: projectSlug, discussionId: created.id },
      })
    },
    errorMessage: 'Your discussion could not be started',
  })

  if (!setup.permissions.canCreate || categories.length === 0) {
    return (
      <Card>
        <EmptyState title="You cannot start a discussion here">
          {categories.length === 0
            ? 'The project has no category to post in yet.'
            : 'Ask an admin of the team.'}
        </EmptyState>
      </Card>
    )
  }

  const chosen = setup.categories.find((category) => category.id === form.watch('categoryId'))
  return (
    <Card className="mx-auto max-w-2xl p-5 sm:p-6">
      <h3 className="text-lg font-semibold">New discussion</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Ask a question, propose a decision, or share an idea with the team.
      </p>
      <Form form={form} aria-label="New discussion" className="mt-5 grid gap-4">
        <TextField name="title" label="Title" maxLength={DISCUSSION_TITLE_MAX} autoComplete="off" autoFocus />
        <RichTextField
          name="body"
          label="Body"
          maxLength={DISCUSSION_BODY_MAX}
          rows={8}
          placeholder="Give the context others need to chime in. (Markdown works; @ mentions people.)"
          mentionSource={mentionSource}
          attachments={{ target: { orgSlug, projectSlug, purpose: 'discussion' } }}
        />
        <SelectField name="categoryId" label="Category">
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
            Cancel
          </Link>
          <SubmitButton pendingLabel="Starting…">Start discussion</SubmitButton>
        </div>
      </Form>
    </Card>
  )
}
