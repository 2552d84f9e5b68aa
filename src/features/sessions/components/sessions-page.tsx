import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Monitor, Smartphone, Tablet } from 'lucide-react'
import * as React from 'react'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { authClient } from '~/features/auth/auth-client'
import { toast } from '~/lib/toast'
import { parseUserAgent } from '~/lib/user-agent'
import { type ActiveSession, mySessionsQuery, sessionKeys } from '../sessions.queries'

function DeviceIcon({ device }: { device: ReturnType<typeof parseUserAgent>['device'] }) {
  const Icon = device === 'mobile' ? Smartphone : device === 'tablet' ? Tablet : Monitor
  return <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
}

/** Where the user is signed in; revoke one session, or every other one. */
export function SessionsPage({ userId }: { userId: string }) {
  const t = useT('account')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const query = useQuery(mySessionsQuery(userId))
  const [pending, setPending] = React.useState<string | null>(null)
  const [confirmOthers, setConfirmOthers] = React.useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKeys.all })

  const revoke = async (session: ActiveSession) => {
    setPending(session.id)
    try {
      const result = await authClient.revokeSession({ token: session.token })
      if (result.error) throw new Error(result.error.message || t('sessions.revokeFailed'))
      await refresh()
      toast.success(t('sessions.revoked'))
    } catch (error) {
      toast.error(error instanceof Error ? errorText(error.message) : t('sessions.revokeFailed'))
    } finally {
      setPending(null)
    }
  }

  const revokeOthers = async () => {
    try {
      const result = await authClient.revokeOtherSessions()
      if (result.error) throw new Error(result.error.message || t('sessions.revokeOthersFailed'))
      await refresh()
      setConfirmOthers(false)
      toast.success(t('sessions.signedOutElsewhere'))
    } catch (error) {
      toast.error(error instanceof Error ? errorText(error.message) : t('sessions.revokeOthersFailed'))
    }
  }

  const sessions = query.data ?? []
  const others = sessions.filter((session) => !session.current)

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p className="text-sm text-muted-foreground">
        <Link to="/settings" className="hover:underline">
          {t('layout.settings')}
        </Link>{' '}
        / {t('sessions.title')}
      </p>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('sessions.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('sessions.intro')}</p>
        </div>
        {others.length > 0 ? (
          <Button variant="outline" disabled={pending !== null} onClick={() => setConfirmOthers(true)}>
            {t('sessions.revokeAll')}
          </Button>
        ) : null}
      </div>

      <Card className="mt-6 overflow-hidden" aria-busy={query.isFetching}>
        {query.isPending ? (
          <ListSkeleton rows={2} leading="icon" label={t('sessions.loading')} />
        ) : query.isError ? (
          <LoadError
            title={t('common.somethingWrong')}
            message={errorText(query.error.message)}
            onRetry={() => void query.refetch()}
            retryLabel={t('common.tryAgain')}
          />
        ) : sessions.length === 0 ? (
          <EmptyState line className="p-8 text-center" title={t('sessions.none')} />
        ) : (
          <ul className="divide-y divide-border" aria-label={t('sessions.listLabel')}>
            {sessions.map((session) => {
              const agent = parseUserAgent(session.userAgent)
              // The reader's names are brands and versions, bar its two English fallbacks.
              const os = agent.os === 'Unknown OS' ? t('sessions.unknownOs') : agent.os
              const browser =
                agent.browser === 'Unknown browser'
                  ? t('sessions.unknownBrowser')
                  : agent.browserVersion
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
                      {t('sessions.browserOnOs', { browser, os })}
                      {session.current ? (
                        <span className="rounded-full border border-primary/40 bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                          {t('sessions.thisDevice')}
                        </span>
                      ) : null}
                    </p>
                    <p className="mt-0.5 text-muted-foreground">
                      {richText(
                        t('sessions.signedIn', { ip: session.ipAddress || t('sessions.unknownIp') }),
                        {
                          time: <RelativeTime iso={session.createdAt} />,
                        },
                      )}
                    </p>
                    <p className="text-muted-foreground">
                      {richText(t('sessions.lastActive'), { time: <RelativeTime iso={session.updatedAt} /> })}
                    </p>
                  </div>
                  {session.current ? (
                    <Button variant="ghost" size="sm" asChild>
                      <Link to="/sign-out">{t('sessions.signOut')}</Link>
                    </Button>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={pending !== null}
                      onClick={() => revoke(session)}
                      aria-label={t('sessions.revokeLabel', { browser, os })}
                    >
                      {pending === session.id ? t('sessions.revoking') : t('sessions.revoke')}
                    </Button>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </Card>
      {query.isSuccess && others.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t('sessions.nowhereElse')}</p>
      ) : null}

      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title={t('sessions.confirmTitle')}
        description={t('sessions.confirmDescription', { count: others.length })}
        confirmLabel={t('sessions.revokeAll')}
        pendingLabel={t('sessions.revoking')}
        onConfirm={revokeOthers}
      />
    </div>
  )
}
