import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plug } from 'lucide-react'
import * as React from 'react'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { useLiveQueries } from '~/features/live/live-provider'
import { messageOf } from '~/lib/auth-result'
import { topicOf } from '~/lib/live-topics'
import { toast } from '~/lib/toast'
import { disconnectAppFn } from '../oauth.functions'
import { type ConnectedAppEntry, connectedAppsKeys, connectedAppsQuery } from '../oauth.queries'
import { OAUTH_SCOPE_WORDS } from '../scope-words'

/** The apps (MCP clients and the like) the person connected, per team; disconnect one at once. */
export function ConnectedAppsPage({ userId }: { userId: string }) {
  const t = useT('oauth')
  const errorText = useErrorText()
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
      toast.success(t('apps.disconnected', { name: confirming.client.name }))
      setConfirming(null)
    } catch (error) {
      toast.error(errorText(messageOf(error, t('apps.disconnectFailed'))))
    }
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p className="text-sm text-muted-foreground">
        <Link to="/settings" className="hover:underline">
          {t('apps.settings')}
        </Link>{' '}
        / {t('apps.title')}
      </p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight">{t('apps.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('apps.intro')}</p>

      <Card className="mt-6 overflow-hidden" aria-busy={query.isFetching}>
        {query.isPending ? (
          <ListSkeleton rows={2} leading="icon" label={t('apps.loading')} />
        ) : query.isError ? (
          <LoadError
            title={t('apps.loadFailed')}
            message={errorText(query.error.message)}
            onRetry={() => void query.refetch()}
            retryLabel={t('apps.tryAgain')}
          />
        ) : apps.length === 0 ? (
          <EmptyState line className="p-8 text-center" title={t('apps.none')} />
        ) : (
          <ul className="divide-y divide-border" aria-label={t('apps.title')}>
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
                      {richText(t('apps.where'), {
                        team: (
                          <Link
                            to="/@{$org}"
                            params={{ org: app.organization.slug }}
                            className="hover:underline"
                          >
                            {app.organization.name}
                          </Link>
                        ),
                        connected: <RelativeTime iso={app.createdAt} />,
                        lastUsed: app.lastUsedAt
                          ? richText(t('apps.lastUsed'), { time: <RelativeTime iso={app.lastUsedAt} /> })
                          : t('apps.neverUsed'),
                      })}
                    </p>
                    <ul
                      className="mt-2 flex flex-wrap gap-1"
                      aria-label={t('apps.scopesLabel', { name: app.client.name })}
                    >
                      {app.scopes.map((scope) => (
                        <li key={scope}>
                          <span className="rounded bg-muted px-1.5 py-0.5 text-xs" title={scope}>
                            {t(OAUTH_SCOPE_WORDS[scope])}
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
                  aria-label={t('apps.disconnectLabel', {
                    name: app.client.name,
                    team: app.organization.name,
                  })}
                >
                  {t('apps.disconnect')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {query.isSuccess && apps.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t('apps.emptyHelp')}</p>
      ) : null}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null)
        }}
        title={
          confirming
            ? t('apps.confirmTitle', { name: confirming.client.name })
            : t('apps.confirmTitleUnnamed')
        }
        description={
          confirming
            ? t('apps.confirmDescription', { team: confirming.organization.name })
            : t('apps.confirmDescriptionUnnamed')
        }
        confirmLabel={t('apps.disconnect')}
        pendingLabel={t('apps.disconnecting')}
        onConfirm={disconnect}
      />
    </div>
  )
}
