import { useQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { LoadError } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { Skeleton } from '~/components/ui/skeleton'
import { messageOf } from '~/lib/auth-result'
import { adminUserQuery } from '../admin.queries'
import { isoOf } from '../admin-user'
import { BannedBadge, RoleBadges } from './role-badges'
import { UserAccessSection } from './user-access-section'
import { UserBanSection } from './user-ban-section'
import { UserMembershipsSection } from './user-memberships-section'
import { UserPasswordSection } from './user-password-section'
import { UserRoleSection } from './user-role-section'
import { UserSessionsSection } from './user-sessions-section'

export function UserDetailPage({ userId }: { userId: string }) {
  const t = useT('admin')
  const errorText = useErrorText()
  const viewer = useRouteContext({ from: '__root__', select: (context) => context.viewer })
  const query = useQuery(adminUserQuery(userId))

  return (
    <div className="grid gap-4">
      <Link
        to="/admin"
        className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t('detail.allUsers')}
      </Link>
      {query.isPending ? (
        <Card className="p-6" role="status" aria-label={t('detail.loading')}>
          <div className="flex items-center gap-4">
            <Skeleton shape="circle" className="size-16" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-48 max-w-full" />
              <Skeleton className="h-4 w-64 max-w-full" />
            </div>
          </div>
        </Card>
      ) : query.isError ? (
        (query.error as { status?: number }).status === 404 ? (
          <Card className="grid justify-items-center gap-3 p-8 text-center">
            <h2 className="text-lg font-semibold">{t('detail.notFoundTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('detail.notFound')}</p>
            <Button variant="outline" asChild>
              <Link to="/admin">{t('detail.backToUsers')}</Link>
            </Button>
          </Card>
        ) : (
          <Card>
            <LoadError
              title={t('error.title')}
              retryLabel={t('error.retry')}
              message={errorText(messageOf(query.error, 'The user could not be loaded.'))}
              onRetry={() => void query.refetch()}
            />
          </Card>
        )
      ) : (
        <>
          <Card className="p-4 sm:p-6">
            <div className="flex flex-wrap items-center gap-4">
              <UserAvatar
                size={16}
                name={query.data.name || query.data.email}
                image={query.data.image ?? null}
                className="shrink-0"
              />
              <div className="min-w-0 flex-1">
                <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold tracking-tight">
                  <span className="truncate">{query.data.name || t('user.noName')}</span>
                  <RoleBadges role={query.data.role} />
                  {query.data.banned ? <BannedBadge /> : null}
                </h2>
                <p className="truncate text-muted-foreground">{query.data.email}</p>
              </div>
            </div>
            <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="text-muted-foreground">{t('field.username')}</dt>
              <dd>
                {query.data.username ? (
                  <Link
                    to="/profile/$username"
                    params={{ username: query.data.username }}
                    className="text-primary hover:underline"
                  >
                    @{query.data.username}
                  </Link>
                ) : (
                  t('detail.none')
                )}
              </dd>
              <dt className="text-muted-foreground">{t('field.email')}</dt>
              <dd>{query.data.emailVerified ? t('detail.verified') : t('detail.notVerified')}</dd>
              <dt className="text-muted-foreground">{t('detail.joined')}</dt>
              <dd>
                <RelativeTime iso={isoOf(query.data.createdAt)} />
              </dd>
              <dt className="text-muted-foreground">{t('detail.userId')}</dt>
              <dd className="break-all font-mono text-xs leading-5">{query.data.id}</dd>
            </dl>
          </Card>
          <UserRoleSection key={`role-${query.data.role}`} user={query.data} />
          <UserBanSection user={query.data} isSelf={viewer.userId === query.data.id} />
          <UserSessionsSection userId={query.data.id} />
          <UserMembershipsSection userId={query.data.id} />
          <UserPasswordSection userId={query.data.id} />
          <UserAccessSection user={query.data} isSelf={viewer.userId === query.data.id} />
        </>
      )}
    </div>
  )
}
