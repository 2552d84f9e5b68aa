import { useWatch } from 'react-hook-form'
import { CheckboxField, Form, SubmitButton, TextareaField, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { TeamChoicesField } from '~/features/orgs/components/team-choices-field'
import { BOARD_DESCRIPTION_MAX, BOARD_NAME_MAX } from '~/lib/feedback-rules'
import { type BoardFormValues, boardFormSchema } from '../feedback.schemas'
import { ColorField } from './board-color-field'

type BoardFormProps = {
  /** The form's accessible name, e.g. "New board". */
  label: string
  defaultValues: BoardFormValues
  orgName: string
  /** The organisation, whose teams a team-only board may be limited to. */
  orgSlug: string
  submitLabel: string
  pendingLabel: string
  /** Throw to refuse: the form shows the server's message on its field or as a toast. */
  onSubmit: (values: BoardFormValues) => Promise<void>
  errorMessage: string
}

/** The fields of a board, shared by the new-board and edit-board pages. */
export function BoardForm({
  label,
  defaultValues,
  orgName,
  orgSlug,
  submitLabel,
  pendingLabel,
  onSubmit,
  errorMessage,
}: BoardFormProps) {
  const t = useT('feedbackAdmin')
  const form = useZodForm({
    schema: boardFormSchema,
    defaultValues,
    // Teams limit only a team-only board: an open board sends none.
    onSubmit: (values) => onSubmit(values.teamOnly ? values : { ...values, teamIds: [] }),
    errorMessage,
  })
  return (
    <Form form={form} aria-label={label} className="grid gap-4">
      <TextField name="name" label={t('common.name')} maxLength={BOARD_NAME_MAX} autoComplete="off" />
      <TextareaField
        name="description"
        label={t('boardForm.description')}
        rows={3}
        maxLength={BOARD_DESCRIPTION_MAX}
        description={t('boardForm.descriptionHint')}
      />
      <ColorField idPrefix="board" />
      <CheckboxField
        name="teamOnly"
        label={t('boardForm.teamOnly')}
        description={t('boardForm.teamOnlyHint', { org: orgName })}
      />
      <BoardTeams orgSlug={orgSlug} orgName={orgName} />
      <CheckboxField
        name="anonymousVotes"
        label={t('boardForm.anonymousVotes')}
        description={t('boardForm.anonymousVotesHint')}
      />
      <CheckboxField
        name="anonymousPosts"
        label={t('boardForm.anonymousPosts')}
        description={t('boardForm.anonymousPostsHint')}
      />
      <AnonymousHold />
      <SubmitButton pendingLabel={pendingLabel} className="justify-self-start">
        {submitLabel}
      </SubmitButton>
    </Form>
  )
}

/** Holding anonymous posts for review only means something when the board accepts them. */
function AnonymousHold() {
  const t = useT('feedbackAdmin')
  const anonymousPosts = useWatch<BoardFormValues, 'anonymousPosts'>({ name: 'anonymousPosts' })
  if (!anonymousPosts) return null
  return (
    <div className="ps-6">
      <CheckboxField
        name="holdAnonymousPosts"
        label={t('boardForm.hold')}
        description={t('boardForm.holdHint')}
      />
    </div>
  )
}

/** A team-only board may be limited to some teams inside the organisation; none chosen: every member. */
function BoardTeams({ orgSlug, orgName }: { orgSlug: string; orgName: string }) {
  const t = useT('feedbackAdmin')
  const teamOnly = useWatch<BoardFormValues, 'teamOnly'>({ name: 'teamOnly' })
  if (!teamOnly) return null
  return (
    <div className="ps-6">
      <TeamChoicesField
        orgSlug={orgSlug}
        name="teamIds"
        legend={t('boardForm.teams')}
        description={t('boardForm.teamsHint', { org: orgName })}
      />
    </div>
  )
}
