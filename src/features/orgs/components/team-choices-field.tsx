import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import type * as React from 'react'
import { CheckboxListField } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { LoadError, Loading } from '~/components/ui/query-states'
import { organizationTeamsQuery } from '../orgs.queries'

/**
 * A form's choice of teams inside the organisation, as a list of team ids: the private chat, the
 * team-only board and the invitation forms. Nothing at all while the organisation has no teams, unless
 * `empty` says what to show then. For members of the organisation only (others get not found).
 */
export function TeamChoicesField({
  orgSlug,
  name,
  legend,
  description,
  empty = null,
}: {
  orgSlug: string
  name: string
  legend: React.ReactNode
  description?: React.ReactNode
  empty?: React.ReactNode
}) {
  const t = useT('orgs')
  const teams = useQuery(organizationTeamsQuery(orgSlug))
  if (teams.isPending) {
    return <Loading line>{t('teams.loading')}</Loading>
  }
  if (teams.isError) {
    return <LoadError line message={t('teams.loadFailed')} onRetry={() => void teams.refetch()} />
  }
  if (teams.data.teams.length === 0) return empty
  return (
    <CheckboxListField
      name={name}
      legend={legend}
      description={description}
      options={teams.data.teams.map((team) => ({
        value: team.id,
        label: (
          <>
            <Users aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0 break-words">{team.name}</span>
          </>
        ),
        detail: (
          <>
            @{team.handle} · {t('teams.memberCount', { count: team.members.length })}
          </>
        ),
      }))}
    />
  )
}
