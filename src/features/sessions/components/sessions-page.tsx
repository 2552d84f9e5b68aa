import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Monitor, Smartphone, Tablet } from 'lucide-react'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { authClient } from '~/features/auth/auth-client'
import { countOf } from '~/lib/count-of'
import { toast } from '~/lib/toast'
import { parseUserAgent } from '~/lib/user-agent'
import { type ActiveSession, mySessionsQuery, sessionKeys } from '../sessions.queries'

function DeviceIcon({ device }: { device: ReturnType<typeof parseUserAgent>['device'] }) {
  const Icon = device === 'mobile' ? Smartphone : device === 'tablet' ? Tablet : Monitor
  return <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
}

/** Where the user is signed in; revoke one session, or every other one. */
export function SessionsPage({ userId }: { userId: string }) {
  const queryClient = useQueryClient()
  const query = useQuery(mySessionsQuery(userId))
  const [pending, setPending] = React.useState<string | null>(null)
  const [confirmOthers, setConfirmOthers] = React.useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKeys.all })

  const revoke = async (session: ActiveSession) => {
    setPending(session.id)
    try {
      const result = await authClient.revokeSession({ token: session.token })
      if (result.error) throw new Error(result.error.message || 'The session could not be revoked.')
      await refresh()
      toast.success('Session revoked')
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The session could not be revoked.')
    } finally {
      setPending(null)
    }
  }

  const revokeOthers = async () => {
    try {
      const result = await authClient.revokeOtherSessions()
      if (result.error) throw new Error(result.error.message || 'The sessions could not be revoked.')
      await refresh()
      setConfirmOthers(false)
      toast.success('Signed out everywhere else')
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The sessions could not be revoked.')
    }
  }

  const sessions = query.data ?? []
  const others = sessions.filter((session) => !session.current)

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p className="text-sm text-muted-foreground">
        <Link to="/settings" className="hover:underline">
          Settings
        </Link>{' '}
        / Sessions
      </p>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Sessions</h1>
          <p className="mt-1 text-muted-foreground">The browsers and devices signed in to your account.</p>
        </div>
        {others.length > 0 ? (
          <Button variant="outline" disabled={pending !== null} onClick={() => setConfirmOthers(true)}>
            Revoke all other sessions
          </Button>
        ) : null}
      </div>

      <Card className="mt-6 overflow-hidden" aria-busy={query.isFetching}>
        {query.isPending ? (
          <ListSkeleton rows={2} leading="icon" label="Loading sessions" />
        ) : query.isError ? (
          <LoadError
            title="Something went wrong!"
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retryLabel="Try Again"
          />
        ) : sessions.length === 0 ? (
          <EmptyState line className="p-8 text-center" title="No active sessions." />
        ) : (
          <ul className="divide-y divide-border" aria-label="Active sessions">
            {sessions.map((session) => {
              const agent = parseUserAgent(session.userAgent)
              const browser = agent.browserVersion
                ? `${agent.browser} ${agent.browserVersion}`
                : agent.browser
              return (
                <li
                  key={session.id}
                  className="flex flex-wrap items-start gap-3 p-4"
                  data-current={session.current}
                >
                  <DeviceIcon device={agent.device} />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {browser} on {agent.os}
                      {session.current ? (
                        <span className="rounded-full border border-primary/40 bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                          This device
                        </span>
                      ) : null}
                    </p>
                    <p className="mt-0.5 text-muted-foreground">
                      {session.ipAddress || 'Unknown IP address'} · signed in{' '}
                      <RelativeTime iso={session.createdAt} />
                    </p>
                    <p className="text-muted-foreground">
                      Last active <RelativeTime iso={session.updatedAt} />
                    </p>
                  </div>
                  {session.current ? (
                    <Button variant="ghost" size="sm" asChild>
                      <Link to="/sign-out">Sign out</Link>
                    </Button>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={pending !== null}
                      onClick={() => revoke(session)}
                      aria-label={`Revoke ${browser} on ${agent.os}`}
                    >
                      {pending === session.id ? 'Revoking…' : 'Revoke'}
                    </Button>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </Card>
      {query.isSuccess && others.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">You are not signed in anywhere else.</p>
      ) : null}

      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title="Sign out everywhere else?"
        description={`${countOf(others.length, { one: 'other session', other: 'other sessions' })} will be signed out. This device stays signed in.`}
        confirmLabel="Revoke all other sessions"
        pendingLabel="Revoking…"
        onConfirm={revokeOthers}
      />
    </div>
  )
}
