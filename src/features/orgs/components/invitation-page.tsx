import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Clock, MailX } from 'lucide-react'
import * as React from 'react'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { RelativeTime } from '~/components/ui/relative-time'
import { Skeleton } from '~/components/ui/skeleton'
import { authClient } from '~/features/auth/auth-client'
import { parseOrgRole } from '~/lib/access-policy'
import { dataOrThrow, messageOf } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { explainInvitationFn } from '../orgs.functions'
import { orgKeys } from '../orgs.queries'
import type { InvitationExplanation } from '../orgs.server'
import { OrganizationAvatar } from './organization-avatar'
import { roleNameOf } from './settings/role-labels'

type OpenInvitation = {
  id: string
  email: string
  role: string
  expiresAt: Date | string
  organizationName: string
  organizationSlug: string
  inviterEmail: string
}

type InvitationLookup =
  | { open: true; invitation: OpenInvitation }
  | { open: false; message: string | null; explanation: InvitationExplanation | null }

/**
 * Better Auth decides whether the invitation can be answered; when it cannot, its message alone ("Invitation
 * not found") does not say why, so we ask our server what became of it.
 */
async function lookUpInvitation(invitationId: string): Promise<InvitationLookup> {
  const result = await authClient.organization.getInvitation({ query: { id: invitationId } })
  if (!result.error) return { open: true, invitation: result.data as OpenInvitation }
  const explanation = await explainInvitationFn({ data: { id: invitationId } }).catch(() => null)
  return {
    open: false,
    // No message of its own: the page says the invitation cannot be opened.
    message: result.error.message || null,
    explanation,
  }
}

export function InvitationPage({ invitationId }: { invitationId: string }) {
  const t = useT('orgs')
  const errorText = useErrorText()
  const lookup = useQuery({
    queryKey: orgKeys.invitation(invitationId),
    queryFn: () => lookUpInvitation(invitationId),
    retry: false,
  })

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
      {lookup.isPending ? (
        <InvitationSkeleton />
      ) : lookup.isError ? (
        <InvitationMessage
          title={t('invitation.loadFailed')}
          body={errorText(messageOf(lookup.error, 'Something went wrong!'))}
          action={
            <Button variant="outline" onClick={() => lookup.refetch()}>
              {t('invitation.tryAgain')}
            </Button>
          }
        />
      ) : lookup.data.open ? (
        <OpenInvitationCard invitation={lookup.data.invitation} onStale={() => lookup.refetch()} />
      ) : (
        <ClosedInvitation message={lookup.data.message} explanation={lookup.data.explanation} />
      )}
    </div>
  )
}

function OpenInvitationCard({ invitation, onStale }: { invitation: OpenInvitation; onStale: () => void }) {
  const t = useT('orgs')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [busy, setBusy] = React.useState<'accept' | 'decline' | null>(null)
  const role = parseOrgRole(invitation.role) ?? invitation.role
  const slug = invitation.organizationSlug

  const accept = async () => {
    setBusy('accept')
    try {
      dataOrThrow(
        await authClient.organization.acceptInvitation({ invitationId: invitation.id }),
        t('invitation.acceptFailed'),
      )
      await queryClient.invalidateQueries({ queryKey: orgKeys.teamList() })
      // The organisation may be cached from a visit as an outsider: its role and permissions changed.
      queryClient.removeQueries({ queryKey: orgKeys.bySlug(slug) })
      toast.success(t('invitation.welcome', { team: invitation.organizationName }))
      await navigate({ to: '/@{$org}', params: { org: slug }, replace: true })
    } catch (error) {
      toast.error(errorText(messageOf(error, t('invitation.acceptFailed'))))
      onStale()
    } finally {
      setBusy(null)
    }
  }

  const decline = async () => {
    setBusy('decline')
    try {
      dataOrThrow(
        await authClient.organization.rejectInvitation({ invitationId: invitation.id }),
        t('invitation.declineFailed'),
      )
      toast.success(t('invitation.declined', { team: invitation.organizationName }))
      await navigate({ to: '/home', replace: true })
    } catch (error) {
      toast.error(errorText(messageOf(error, t('invitation.declineFailed'))))
      onStale()
    } finally {
      setBusy(null)
    }
  }

  return (
    <Card className="p-6 text-center sm:p-8" data-testid="invitation">
      <OrganizationAvatar size={14} name={invitation.organizationName} logo={null} className="mx-auto" />
      <h1 className="mt-4 text-xl font-semibold tracking-tight">
        {t('invitation.join', { team: invitation.organizationName })}
      </h1>
      <p className="mt-2 text-muted-foreground">
        {richText(t('invitation.invitedAs', { kind: role }), {
          inviter: <span className="font-medium text-foreground">{invitation.inviterEmail}</span>,
          role: <span className="font-medium text-foreground">{roleNameOf(t, role)}</span>,
        })}
      </p>
      <p className="mt-3 text-xs text-muted-foreground">
        <Clock className="me-1 inline size-3.5 align-[-0.2em]" aria-hidden />
        {richText(t('invitation.forAddress'), {
          email: <span className="break-all">{invitation.email}</span>,
          time: <RelativeTime iso={new Date(invitation.expiresAt).toISOString()} />,
        })}
      </p>
      <div className="mt-6 grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={decline} disabled={busy !== null}>
          {busy === 'decline' ? t('invitation.declining') : t('invitation.decline')}
        </Button>
        <Button onClick={accept} disabled={busy !== null} className="sm:order-last">
          {busy === 'accept' ? t('invitation.joining') : t('invitation.accept')}
        </Button>
      </div>
    </Card>
  )
}

function ClosedInvitation({
  message,
  explanation,
}: {
  message: string | null
  explanation: InvitationExplanation | null
}) {
  const t = useT('orgs')
  const errorText = useErrorText()
  const refusal = message === null ? null : errorText(message)
  const homeLink = (
    <Button asChild variant="outline">
      <Link to="/home">{t('invitation.goHome')}</Link>
    </Button>
  )
  if (!explanation || explanation.state === 'unknown') {
    return (
      <InvitationMessage
        title={refusal ?? t('invitation.cannotOpen')}
        body={t('invitation.unknownBody')}
        action={homeLink}
      />
    )
  }
  if (explanation.state === 'not-recipient') {
    return (
      <InvitationMessage
        title={t('invitation.notRecipientTitle')}
        body={t('invitation.notRecipientBody', { email: explanation.signedInAs })}
        detail={refusal ?? t('invitation.cannotOpen')}
        action={
          <Button asChild variant="outline">
            <Link to="/sign-out">{t('invitation.signOut')}</Link>
          </Button>
        }
      />
    )
  }
  const team = explanation.organizationName
  const teamLink = explanation.isMember ? (
    <Button asChild>
      <Link to="/@{$org}" params={{ org: explanation.organizationSlug }}>
        {t('invitation.goToTeam', { team })}
      </Link>
    </Button>
  ) : (
    homeLink
  )
  switch (explanation.state) {
    case 'accepted':
      return (
        <InvitationMessage
          title={t('invitation.acceptedTitle')}
          body={
            explanation.isMember ? t('invitation.acceptedMember', { team }) : t('invitation.acceptedOnce')
          }
          action={teamLink}
        />
      )
    case 'expired':
      return (
        <InvitationMessage
          title={t('invitation.expiredTitle')}
          body={richText(t('invitation.expiredBody', { team }), {
            time: <RelativeTime iso={explanation.expiresAt} />,
          })}
          action={teamLink}
        />
      )
    case 'declined':
      return (
        <InvitationMessage
          title={t('invitation.declinedTitle')}
          body={t('invitation.declinedBody', { team })}
          action={teamLink}
        />
      )
    case 'canceled':
      return (
        <InvitationMessage
          title={t('invitation.withdrawnTitle')}
          body={t('invitation.withdrawnBody', { team })}
          action={teamLink}
        />
      )
    default:
      // Still pending, yet Better Auth refused it (the inviter left the team, say): its message says why.
      return (
        <InvitationMessage
          title={t('invitation.unusableTitle')}
          body={refusal ?? t('invitation.cannotOpen')}
          action={teamLink}
        />
      )
  }
}

function InvitationMessage({
  title,
  body,
  detail,
  action,
}: {
  title: string
  body: React.ReactNode
  detail?: string
  action: React.ReactNode
}) {
  return (
    <Card className="p-6 text-center sm:p-8" data-testid="invitation-closed">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <MailX className="size-6" aria-hidden />
      </span>
      <h1 className="mt-4 text-xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">{body}</p>
      {detail ? <p className="mt-2 text-xs text-muted-foreground">{detail}</p> : null}
      <div className="mt-6 flex justify-center">{action}</div>
    </Card>
  )
}

function InvitationSkeleton() {
  const t = useT('orgs')
  return (
    <Card
      className="grid justify-items-center gap-3 p-8"
      role="status"
      aria-busy="true"
      aria-label={t('invitation.loading')}
    >
      <Skeleton as="span" shape="tile" className="size-14" />
      <Skeleton as="span" className="h-5 w-48" />
      <Skeleton as="span" className="h-4 w-64 max-w-full" />
      <Skeleton as="span" className="mt-4 h-9 w-full" />
    </Card>
  )
}
