import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FormField } from '~/components/ui/form-field'
import { LogoPicker } from '~/components/ui/logo-picker'
import { authClient } from '~/features/auth/auth-client'
import { slugProblem, suggestSlug } from '~/lib/slug'
import { orgKeys, teamListQuery } from '../orgs.queries'
import { OrganizationAvatar } from './organization-avatar'

export function CreateTeamPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: teamList } = useSuspenseQuery(teamListQuery())
  const [name, setName] = React.useState('')
  const [slug, setSlug] = React.useState<string | null>(null)
  const [logo, setLogo] = React.useState<string | null>(null)
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [pending, setPending] = React.useState(false)
  const shownSlug = slug ?? suggestSlug(name)

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    const nextErrors: Record<string, string> = {}
    if (!name.trim()) nextErrors.name = 'Enter a name for the team'
    const problem = slugProblem(shownSlug)
    if (problem) nextErrors.slug = problem
    setErrors(nextErrors)
    if (Object.keys(nextErrors).length > 0) return
    setPending(true)
    try {
      const result = await authClient.organization.create({
        name: name.trim(),
        slug: shownSlug,
        ...(logo ? { logo } : {}),
      })
      if (result.error) {
        const message = result.error.message || 'Could not create the team'
        if (result.error.code === 'ORGANIZATION_ALREADY_EXISTS' || /slug/i.test(message)) {
          setErrors({ slug: /taken|exists/i.test(message) ? 'This address is taken' : message })
        }
        toast.error(message)
        return
      }
      await queryClient.invalidateQueries({ queryKey: orgKeys.teamList() })
      toast.success(`${result.data.name} is ready`)
      await navigate({ to: '/@{$org}', params: { org: result.data.slug } })
    } catch {
      toast.error('Could not reach Parley. Check your connection and try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[1fr_300px]">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Create a team</h1>
        <p className="mt-1 text-muted-foreground">
          A team holds your projects and the people who work on them.
        </p>
        {teamList.underLimit ? (
          <Card className="mt-6 p-6">
            <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create a team">
              <FormField
                label="Team name"
                name="name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                autoFocus
                maxLength={100}
                error={errors.name}
              />
              <FormField
                label="Address"
                name="slug"
                value={shownSlug}
                onChange={(event) => setSlug(event.target.value.toLowerCase())}
                autoCapitalize="none"
                spellCheck={false}
                maxLength={48}
                error={errors.slug}
                hint={<span className="text-xs text-muted-foreground">/@{shownSlug || 'your-team'}</span>}
              />
              <LogoPicker value={logo} onChange={setLogo} />
              <Button type="submit" disabled={pending}>
                {pending ? 'Creating…' : 'Create team'}
              </Button>
            </form>
          </Card>
        ) : (
          <Card className="mt-6 p-6" data-testid="team-limit-reached">
            <p className="font-medium">
              You own {teamList.owned} {teamList.owned === 1 ? 'team' : 'teams'}, the most one person can own
              here.
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              Delete a team you no longer need, or hand its ownership to someone else, to create another.
            </p>
          </Card>
        )}
      </div>
      <aside aria-labelledby="your-teams">
        <h2 id="your-teams" className="text-sm font-medium uppercase tracking-wide text-muted-foreground">
          Your teams
        </h2>
        <p className="mt-1 text-xs text-muted-foreground">
          {teamList.owned} of {teamList.limit} owned
        </p>
        {teamList.teams.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">None yet: this will be your first.</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {teamList.teams.map((team) => (
              <li key={team.id}>
                <Link
                  to="/@{$org}"
                  params={{ org: team.slug }}
                  className="flex items-center gap-2 rounded-md p-1.5 hover:bg-muted"
                >
                  <OrganizationAvatar name={team.name} logo={team.logo} className="size-7 text-xs" />
                  <span className="truncate text-sm">{team.name}</span>
                  <span className="ml-auto text-xs text-muted-foreground">{team.role}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  )
}
