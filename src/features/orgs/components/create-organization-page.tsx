import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { authOrThrow, Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { Card } from '~/components/ui/card'
import { LogoPicker } from '~/components/ui/logo-picker'
import { authClient } from '~/features/auth/auth-client'
import { suggestSlug } from '~/lib/slug'
import { toast } from '~/lib/toast'
import { orgKeys, teamListQuery } from '../orgs.queries'
import { organizationFormSchema } from '../orgs.schemas'
import { placeSlugRefusal } from '../slug-refusal'
import { OrganizationAvatar } from './organization-avatar'
import { roleNameOf } from './settings/role-labels'

export function CreateOrganizationPage() {
  const t = useT('orgs')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: teamList } = useSuspenseQuery(teamListQuery())
  // The address follows the name until the user edits it.
  const slugEdited = React.useRef(false)
  const form = useZodForm({
    schema: organizationFormSchema,
    defaultValues: { name: '', slug: '', logo: null },
    errorMessage: t('create.failed'),
    onSubmit: async ({ name, slug, logo }) => {
      const created = await authOrThrow(
        authClient.organization.create({ name, slug, ...(logo ? { logo } : {}) }),
      ).catch(placeSlugRefusal)
      await queryClient.invalidateQueries({ queryKey: orgKeys.teamList() })
      toast.success(t('create.ready', { name: created.name }))
      await navigate({ to: '/@{$org}', params: { org: created.slug } })
    },
  })
  const shownSlug = form.watch('slug')
  const logo = form.watch('logo')

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[1fr_300px]">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('create.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('create.intro')}</p>
        {teamList.underLimit ? (
          <Card className="mt-6 p-6">
            <Form form={form} className="grid gap-4" aria-label={t('create.title')}>
              <TextField
                name="name"
                label={t('field.teamName')}
                autoFocus
                maxLength={100}
                onChange={(event) => {
                  if (!slugEdited.current) form.setValue('slug', suggestSlug(event.target.value))
                }}
              />
              <TextField
                name="slug"
                label={t('field.address')}
                autoCapitalize="none"
                spellCheck={false}
                maxLength={48}
                onChange={() => {
                  slugEdited.current = true
                }}
                hint={
                  <span className="text-xs text-muted-foreground">
                    /@{shownSlug || t('field.addressPlaceholder')}
                  </span>
                }
              />
              <LogoPicker value={logo} onChange={(value) => form.setValue('logo', value)} />
              <SubmitButton pendingLabel={t('create.pending')}>{t('create.submit')}</SubmitButton>
            </Form>
          </Card>
        ) : (
          <Card className="mt-6 p-6" data-testid="team-limit-reached">
            <p className="font-medium">{t('create.limitReached', { count: teamList.owned })}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('create.limitHint')}</p>
          </Card>
        )}
      </div>
      <aside aria-labelledby="your-teams">
        <h2 id="your-teams" className="text-sm font-medium uppercase tracking-wide text-muted-foreground">
          {t('create.yourTeams')}
        </h2>
        <p className="mt-1 text-xs text-muted-foreground">
          {t('create.ownedOf', { owned: teamList.owned, limit: teamList.limit })}
        </p>
        {teamList.teams.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">{t('create.noneYet')}</p>
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
                  <span className="ms-auto text-xs text-muted-foreground">{roleNameOf(t, team.role)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  )
}
