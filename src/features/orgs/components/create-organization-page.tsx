import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { authOrThrow, Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { Card } from '~/components/ui/card'
import { LogoPicker } from '~/components/ui/logo-picker'
import { authClient } from '~/features/auth/auth-client'
import { countOf } from '~/lib/count-of'
import { suggestSlug } from '~/lib/slug'
import { toast } from '~/lib/toast'
import { orgKeys, teamListQuery } from '../orgs.queries'
import { organizationFormSchema } from '../orgs.schemas'
import { placeSlugRefusal } from '../slug-refusal'
import { OrganizationAvatar } from './organization-avatar'

export function CreateOrganizationPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: teamList } = useSuspenseQuery(teamListQuery())
  // The address follows the name until the user edits it.
  const slugEdited = React.useRef(false)
  const form = useZodForm({
    schema: organizationFormSchema,
    defaultValues: { name: '', slug: '', logo: null },
    errorMessage: 'Could not create the team',
    onSubmit: async ({ name, slug, logo }) => {
      const created = await authOrThrow(
        authClient.organization.create({ name, slug, ...(logo ? { logo } : {}) }),
      ).catch(placeSlugRefusal)
      await queryClient.invalidateQueries({ queryKey: orgKeys.teamList() })
      toast.success(`${created.name} is ready`)
      await navigate({ to: '/@{$org}', params: { org: created.slug } })
    },
  })
  const shownSlug = form.watch('slug')
  const logo = form.watch('logo')

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[1fr_300px]">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Create a team</h1>
        <p className="mt-1 text-muted-foreground">
          A team holds your projects and the people who work on them.
        </p>
        {teamList.underLimit ? (
          <Card className="mt-6 p-6">
            <Form form={form} className="grid gap-4" aria-label="Create a team">
              <TextField
                name="name"
                label="Team name"
                autoFocus
                maxLength={100}
                onChange={(event) => {
                  if (!slugEdited.current) form.setValue('slug', suggestSlug(event.target.value))
                }}
              />
              <TextField
                name="slug"
                label="Address"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={48}
                onChange={() => {
                  slugEdited.current = true
                }}
                hint={<span className="text-xs text-muted-foreground">/@{shownSlug || 'your-team'}</span>}
              />
              <LogoPicker value={logo} onChange={(value) => form.setValue('logo', value)} />
              <SubmitButton pendingLabel="Creating…">Create team</SubmitButton>
            </Form>
          </Card>
        ) : (
          <Card className="mt-6 p-6" data-testid="team-limit-reached">
            <p className="font-medium">
              You own {countOf(teamList.owned, { one: 'team', other: 'teams' })}, the most one person can own
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
                  <OrganizationAvatar size={7} name={team.name} logo={team.logo} />
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
