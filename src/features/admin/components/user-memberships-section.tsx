import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { messageOf } from '~/lib/auth-result'
import { adminUserMembershipsQuery } from '../admin.queries'
import { AdminSection } from './admin-section'

export function UserMembershipsSection({ userId }: { userId: string }) {
  const query = useQuery(adminUserMembershipsQuery(userId))
  return (
    <AdminSection title="Organizations" description="Where this user is a member.">
      <div className="-mx-4 -mb-4 border-t border-border sm:-mx-6 sm:-mb-6">
        {query.isPending ? (
          <ListSkeleton rows={1} label="Loading organizations" />
        ) : query.isError ? (
          <LoadError
            title="Something went wrong!"
            retryLabel="Try Again"
            message={messageOf(query.error, 'The organizations could not be loaded.')}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <EmptyState title="Not a member of any organization" />
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
                <span className="shrink-0 text-muted-foreground">{membership.role}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminSection>
  )
}
