import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Monitor, Smartphone, Tablet } from 'lucide-react'
import * as React from 'react'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { authClient } from '~/features/auth/auth-client'
import { messageOf, orThrow } from '~/lib/auth-result'
import type { Translate } from '~/lib/i18n/catalogue'
import { toast } from '~/lib/toast'
import { parseUserAgent } from '~/lib/user-agent'
import { adminKeys, adminUserSessionsQuery } from '../admin.queries'
import { type AdminSession, isoOf } from '../admin-user'
import { AdminSection } from './admin-section'

export function DeviceIcon({ userAgent }: { userAgent: string | null | undefined }) {
  const device = parseUserAgent(userAgent).device
  const Icon = device === 'mobile' ? Smartphone : device === 'tablet' ? Tablet : Monitor
  return <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
}

/** "Firefox 128 on Windows 10 or 11", in the page's language. */
function deviceOf(t: Translate<'admin'>, userAgent: string | null | undefined): string {
  const parsed = parseUserAgent(userAgent)
  const browser =
    parsed.browser === 'Unknown browser'
      ? t('sessions.unknownBrowser')
      : parsed.browserVersion
        ? `${parsed.browser} ${parsed.browserVersion}`
        : parsed.browser
  const os = parsed.os === 'Unknown OS' ? t('sessions.unknownOs') : parsed.os
  return t('sessions.device', { browser, os })
}

/** The user's sessions (POST /admin/list-user-sessions): revoke one, or all of them. */
export function UserSessionsSection({ userId }: { userId: string }) {
  const t = useT('admin')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const query = useQuery(adminUserSessionsQuery(userId))
  const [pending, setPending] = React.useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.userSessions(userId) })

  const revoke = async (session: AdminSession) => {
    setPending(session.id)
    try {
      await orThrow(
        authClient.admin.revokeUserSession({ sessionToken: session.token }),
        t('sessions.revokeFailed'),
      )
      await refresh()
      toast.success(t('sessions.revoked'))
    } catch (error) {
      toast.error(errorText(messageOf(error, t('sessions.revokeFailed'))))
    } finally {
      setPending(null)
    }
  }

  const revokeAll = async () => {
    setPending('all')
    try {
      await orThrow(authClient.admin.revokeUserSessions({ userId }), t('sessions.revokeAllFailed'))
      await refresh()
      toast.success(t('sessions.allRevoked'))
    } catch (error) {
      toast.error(errorText(messageOf(error, t('sessions.revokeAllFailed'))))
    } finally {
      setPending(null)
    }
  }

  const sessions = query.data ?? []
  return (
    <AdminSection
      id="sessions"
      title={t('sessions.title')}
      description={t('sessions.description')}
      action={
        sessions.length > 0 ? (
          <Button variant="outline" size="sm" disabled={pending !== null} onClick={revokeAll}>
            {pending === 'all' ? t('sessions.revoking') : t('sessions.revokeAll')}
          </Button>
        ) : null
      }
    >
      <div className="-mx-4 -mb-4 border-t border-border sm:-mx-6 sm:-mb-6">
        {query.isPending ? (
          <ListSkeleton rows={2} label={t('sessions.loading')} />
        ) : query.isError ? (
          <LoadError
            title={t('error.title')}
            retryLabel={t('error.retry')}
            message={errorText(messageOf(query.error, 'The sessions could not be loaded.'))}
            onRetry={() => void query.refetch()}
          />
        ) : sessions.length === 0 ? (
          <EmptyState title={t('sessions.none')} />
        ) : (
          <ul className="divide-y divide-border" aria-label={t('sessions.list')}>
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
                <DeviceIcon userAgent={session.userAgent} />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium">
                    {deviceOf(t, session.userAgent)}
                    {session.impersonatedBy ? (
                      <span className="ms-2 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                        {t('sessions.impersonation')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-muted-foreground">
                    {richText(t('sessions.details', { ip: session.ipAddress || t('sessions.unknownIp') }), {
                      signedIn: <RelativeTime iso={isoOf(session.createdAt)} />,
                      expires: <RelativeTime iso={isoOf(session.expiresAt)} />,
                    })}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={pending !== null}
                  onClick={() => revoke(session)}
                  aria-label={t('sessions.revokeOne', { device: deviceOf(t, session.userAgent) })}
                >
                  {pending === session.id ? t('sessions.revoking') : t('sessions.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminSection>
  )
}
