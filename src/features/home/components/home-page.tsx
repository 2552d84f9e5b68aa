import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus, Users } from 'lucide-react'
import { richText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { RelativeTime } from '~/components/ui/relative-time'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { useLiveQueries } from '~/features/live/live-provider'
import { OrganizationAvatar } from '~/features/orgs/components/organization-avatar'
import { orgKeys, teamListQuery } from '~/features/orgs/orgs.queries'
import { VisibilityBadge } from '~/features/projects/components/visibility-badge'
import { projectKeys, recentProjectsQuery } from '~/features/projects/projects.queries'
import { topicOf } from '~/lib/live-topics'

export function HomePage() {
  const { data: user } = useSuspenseQuery(currentUserQuery())
  const { data: teamList } = useSuspenseQuery(teamListQuery())
  const { data: recentProjects } = useSuspenseQuery(recentProjectsQuery())
  const t = useT('home')
  const firstName = user?.name.split(' ')[0] || user?.username
  const { teams } = teamList
  useLiveQueries(
    [user ? topicOf.user(user.userId) : null, ...teams.map((team) => topicOf.org(team.id))],
    [orgKeys.teamList(), projectKeys.recent()],
  )

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {firstName ? t('page.greeting', { name: firstName }) : t('page.greetingAnonymous')}
          </h1>
          <p className="mt-1 text-muted-foreground">{t('page.intro')}</p>
        </div>
        {teams.length > 0 && teamList.underLimit ? (
          <Button asChild>
            <Link to="/create/team">
              <Plus /> {t('page.newTeam')}
            </Link>
          </Button>
        ) : null}
      </div>

      <section aria-labelledby="teams-heading" className="mt-8">
        <h2
          id="teams-heading"
          className="mb-3 text-sm font-medium uppercase tracking-wide text-muted-foreground"
        >
          {t('teams.heading')}
        </h2>
        {teams.length === 0 ? (
          <EmptyTeams />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {teams.map((team) => (
              <li key={team.id}>
                <Link
                  to="/@{$org}"
                  params={{ org: team.slug }}
                  className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary/50"
                  data-testid="organization-card"
                >
                  <OrganizationAvatar name={team.name} logo={team.logo} />
                  <div className="min-w-0">
                    <p className="truncate font-medium">{team.name}</p>
                    <p className="truncate text-sm text-muted-foreground">
                      {t('teams.meta', { slug: team.slug, role: team.role, members: team.memberCount })}
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {recentProjects.length > 0 ? (
        <section aria-labelledby="recent-heading" className="mt-10">
          <h2
            id="recent-heading"
            className="mb-3 text-sm font-medium uppercase tracking-wide text-muted-foreground"
          >
            {t('recent.heading')}
          </h2>
          <Card>
            <ul className="divide-y divide-border">
              {recentProjects.map((project) => (
                <li key={`${project.orgSlug}/${project.slug}`}>
                  <Link
                    to="/@{$org}/$project"
                    params={{ org: project.orgSlug, project: project.slug }}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-muted"
                  >
                    <span className="font-medium">{project.name}</span>
                    <span className="text-sm text-muted-foreground">{project.orgName}</span>
                    <VisibilityBadge visibility={project.visibility} />
                    <span className="ms-auto text-xs text-muted-foreground">
                      {richText(t('recent.updated'), { time: <RelativeTime iso={project.updatedAt} /> })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </section>
      ) : null}
    </div>
  )
}

function EmptyTeams() {
  const t = useT('home')
  return (
    <Card className="flex flex-col items-center gap-3 border-dashed px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <Users className="size-6" />
      </span>
      <h3 className="text-lg font-semibold">{t('empty.title')}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{t('empty.text')}</p>
      <Button asChild>
        <Link to="/create/team">
          <Plus /> {t('empty.create')}
        </Link>
      </Button>
    </Card>
  )
}
