import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Clock, MailX } from 'lucide-react'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { RelativeTime } from '~/components/ui/relative-time'
import { authClient } from '~/features/auth/auth-client'
import { parseOrgRole } from '~/lib/access-policy'
import { dataOrThrow, messageOf } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { explainInvitationFn } from '../orgs.functions'
import { orgKeys } from '../orgs.queries'
import type { InvitationExplanation } from '../orgs.server'
import { OrganizationAvatar } from './organization-avatar'

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
  | { open: false; message: string; explanation: InvitationExplanation | null }

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
    message: result.error.message || 'This invitation cannot be opened.',
    explanation,
  }
}

export function InvitationPage({ invitationId }: { invitationId: string }) {
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
          title="Could not load the invitation"
          body={messageOf(lookup.error, 'Something went wrong!')}
          action={
            <Button variant="outline" onClick={() => lookup.refetch()}>
              Try again
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
        'Could not accept the invitation',
      )
      await queryClient.invalidateQueries({ queryKey: orgKeys.teamList() })
      // The organisation may be cached from a visit as an outsider: its role and permissions changed.
      queryClient.removeQueries({ queryKey: orgKeys.bySlug(slug) })
      toast.success(`Welcome to ${invitation.organizationName}`)
      await navigate({ to: '/@{$org}', params: { org: slug }, replace: true })
    } catch (error) {
      toast.error(messageOf(error, 'Could not accept the invitation'))
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
        'Could not decline the invitation',
      )
      toast.success(`You declined the invitation to ${invitation.organizationName}`)
      await navigate({ to: '/home', replace: true })
    } catch (error) {
      toast.error(messageOf(error, 'Could not decline the invitation'))
      onStale()
    } finally {
      setBusy(null)
    }
  }

  return (
    <Card className="p-6 text-center sm:p-8" data-testid="invitation">
      <OrganizationAvatar size={14} name={invitation.organizationName} logo={null} className="mx-auto" />
      <h1 className="mt-4 text-xl font-semibold tracking-tight">Join {invitation.organizationName}</h1>
      <p className="mt-2 text-muted-foreground">
        <span className="font-medium text-foreground">{invitation.inviterEmail}</span> invited you to join as{' '}
        {role === 'admin' || role === 'owner' ? 'an' : 'a'}{' '}
        <span className="font-medium text-foreground">{role}</span>.
      </p>
      <p className="mt-3 text-xs text-muted-foreground">
        <Clock className="mr-1 inline size-3.5 align-[-0.2em]" aria-hidden />
        For <span className="break-all">{invitation.email}</span> · expires{' '}
        <RelativeTime iso={new Date(invitation.expiresAt).toISOString()} />
      </p>
      <div className="mt-6 grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={decline} disabled={busy !== null}>
          {busy === 'decline' ? 'Declining…' : 'Decline'}
        </Button>
        <Button onClick={accept} disabled={busy !== null} className="sm:order-last">
          {busy === 'accept' ? 'Joining…' : 'Accept invitation'}
        </Button>
      </div>
    </Card>
  )
}

function ClosedInvitation({
  message,
  explanation,
}: {
  message: string
  explanation: InvitationExplanation | null
}) {
  const homeLink = (
    <Button asChild variant="outline">
      <Link to="/home">Go to your home page</Link>
    </Button>
  )
  if (!explanation || explanation.state === 'unknown') {
    return (
      <InvitationMessage
        title={message}
        body="The link may be incomplete, or the invitation was deleted together with its team."
        action={homeLink}
      />
    )
  }
  if (explanation.state === 'not-recipient') {
    return (
      <InvitationMessage
        title="This invitation is for someone else"
        body={`You are signed in as ${explanation.signedInAs}. Sign in with the address the invitation was sent to.`}
        detail={message}
        action={
          <Button asChild variant="outline">
            <Link to="/sign-out">Sign out</Link>
          </Button>
        }
      />
    )
  }
  const team = explanation.organizationName
  const teamLink = explanation.isMember ? (
    <Button asChild>
      <Link to="/@{$org}" params={{ org: explanation.organizationSlug }}>
        Go to {team}
      </Link>
    </Button>
  ) : (
    homeLink
  )
  switch (explanation.state) {
    case 'accepted':
      return (
        <InvitationMessage
          title="This invitation has already been accepted"
          body={explanation.isMember ? `You are a member of ${team}.` : `It can be used only once.`}
          action={teamLink}
        />
      )
    case 'expired':
      return (
        <InvitationMessage
          title="This invitation has expired"
          body={
            <>
              It expired <RelativeTime iso={explanation.expiresAt} />. Ask someone in {team} to send you a new
              one.
            </>
          }
          action={teamLink}
        />
      )
    case 'declined':
      return (
        <InvitationMessage
          title="You declined this invitation"
          body={`To join ${team} now, ask someone in it to invite you again.`}
          action={teamLink}
        />
      )
    case 'canceled':
      return (
        <InvitationMessage
          title="This invitation was withdrawn"
          body={`Someone in ${team} cancelled it. Ask them to invite you again if this was a mistake.`}
          action={teamLink}
        />
      )
    default:
      // Still pending, yet Better Auth refused it (the inviter left the team, say): its message says why.
      return <InvitationMessage title="This invitation cannot be used" body={message} action={teamLink} />
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
  return (
    <Card
      className="grid justify-items-center gap-3 p-8"
      role="status"
      aria-busy="true"
      aria-label="Loading invitation"
    >
      <span className="size-14 animate-pulse rounded-lg bg-muted" />
      <span className="h-5 w-48 animate-pulse rounded bg-muted" />
      <span className="h-4 w-64 max-w-full animate-pulse rounded bg-muted" />
      <span className="mt-4 h-9 w-full animate-pulse rounded bg-muted" />
    </Card>
  )
}
