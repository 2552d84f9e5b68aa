import { Copy, RotateCw, X } from 'lucide-react'
import * as React from 'react'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { RelativeTime } from '~/components/ui/relative-time'
import { authClient } from '~/features/auth/auth-client'
import { parseOrgRole } from '~/lib/access-policy'
import { dataOrThrow, messageOf } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { roleLabel } from './role-labels'

export type PendingInvitation = {
  id: string
  email: string
  role: string
  status: string
  expiresAt: Date | string
  createdAt: Date | string
  /** Teams inside the organisation the person joins on accepting, comma-separated ids. */
  teamId?: string | null
}

export function InvitationRow({
  invitation,
  organizationId,
  teamNames,
  onChanged,
}: {
  invitation: PendingInvitation
  organizationId: string
  /** Names of the organisation's teams by id (those deleted since are left out). */
  teamNames: Map<string, string>
  onChanged: () => Promise<void>
}) {
  const t = useT('orgs')
  const errorText = useErrorText()
  const [busy, setBusy] = React.useState<'resend' | 'cancel' | null>(null)
  const expiresAt = new Date(invitation.expiresAt)
  const expired = expiresAt.getTime() < Date.now()
  const role = parseOrgRole(invitation.role)
  const teamIds = invitation.teamId ? invitation.teamId.split(',').filter(Boolean) : []
  const teams = teamIds.flatMap((id) => teamNames.get(id) ?? [])

  // Teams deleted since are left out (Better Auth refuses unknown ones); all of them until the names load.
  const resentTeams = teamNames.size > 0 ? teamIds.filter((id) => teamNames.has(id)) : teamIds

  const resend = async () => {
    setBusy('resend')
    try {
      dataOrThrow(
        await authClient.organization.inviteMember({
          organizationId,
          email: invitation.email,
          role: role ?? 'member',
          resend: true,
          // An expired invitation is answered with a new one: it keeps its teams only if named again.
          ...(resentTeams.length > 0 ? { teamId: resentTeams } : {}),
        }),
        t('invitations.resendFailed'),
      )
      // Better Auth renews a live invitation in place but answers an expired one with a new invitation;
      // cancel the old one so that the list shows one row per person.
      if (expired) await authClient.organization.cancelInvitation({ invitationId: invitation.id })
      await onChanged()
      toast.success(t('invitations.resent', { email: invitation.email }))
    } catch (error) {
      toast.error(errorText(messageOf(error, t('invitations.resendFailed'))))
    } finally {
      setBusy(null)
    }
  }

  const cancel = async () => {
    setBusy('cancel')
    try {
      dataOrThrow(
        await authClient.organization.cancelInvitation({ invitationId: invitation.id }),
        t('invitations.cancelFailed'),
      )
      await onChanged()
      toast.success(t('invitations.cancelled', { email: invitation.email }))
    } catch (error) {
      toast.error(errorText(messageOf(error, t('invitations.cancelFailed'))))
    } finally {
      setBusy(null)
    }
  }

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/invitations/${invitation.id}`)
      toast.success(t('invitations.copied'))
    } catch {
      toast.error(t('invitations.copyFailed'))
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 p-4" data-testid="invitation-row">
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate text-sm font-medium">{invitation.email}</p>
        <p className="text-xs text-muted-foreground">
          {role ? t(roleLabel[role]) : invitation.role} ·{' '}
          {teams.length > 0 ? <>{teams.join(', ')} · </> : null}
          {expired ? (
            <span className="text-destructive">
              {richText(t('invitations.expired'), { time: <RelativeTime iso={expiresAt.toISOString()} /> })}
            </span>
          ) : (
            richText(t('invitations.expires'), { time: <RelativeTime iso={expiresAt.toISOString()} /> })
          )}
        </p>
      </div>
      <div className="flex items-center gap-1">
        {expired ? null : (
          <Button
            variant="ghost"
            size="icon"
            onClick={copyLink}
            aria-label={t('invitations.copyFor', { email: invitation.email })}
            title={t('invitations.copy')}
          >
            <Copy />
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={resend} disabled={busy !== null}>
          <RotateCw aria-hidden />
          {busy === 'resend' ? t('invitations.sending') : t('invitations.resend')}
          <span className="sr-only"> {t('invitations.resendTo', { email: invitation.email })}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={cancel} disabled={busy !== null}>
          <X aria-hidden />
          {busy === 'cancel' ? t('invitations.cancelling') : t('invitations.cancel')}
          <span className="sr-only"> {t('invitations.cancelTo', { email: invitation.email })}</span>
        </Button>
      </div>
    </li>
  )
}
