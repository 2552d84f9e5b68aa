import { useWatch } from 'react-hook-form'
import { CheckboxField, Form, SubmitButton, TextareaField, TextField, useZodForm } from '~/components/form'
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
  const form = useZodForm({
    schema: boardFormSchema,
    defaultValues,
    // Teams limit only a team-only board: an open board sends none.
    onSubmit: (values) => onSubmit(values.teamOnly ? values : { ...values, teamIds: [] }),
    errorMessage,
  })
  return (
    <Form form={form} aria-label={label} className="grid gap-4">
      <TextField name="name" label="Name" maxLength={BOARD_NAME_MAX} autoComplete="off" />
      <TextareaField
        name="description"
        label="Description"
        rows={3}
        maxLength={BOARD_DESCRIPTION_MAX}
        description="One sentence on what belongs here. Shown on the board list and above its items."
      />
      <ColorField idPrefix="board" />
      <CheckboxField
        name="teamOnly"
        label="Team only"
        description={`Only members of ${orgName} see this board and its items, even when the project is public.`}
      />
      <BoardTeams orgSlug={orgSlug} orgName={orgName} />
      <CheckboxField
        name="anonymousVotes"
        label="Anonymous votes"
        description="Visitors who are not signed in may vote (on a public project). Each vote answers a small challenge in their browser and is limited per visitor and network; when they sign up, their votes become theirs."
      />
      <CheckboxField
        name="anonymousPosts"
        label="Anonymous posts and comments"
        description="Visitors who are not signed in may post feedback and comment here (on a public project), as “Anonymous” or under a pseudonym they give. Each post answers the same challenge and limits as a vote; when they sign up, their posts become theirs."
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
  const anonymousPosts = useWatch<BoardFormValues, 'anonymousPosts'>({ name: 'anonymousPosts' })
  if (!anonymousPosts) return null
  return (
    <div className="pl-6">
      <CheckboxField
        name="holdAnonymousPosts"
        label="Hold anonymous posts and comments for moderation"
        description="Nobody else sees them until an owner or admin approves them from the feedback list's “Held for review” queue."
      />
    </div>
  )
}

/** A team-only board may be limited to some teams inside the organisation; none chosen: every member. */
function BoardTeams({ orgSlug, orgName }: { orgSlug: string; orgName: string }) {
  const teamOnly = useWatch<BoardFormValues, 'teamOnly'>({ name: 'teamOnly' })
  if (!teamOnly) return null
  return (
    <div className="pl-6">
      <TeamChoicesField
        orgSlug={orgSlug}
        name="teamIds"
        legend="Only these teams"
        description={`Optional. Leave all unticked for every member of ${orgName}. Owners and admins always see it.`}
      />
    </div>
  )
}
