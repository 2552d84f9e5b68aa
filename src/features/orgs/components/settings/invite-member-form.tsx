import { authOrThrow, Form, SelectField, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { Card } from '~/components/ui/card'
import { authClient } from '~/features/auth/auth-client'
import { toast } from '~/lib/toast'
import { inviteMemberSchema } from '../../orgs.schemas'
import type { OrganizationDetails } from '../../orgs.server'
import { TeamChoicesField } from '../team-choices-field'
import { ROLE_ORDER, roleHint, roleLabel } from './role-labels'

/** A format example: the same address in every language. */
const EMAIL_EXAMPLE = 'name@example.com'

export function InviteMemberForm({
  organization,
  onInvited,
}: {
  organization: OrganizationDetails
  onInvited: () => Promise<void>
}) {
  const t = useT('orgs')
  // Only owners may hand out the owner role (Better Auth refuses it to admins).
  const roles = ROLE_ORDER.filter((option) => option !== 'owner' || organization.viewerRole === 'owner')
  const form = useZodForm({
    schema: inviteMemberSchema,
    defaultValues: { email: '', role: 'member', teamIds: [] },
    errorMessage: t('invite.failed'),
    fieldOfMessage: (message) => (/already|email/i.test(message) ? 'email' : undefined),
    onSubmit: async ({ email, role, teamIds }) => {
      await authOrThrow(
        authClient.organization.inviteMember({
          organizationId: organization.id,
          email,
          role,
          // Accepting puts them in these teams.
          ...(teamIds.length > 0 ? { teamId: teamIds } : {}),
        }),
      )
      await onInvited()
      toast.success(t('invite.sent', { email }))
      form.reset({ email: '', role, teamIds: [] })
    },
  })
  const role = form.watch('role') ?? 'member'

  return (
    <Card className="p-4 sm:p-6">
      <Form form={form} aria-label={t('invite.formLabel')} className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <TextField
            name="email"
            label={t('invite.email')}
            type="email"
            autoComplete="off"
            placeholder={EMAIL_EXAMPLE}
          />
          <SelectField
            name="role"
            label={t('invite.role')}
            id="invite-role"
            className="content-start"
            aria-describedby="invite-role-description"
          >
            {roles.map((option) => (
              <option key={option} value={option}>
                {t(roleLabel[option])}
              </option>
            ))}
          </SelectField>
        </div>
        <p id="invite-role-description" className="-mt-1 text-xs text-muted-foreground">
          {t(roleHint[role])}
        </p>
        <TeamChoicesField
          orgSlug={organization.slug}
          name="teamIds"
          legend={t('invite.teams')}
          description={t('invite.teamsHint')}
        />
        <SubmitButton pendingLabel={t('invite.sending')} className="justify-self-end">
          {t('invite.submit')}
        </SubmitButton>
      </Form>
    </Card>
  )
}
