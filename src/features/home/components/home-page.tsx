import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus, Users } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { myOrganizationsQuery } from '../home.queries'
import type { OrganizationSummary } from '../home.server'

export function HomePage() {
  const { data: user } = useSuspenseQuery(currentUserQuery())
  const { data: organizations } = useSuspenseQuery(myOrganizationsQuery())
  const firstName = user?.name.split(' ')[0] || user?.username || 'there'

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Hi {firstName}</h1>
          <p className="mt-1 text-muted-foreground">Your teams and what they are working on.</p>
        </div>
        {organizations.length > 0 ? (
          <Button asChild>
            <Link to="/create/team">
              <Plus /> New team
            </Link>
          </Button>
        ) : null}
      </div>

      <section aria-labelledby="teams-heading" className="mt-8">
        <h2
          id="teams-heading"
          className="mb-3 text-sm font-medium uppercase tracking-wide text-muted-foreground"
        >
          Your teams
        </h2>
        {organizations.length === 0 ? (
          <EmptyTeams />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {organizations.map((organization) => (
              <li key={organization.id}>
                <OrganizationCard organization={organization} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function OrganizationCard({ organization }: { organization: OrganizationSummary }) {
  return (
    <Card className="flex items-center gap-3 p-4" data-testid="organization-card">
      {organization.logo ? (
        <img src={organization.logo} alt="" className="size-10 rounded-lg object-cover" />
      ) : (
        <span
          aria-hidden
          className="inline-flex size-10 items-center justify-center rounded-lg bg-accent font-semibold text-primary"
        >
          {organization.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate font-medium">{organization.name}</p>
        <p className="truncate text-sm text-muted-foreground">
          @{organization.slug} · {organization.role} · {organization.memberCount}{' '}
          {organization.memberCount === 1 ? 'member' : 'members'}
        </p>
      </div>
    </Card>
  )
}

function EmptyTeams() {
  return (
    <Card className="flex flex-col items-center gap-3 border-dashed px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <Users className="size-6" />
      </span>
      <h3 className="text-lg font-semibold">You are not in a team yet</h3>
      <p className="max-w-md text-sm text-muted-foreground">
        A team holds your projects: feedback boards, a roadmap, updates, files, discussions and chat. Create
        one and invite the people you work with.
      </p>
      <Button asChild>
        <Link to="/create/team">
          <Plus /> Create a team
        </Link>
      </Button>
    </Card>
  )
}
