import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { Check, ChevronsUpDown, Plus, Users } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { orgKeys, teamListQuery } from '../orgs.queries'
import type { OrganizationDetails } from '../orgs.server'
import { OrganizationAvatar } from './organization-avatar'
import { roleNameOf } from './settings/role-labels'

/** The header's switcher between the signed-in user's teams; render it only for signed-in users. */
export function OrganizationSwitcher() {
  const t = useT('orgs')
  const queryClient = useQueryClient()
  const teamList = useQuery(teamListQuery())
  const { org: currentSlug } = useParams({ strict: false })
  const teams = [...(teamList.data?.teams ?? [])].sort((a, b) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  )
  // Until the list arrives (it is not part of the server render), an /@{org} page's own details, already
  // loaded by its layout, name the current team, so the label does not change once the page is interactive.
  const pageDetails = currentSlug
    ? queryClient.getQueryData<OrganizationDetails | { moved: string }>(orgKeys.details(currentSlug))
    : undefined
  const pageTeam =
    pageDetails && !('moved' in pageDetails) && pageDetails.viewerRole ? pageDetails : undefined
  const current = teamList.data ? teams.find((team) => team.slug === currentSlug) : pageTeam

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="compact"
          className="max-w-56"
          // The accessible name starts with the visible label (WCAG 2.5.3: speech users say what they see).
          aria-label={current ? t('switcher.switchFrom', { team: current.name }) : t('switcher.switch')}
          data-testid="organization-switcher"
        >
          {current ? (
            <OrganizationAvatar size={5} name={current.name} logo={current.logo} />
          ) : (
            <Users aria-hidden />
          )}
          {/* On narrow screens the avatar or icon alone stands for the label. */}
          <span className="hidden truncate sm:inline">{current ? current.name : t('switcher.teams')}</span>
          <ChevronsUpDown aria-hidden className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel heading>{t('switcher.yourTeams')}</DropdownMenuLabel>
        {teamList.isPending ? (
          <DropdownMenuItem disabled>{t('switcher.loading')}</DropdownMenuItem>
        ) : teamList.isError ? (
          <DropdownMenuItem
            onSelect={(event) => {
              event.preventDefault()
              void teamList.refetch()
            }}
          >
            {t('switcher.loadFailed')}
          </DropdownMenuItem>
        ) : teams.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">{t('switcher.none')}</p>
        ) : (
          <div className="max-h-72 overflow-y-auto">
            {teams.map((team) => {
              const isCurrent = team.slug === currentSlug
              return (
                <DropdownMenuItem key={team.id} asChild>
                  <Link
                    to="/@{$org}"
                    params={{ org: team.slug }}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={isCurrent ? 'font-medium' : undefined}
                  >
                    <OrganizationAvatar size={6} name={team.name} logo={team.logo} />
                    <span className="min-w-0 flex-1 truncate">{team.name}</span>
                    {isCurrent ? (
                      <Check aria-label={t('switcher.current')} className="text-primary" />
                    ) : (
                      <span className="text-xs text-muted-foreground">{roleNameOf(t, team.role)}</span>
                    )}
                  </Link>
                </DropdownMenuItem>
              )
            })}
          </div>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/create/team">
            <Plus /> {t('create.title')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
