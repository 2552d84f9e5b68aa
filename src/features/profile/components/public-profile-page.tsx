import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Card } from '~/components/ui/card'
import { OrganizationAvatar } from '~/features/orgs/components/organization-avatar'
import { publicProfileQuery } from '../profile.queries'

const joinedFormat = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' })

export function PublicProfilePage({ username }: { username: string }) {
  const { data: profile } = useSuspenseQuery(publicProfileQuery(username))
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex items-center gap-4">
        <UserAvatar size={20} name={profile.name || profile.username} image={profile.image} />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold tracking-tight">
            {profile.name || profile.username}
          </h1>
          <p className="truncate text-muted-foreground">@{profile.username}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Joined <time dateTime={profile.joinedAt}>{joinedFormat.format(new Date(profile.joinedAt))}</time>
          </p>
        </div>
      </div>
      {profile.bio ? (
        <p className="mt-6 whitespace-pre-line break-words text-foreground" data-testid="profile-bio">
          {profile.bio}
        </p>
      ) : null}
      <section aria-labelledby="profile-orgs" className="mt-10">
        <h2
          id="profile-orgs"
          className="mb-3 text-sm font-medium uppercase tracking-wide text-muted-foreground"
        >
          Organizations
        </h2>
        {profile.organizations.length === 0 ? (
          <p className="text-sm text-muted-foreground">No public organizations.</p>
        ) : (
          <Card>
            <ul className="divide-y divide-border">
              {profile.organizations.map((organization) => (
                <li key={organization.slug}>
                  <Link
                    to="/@{$org}"
                    params={{ org: organization.slug }}
                    className="flex items-center gap-3 px-4 py-3 hover:bg-muted"
                  >
                    <OrganizationAvatar size={8} name={organization.name} logo={organization.logo} />
                    <span className="font-medium">{organization.name}</span>
                    <span className="text-sm text-muted-foreground">@{organization.slug}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>
    </div>
  )
}
