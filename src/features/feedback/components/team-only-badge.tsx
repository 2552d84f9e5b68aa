import { useQuery } from '@tanstack/react-query'
import { Lock } from 'lucide-react'
import { useLocale, useT } from '~/components/i18n/use-t'
import { organizationTeamsQuery } from '~/features/orgs/orgs.queries'

/**
 * "Team only" on a board, with the teams it is limited to: "Team only · Design and Support".
 * Only members see a team-only board, so asking for the organisation's teams is theirs to do.
 */
export function TeamOnlyBadge({
  orgSlug,
  board,
}: {
  orgSlug: string
  board: { teamOnly: boolean; teamIds: string[] }
}) {
  const t = useT('feedback')
  const locale = useLocale()
  const limited = board.teamOnly && board.teamIds.length > 0
  const teams = useQuery({ ...organizationTeamsQuery(orgSlug), enabled: limited })
  if (!board.teamOnly) return null
  const names = limited
    ? (teams.data?.teams ?? []).filter((team) => board.teamIds.includes(team.id)).map((team) => team.name)
    : []
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-normal text-muted-foreground">
      <Lock aria-hidden className="size-3 shrink-0" />
      <span className="truncate">
        {names.length > 0 ? t('teamOnly.teams', { teams: namesInWords(locale, names) }) : t('teamOnly.label')}
      </span>
    </span>
  )
}

/**
 * "Design", "Design and Support", "Design, Support and QA" in the page's language. English is British here
 * (no comma before "and"), as ~/lib/team-rules' listInWords wrote it.
 */
function namesInWords(locale: string, names: string[]): string {
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(names)
}
