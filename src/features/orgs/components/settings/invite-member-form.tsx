import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FormField } from '~/components/ui/form-field'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { authClient } from '~/features/auth/auth-client'
import type { OrgRole } from '~/lib/access-policy'
import { dataOrThrow, messageOf } from '~/lib/auth-result'
import type { OrganizationDetails } from '../../orgs.server'
import { ROLE_ORDER, roleDescription, roleLabel } from './role-labels'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function InviteMemberForm({
  organization,
  onInvited,
}: {
  organization: OrganizationDetails
  onInvited: () => Promise<void>
}) {
  const [email, setEmail] = React.useState('')
  const [role, setRole] = React.useState<OrgRole>('member')
  const [error, setError] = React.useState<string>()
  const [pending, setPending] = React.useState(false)
  // Only owners may hand out the owner role (Better Auth refuses it to admins).
  const roles = ROLE_ORDER.filter((option) => option !== 'owner' || organization.viewerRole === 'owner')

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!EMAIL_PATTERN.test(address)) {
      setError('Enter an email address like name@example.com')
      return
    }
    setError(undefined)
    setPending(true)
    try {
      dataOrThrow(
        await authClient.organization.inviteMember({ organizationId: organization.id, email: address, role }),
        'Could not send the invitation',
      )
      await onInvited()
      toast.success(`Invitation sent to ${address}`)
      setEmail('')
    } catch (failure) {
      const message = messageOf(failure, 'Could not send the invitation')
      if (/already|email/i.test(message)) setError(message)
      toast.error(message)
    } finally {
      setPending(false)
    }
  }

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={onSubmit} noValidate aria-label="Invite a member" className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <FormField
            label="Email address"
            name="email"
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setError(undefined)
            }}
            error={error}
          />
          <div className="grid content-start gap-1.5">
            <Label htmlFor="invite-role">Role</Label>
            <NativeSelect
              id="invite-role"
              value={role}
              onChange={(event) => setRole(event.target.value as OrgRole)}
              aria-describedby="invite-role-description"
            >
              {roles.map((option) => (
                <option key={option} value={option}>
                  {roleLabel[option]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id="invite-role-description" className="text-xs text-muted-foreground">
            {roleLabel[role]}: {roleDescription[role].toLowerCase()}.
          </p>
          <Button type="submit" disabled={pending}>
            {pending ? 'Sending…' : 'Send invitation'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
