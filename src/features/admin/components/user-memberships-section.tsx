import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { messageOf } from '~/lib/auth-result'
import type { Translate } from '~/lib/i18n/catalogue'
import { adminUserMembershipsQuery } from '../admin.queries'
import { AdminSection } from './admin-section'

/** An organisation role in words ("owner"); a value that is not exactly one of ours shows as it is. */
function orgRoleWord(t: Translate<'admin'>, role: string): string {
  if (role === 'owner') return t('memberships.owner')
  if (role === 'admin') return t('memberships.admin')
  if (role === 'member') return t('memberships.member')
  return role
}

export function UserMembershipsSection({ userId }: { userId: string }) {
  const t = useT('admin')
  const errorText = useErrorText()
  const query = useQuery(adminUserMembershipsQuery(userId))
  return (
    <AdminSection
      id="organizations"
      title={t('memberships.title')}
      description={t('memberships.description')}
    >
      <div className="-mx-4 -mb-4 border-t border-border sm:-mx-6 sm:-mb-6">
        {query.isPending ? (
          <ListSkeleton rows={1} label={t('memberships.loading')} />
        ) : query.isError ? (
          <LoadError
            title={t('error.title')}
            retryLabel={t('error.retry')}
            message={errorText(messageOf(query.error, t('memberships.loadFailed')))}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <EmptyState title={t('memberships.none')} />
        ) : (
          <ul className="divide-y divide-border">
            {query.data.map((membership) => (
              <li
                key={membership.slug}
                className="flex items-center justify-between gap-3 px-4 py-3 text-sm sm:px-6"
              >
                <Link
                  to="/@{$org}"
                  params={{ org: membership.slug }}
                  className="min-w-0 truncate font-medium hover:underline"
                >
                  {membership.name} <span className="text-muted-foreground">@{membership.slug}</span>
                </Link>
                <span className="shrink-0 text-muted-foreground">{orgRoleWord(t, membership.role)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminSection>
  )
}
