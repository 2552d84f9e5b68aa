import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plug } from 'lucide-react'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { useLiveQueries } from '~/features/live/live-provider'
import { messageOf } from '~/lib/auth-result'
import { topicOf } from '~/lib/live-topics'
import { OAUTH_SCOPE_WORDS } from '~/lib/oauth-rules'
import { toast } from '~/lib/toast'
import { disconnectAppFn } from '../oauth.functions'
import { type ConnectedAppEntry, connectedAppsKeys, connectedAppsQuery } from '../oauth.queries'

/** The apps (MCP clients and the like) the person connected, per team; disconnect one at once. */
export function ConnectedAppsPage({ userId }: { userId: string }) {
  const queryClient = useQueryClient()
  const query = useQuery(connectedAppsQuery(userId))
  // An app connected in another tab, or disconnected elsewhere (another tab, the app revoking, a replay caught).
  useLiveQueries([topicOf.user(userId)], [connectedAppsKeys.mine(userId)])
  const [confirming, setConfirming] = React.useState<ConnectedAppEntry | null>(null)
  const apps = query.data ?? []

  const disconnect = async () => {
    if (!confirming) return
    try {
      await disconnectAppFn({ data: { grantId: confirming.id } })
      await queryClient.invalidateQueries({ queryKey: connectedAppsKeys.mine(userId) })
      toast.success(`${confirming.client.name} was disconnected`)
      setConfirming(null)
    } catch (error) {
      toast.error(messageOf(error, 'The app could not be disconnected.'))
    }
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p className="text-sm text-muted-foreground">
        <Link to="/settings" className="hover:underline">
          Settings
        </Link>{' '}
        / Connected apps
      </p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight">Connected apps</h1>
      <p className="mt-1 text-muted-foreground">
        Apps you allowed to act for you in a team, such as an AI assistant. Each acts with your own role
        there.
      </p>

      <Card className="mt-6 overflow-hidden" aria-busy={query.isFetching}>
        {query.isPending ? (
          <ListSkeleton rows={2} leading="icon" label="Loading connected apps" />
        ) : query.isError ? (
          <LoadError
            title="Something went wrong!"
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retryLabel="Try Again"
          />
        ) : apps.length === 0 ? (
          <EmptyState line className="p-8 text-center" title="No connected apps." />
        ) : (
          <ul className="divide-y divide-border" aria-label="Connected apps">
            {apps.map((app) => (
              <li
                key={app.id}
                className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
                data-testid="connected-app"
              >
                <div className="flex min-w-0 gap-3">
                  <Plug aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                  <div className="min-w-0 text-sm">
                    <p className="font-medium break-words">{app.client.name}</p>
                    <p className="text-muted-foreground">
                      In{' '}
                      <Link to="/@{$org}" params={{ org: app.organization.slug }} className="hover:underline">
                        {app.organization.name}
                      </Link>{' '}
                      · connected <RelativeTime iso={app.createdAt} /> ·{' '}
                      {app.lastUsedAt ? (
                        <>
                          last used <RelativeTime iso={app.lastUsedAt} />
                        </>
                      ) : (
                        'never used'
                      )}
                    </p>
                    <ul className="mt-2 flex flex-wrap gap-1" aria-label={`What ${app.client.name} may do`}>
                      {app.scopes.map((scope) => (
                        <li key={scope}>
                          <span className="rounded bg-muted px-1.5 py-0.5 text-xs" title={scope}>
                            {OAUTH_SCOPE_WORDS[scope]}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setConfirming(app)}
                  aria-label={`Disconnect ${app.client.name} from ${app.organization.name}`}
                >
                  Disconnect
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {query.isSuccess && apps.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          When you connect an app, such as an AI assistant, to Parley, it appears here.
        </p>
      ) : null}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null)
        }}
        title={`Disconnect ${confirming?.client.name ?? 'this app'}?`}
        description={`It stops working in ${confirming?.organization.name ?? 'the team'} at once. To use it again, connect it again.`}
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting…"
        onConfirm={disconnect}
      />
    </div>
  )
}
