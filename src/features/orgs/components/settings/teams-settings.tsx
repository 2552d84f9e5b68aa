import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { authOrThrow, Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Card } from '~/components/ui/card'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { authClient } from '~/features/auth/auth-client'
import { TEAM_NAME_MAX, teamHandle } from '~/lib/team-rules'
import { toast } from '~/lib/toast'
import { organizationMembersQuery, organizationTeamsQuery, orgKeys } from '../../orgs.queries'
import { orgTeamNameSchema } from '../../orgs.schemas'
import type { OrganizationDetails } from '../../orgs.server'
import { SettingsSection } from './settings-section'
import { type OrganizationPerson, TeamRow } from './team-row'

/**
 * The Teams section of /@{org}/settings: groups of the organisation's members ("Design",
 * "Support"). Owners and admins create, rename and delete them and choose who is in them; members read them.
 * Live through the page's organisation topic (`org.teams.changed` refreshes everything under the org's key).
 */
export function TeamsSettings({ organization }: { organization: OrganizationDetails }) {
  const t = useT('orgs')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const teams = useQuery(organizationTeamsQuery(organization.slug))
  const isMember = organization.viewerRole !== null
  const canManage = isMember && (teams.data?.canManage ?? false)
  // The members section has loaded them already; only managers need them here (to add people to teams).
  const members = useQuery({
    ...organizationMembersQuery(organization.slug, organization.id),
    enabled: canManage,
  })
  const people: OrganizationPerson[] = (members.data?.members ?? []).map((entry) => ({
    id: entry.userId,
    name: entry.user.name || entry.user.email,
    image: entry.user.image ?? null,
  }))
  const refresh = () => queryClient.invalidateQueries({ queryKey: orgKeys.teams(organization.slug) })
  const total = teams.data?.teams.length

  return (
    <SettingsSection
      id="teams"
      title={
        <>
          {t('settings.teams')}
          {total !== undefined ? (
            <span className="ms-2 rounded-full bg-muted px-2 py-0.5 align-middle text-xs font-medium text-muted-foreground">
              {total}
            </span>
          ) : null}
        </>
      }
      description={
        canManage
          ? `${t('teams.introManage', { team: organization.name })} ${t('teams.whatFor')}`
          : t('teams.intro', { team: organization.name })
      }
    >
      <div className="grid gap-4">
        {canManage ? <NewTeamForm organizationId={organization.id} onCreated={refresh} /> : null}
        <Card>
          {teams.isPending ? (
            <Loading line announce={false} className="p-6">
              {t('teams.loading')}
            </Loading>
          ) : teams.isError ? (
            <LoadError
              line
              className="p-6"
              message={errorText(teams.error.message)}
              onRetry={() => teams.refetch()}
            />
          ) : teams.data.teams.length === 0 ? (
            <EmptyState
              icon={<Users aria-hidden className="size-6 text-muted-foreground" />}
              title={t('teams.empty')}
            >
              {t('teams.whatFor')} {canManage ? t('teams.emptyManage') : t('teams.emptyRead')}
            </EmptyState>
          ) : (
            <ul className="divide-y divide-border" aria-label={t('settings.teams')}>
              {teams.data.teams.map((team) => (
                <TeamRow
                  key={team.id}
                  team={team}
                  organizationId={organization.id}
                  organizationName={organization.name}
                  canManage={canManage}
                  people={people}
                  peopleLoading={canManage && members.isPending}
                  onChanged={refresh}
                />
              ))}
            </ul>
          )}
        </Card>
      </div>
    </SettingsSection>
  )
}

function NewTeamForm({
  organizationId,
  onCreated,
}: {
  organizationId: string
  onCreated: () => Promise<void>
}) {
  const t = useT('orgs')
  const form = useZodForm({
    schema: orgTeamNameSchema,
    defaultValues: { name: '' },
    errorMessage: t('teams.createFailed'),
    // Better Auth's refusals name no field: a name taken or too long belongs to the name.
    fieldOfMessage: (message) => (/name/i.test(message) ? 'name' : undefined),
    onSubmit: async ({ name }) => {
      await authOrThrow(authClient.organization.createTeam({ name, organizationId }))
      await onCreated()
      toast.success(t('teams.created', { name }))
      form.reset({ name: '' })
    },
  })
  const handle = teamHandle(form.watch('name') ?? '')

  return (
    <Card className="p-4 sm:p-6">
      <Form
        form={form}
        aria-label={t('teams.newTeam')}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
      >
        <TextField
          name="name"
          id="new-team-name"
          label={t('field.teamName')}
          autoComplete="off"
          maxLength={TEAM_NAME_MAX}
          placeholder={t('teams.namePlaceholder')}
          description={handle ? t('teams.mentionedAs', { handle }) : t('teams.handleHint')}
        />
        <SubmitButton pendingLabel={t('create.pending')} className="sm:mt-6">
          {t('create.submit')}
        </SubmitButton>
      </Form>
    </Card>
  )
}
