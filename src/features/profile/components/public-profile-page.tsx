import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { richText, useLocale, useT } from '~/components/i18n/use-t'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Card } from '~/components/ui/card'
import { OrganizationAvatar } from '~/features/orgs/components/organization-avatar'
import { formatMonthYear } from '~/lib/i18n/intl'
import { publicProfileQuery } from '../profile.queries'

export function PublicProfilePage({ username }: { username: string }) {
  const { data: profile } = useSuspenseQuery(publicProfileQuery(username))
  const t = useT('profile')
  const locale = useLocale()
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
            {richText(t('public.joined'), {
              date: <time dateTime={profile.joinedAt}>{formatMonthYear(locale, profile.joinedAt)}</time>,
            })}
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
          {t('public.organizations')}
        </h2>
        {profile.organizations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('public.noOrganizations')}</p>
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
