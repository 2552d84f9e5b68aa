import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { z } from 'zod'
import {
  CheckboxField,
  CheckboxListField,
  Form,
  SubmitButton,
  TextareaField,
  TextField,
  useZodForm,
} from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Dialog } from '~/components/ui/dialog'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { TeamChoicesField } from '~/features/orgs/components/team-choices-field'
import {
  CHAT_NAME_MAX,
  CHAT_PRIVATE_MEMBERS_MAX,
  CHAT_PRIVATE_TEAMS_MAX,
  CHAT_TOPIC_MAX,
} from '~/lib/chat-rules'
import { chatCandidatesQuery } from '../chat.queries'
import { chatNameSchema, chatTopicSchema } from '../chat.schemas'

/**
 * The chat form's fields: a private chat lists its members and the teams inside the organisation whose members
 * may read it too; an open one is for every member of the team.
 */
export const chatSettingsSchema = z.object({
  name: chatNameSchema,
  topic: chatTopicSchema,
  isPrivate: z.boolean(),
  memberIds: z.array(z.string()).max(CHAT_PRIVATE_MEMBERS_MAX, `At most ${CHAT_PRIVATE_MEMBERS_MAX} members`),
  teamIds: z.array(z.string()).max(CHAT_PRIVATE_TEAMS_MAX, `At most ${CHAT_PRIVATE_TEAMS_MAX} teams`),
})
export type ChatSettings = z.output<typeof chatSettingsSchema>

type ChatFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  orgSlug: string
  projectSlug: string
  defaultValues: ChatSettings
  /** The viewer is always in a private chat they make; they are not offered as a choice. */
  viewerId: string
  submitLabel: string
  pendingLabel: string
  /** Throw to refuse: the form shows the server's message. */
  onSubmit: (values: ChatSettings) => Promise<void>
}

/** New chat and chat settings: name, topic, and who may read it. */
export function ChatFormDialog({
  open,
  onOpenChange,
  title,
  description,
  orgSlug,
  projectSlug,
  defaultValues,
  viewerId,
  submitLabel,
  pendingLabel,
  onSubmit,
}: ChatFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <ChatForm
        label={title}
        orgSlug={orgSlug}
        projectSlug={projectSlug}
        defaultValues={defaultValues}
        viewerId={viewerId}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        onSubmit={onSubmit}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  )
}

function ChatForm({
  label,
  orgSlug,
  projectSlug,
  defaultValues,
  viewerId,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: Omit<ChatFormDialogProps, 'open' | 'onOpenChange' | 'title' | 'description'> & {
  label: string
  onCancel: () => void
}) {
  const t = useT('chat')
  const form = useZodForm({
    schema: chatSettingsSchema,
    defaultValues,
    onSubmit,
    errorMessage: t('form.failed'),
  })
  return (
    <Form form={form} aria-label={label} className="grid gap-4">
      <TextField name="name" label={t('form.name')} maxLength={CHAT_NAME_MAX} autoComplete="off" />
      <TextareaField
        name="topic"
        label={t('form.topic')}
        rows={2}
        maxLength={CHAT_TOPIC_MAX}
        description={t('form.topicHint')}
      />
      <CheckboxField name="isPrivate" label={t('form.private')} description={t('form.privateHint')} />
      <MemberChoices orgSlug={orgSlug} projectSlug={projectSlug} viewerId={viewerId} />
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="h-9 cursor-pointer rounded-md border border-border bg-card px-4 text-sm font-medium hover:bg-muted"
        >
          {t('form.cancel')}
        </button>
        <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  )
}

function MemberChoices({
  orgSlug,
  projectSlug,
  viewerId,
}: {
  orgSlug: string
  projectSlug: string
  viewerId: string
}) {
  const t = useT('chat')
  const isPrivate = useWatch<ChatSettings, 'isPrivate'>({ name: 'isPrivate' })
  const candidates = useQuery({ ...chatCandidatesQuery(orgSlug, projectSlug), enabled: isPrivate })
  if (!isPrivate) return null
  const people = (candidates.data ?? []).filter((person) => person.id !== viewerId)
  return (
    <div className="grid gap-4">
      <TeamChoicesField
        orgSlug={orgSlug}
        name="teamIds"
        legend={t('form.teams')}
        description={t('form.teamsHint')}
      />
      {candidates.isPending ? (
        <Loading line>{t('form.loadingTeam')}</Loading>
      ) : candidates.isError ? (
        <LoadError line message={t('form.teamFailed')} />
      ) : people.length === 0 ? (
        <EmptyState line title={t('form.nobody')} />
      ) : (
        <CheckboxListField
          name="memberIds"
          legend={t('form.members')}
          description={t('form.membersHint')}
          options={people.map((person) => ({
            value: person.id,
            label: (
              <>
                <UserAvatar size={6} name={person.name} image={person.image} />
                <span className="min-w-0 truncate">{person.name}</span>
              </>
            ),
            detail: person.username ? `@${person.username}` : undefined,
          }))}
        />
      )}
    </div>
  )
}
