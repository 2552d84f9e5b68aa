import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Monitor, Smartphone, Tablet } from 'lucide-react'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { authClient } from '~/features/auth/auth-client'
import { messageOf, orThrow } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { describeUserAgent, parseUserAgent } from '~/lib/user-agent'
import { adminKeys, adminUserSessionsQuery } from '../admin.queries'
import { type AdminSession, isoOf } from '../admin-user'
import { AdminSection } from './admin-section'

export function DeviceIcon({ userAgent }: { userAgent: string | null | undefined }) {
  const device = parseUserAgent(userAgent).device
  const Icon = device === 'mobile' ? Smartphone : device === 'tablet' ? Tablet : Monitor
  return <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
}

/** The user's sessions (POST /admin/list-user-sessions): revoke one, or all of them. */
export function UserSessionsSection({ userId }: { userId: string }) {
  const queryClient = useQueryClient()
  const query = useQuery(adminUserSessionsQuery(userId))
  const [pending, setPending] = React.useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.userSessions(userId) })

  const revoke = async (session: AdminSession) => {
    setPending(session.id)
    try {
      await orThrow(
        authClient.admin.revokeUserSession({ sessionToken: session.token }),
        'The session could not be revoked.',
      )
      await refresh()
      toast.success('Session revoked')
    } catch (error) {
      toast.error(messageOf(error, 'The session could not be revoked.'))
    } finally {
      setPending(null)
    }
  }

  const revokeAll = async () => {
    setPending('all')
    try {
      await orThrow(authClient.admin.revokeUserSessions({ userId }), 'The sessions could not be revoked.')
      await refresh()
      toast.success('All sessions revoked')
    } catch (error) {
      toast.error(messageOf(error, 'The sessions could not be revoked.'))
    } finally {
      setPending(null)
    }
  }

  const sessions = query.data ?? []
  return (
    <AdminSection
      title="Sessions"
      description="Where this user is signed in."
      action={
        sessions.length > 0 ? (
          <Button variant="outline" size="sm" disabled={pending !== null} onClick={revokeAll}>
            {pending === 'all' ? 'Revoking…' : 'Revoke all'}
          </Button>
        ) : null
      }
    >
      <div className="-mx-4 -mb-4 border-t border-border sm:-mx-6 sm:-mb-6">
        {query.isPending ? (
          <ListSkeleton rows={2} label="Loading sessions" />
        ) : query.isError ? (
          <LoadError
            title="Something went wrong!"
            retryLabel="Try Again"
            message={messageOf(query.error, 'The sessions could not be loaded.')}
            onRetry={() => void query.refetch()}
          />
        ) : sessions.length === 0 ? (
          <EmptyState title="No active sessions" />
        ) : (
          <ul className="divide-y divide-border" aria-label="User sessions">
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
                <DeviceIcon userAgent={session.userAgent} />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium">
                    {describeUserAgent(session.userAgent)}
                    {session.impersonatedBy ? (
                      <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                        impersonation
                      </span>
                    ) : null}
                  </p>
                  <p className="text-muted-foreground">
                    {session.ipAddress || 'Unknown IP'} · signed in{' '}
                    <RelativeTime iso={isoOf(session.createdAt)} /> · expires{' '}
                    <RelativeTime iso={isoOf(session.expiresAt)} />
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={pending !== null}
                  onClick={() => revoke(session)}
                  aria-label={`Revoke session: ${describeUserAgent(session.userAgent)}`}
                >
                  {pending === session.id ? 'Revoking…' : 'Revoke'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminSection>
  )
}
