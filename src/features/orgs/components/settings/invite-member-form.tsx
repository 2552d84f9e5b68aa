import { authOrThrow, Form, SelectField, SubmitButton, TextField, useZodForm } from '~/components/form'
import { Card } from '~/components/ui/card'
import { authClient } from '~/features/auth/auth-client'
import { toast } from '~/lib/toast'
import { inviteMemberSchema } from '../../orgs.schemas'
import type { OrganizationDetails } from '../../orgs.server'
import { TeamChoicesField } from '../team-choices-field'
import { ROLE_ORDER, roleDescription, roleLabel } from './role-labels'

export function InviteMemberForm({
  organization,
  onInvited,
}: {
  organization: OrganizationDetails
  onInvited: () => Promise<void>
}) {
  // Only owners may hand out the owner role (Better Auth refuses it to admins).
  const roles = ROLE_ORDER.filter((option) => option !== 'owner' || organization.viewerRole === 'owner')
  const form = useZodForm({
    schema: inviteMemberSchema,
    defaultValues: { email: '', role: 'member', teamIds: [] },
    errorMessage: 'Could not send the invitation',
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
      toast.success(`Invitation sent to ${email}`)
      form.reset({ email: '', role, teamIds: [] })
    },
  })
  const role = form.watch('role') ?? 'member'

  return (
    <Card className="p-4 sm:p-6">
      <Form form={form} aria-label="Invite a member" className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <TextField
            name="email"
            label="Email address"
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
          />
          <SelectField
            name="role"
            label="Role"
            id="invite-role"
            className="content-start"
            aria-describedby="invite-role-description"
          >
            {roles.map((option) => (
              <option key={option} value={option}>
                {roleLabel[option]}
              </option>
            ))}
          </SelectField>
        </div>
        <p id="invite-role-description" className="-mt-1 text-xs text-muted-foreground">
          {roleLabel[role]}: {roleDescription[role].toLowerCase()}.
        </p>
        <TeamChoicesField
          orgSlug={organization.slug}
          name="teamIds"
          legend="Add to teams"
          description="Optional: they join these teams when they accept."
        />
        <SubmitButton pendingLabel="Sending…" className="justify-self-end">
          Send invitation
        </SubmitButton>
      </Form>
    </Card>
  )
}
