import { useQuery } from '@tanstack/react-query'
import { useT } from '~/components/i18n/use-t'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { LoadError } from '~/components/ui/query-states'
import { feedbackSetupQuery } from '~/features/feedback/feedback.queries'
import type { UnknownNameChoice } from '~/lib/import-rules'

export type NameMap = Record<string, string>

/**
 * The board and status names a dry run found that the project does not have, each to be created (or sent to the
 * default, as chosen above) or mapped to one the project has: "Bugs" in the file onto the project's "Issues".
 * The names stay listed once mapped (a mapped name is no longer reported as new), until another file is read.
 */
export function NameMapping({
  id,
  scope,
  names,
  choices,
  maps,
  onChange,
}: {
  id: string
  scope: { orgSlug: string; projectSlug: string }
  names: { boards: string[]; statuses: string[] }
  choices: { boards: UnknownNameChoice; statuses: UnknownNameChoice }
  maps: { boards: NameMap; statuses: NameMap }
  onChange: (maps: { boards: NameMap; statuses: NameMap }) => void
}) {
  const t = useT('imports')
  const setup = useQuery(feedbackSetupQuery(scope.orgSlug, scope.projectSlug))
  if (names.boards.length === 0 && names.statuses.length === 0) return null
  const boards = setup.data?.boards ?? []
  const statuses = setup.data?.statuses ?? []
  const set = (kind: 'boards' | 'statuses', name: string, target: string) => {
    const next = { ...maps[kind] }
    if (target) next[name] = target
    else delete next[name]
    onChange({ ...maps, [kind]: next })
  }
  const groups = [
    {
      kind: 'boards' as const,
      legend: t('names.boardsLegend', { count: names.boards.length }),
      loadError: t('names.boardsError'),
      names: names.boards,
      options: boards.map((board) => ({ id: board.id, name: board.name })),
      fallback: (name: string) =>
        choices.boards === 'create' ? t('names.createBoard', { name }) : t('names.defaultBoard'),
    },
    {
      kind: 'statuses' as const,
      legend: t('names.statusesLegend', { count: names.statuses.length }),
      loadError: t('names.statusesError'),
      names: names.statuses,
      options: statuses.map((status) => ({ id: status.id, name: status.name })),
      fallback: (name: string) =>
        choices.statuses === 'create' ? t('names.createStatus', { name }) : t('names.firstStatus'),
    },
  ].filter((group) => group.names.length > 0)

  return (
    <div className="grid gap-4">
      {groups.map((group) => (
        <fieldset key={group.kind} className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">{group.legend}</legend>
          {setup.isError ? (
            <LoadError line message={group.loadError} onRetry={() => void setup.refetch()} />
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            {group.names.map((name, index) => (
              <div key={name} className="grid gap-1.5">
                <Label htmlFor={`${id}-${group.kind}-${index}`}>{t('names.becomes', { name })}</Label>
                <NativeSelect
                  id={`${id}-${group.kind}-${index}`}
                  value={maps[group.kind][name] ?? ''}
                  disabled={setup.isPending}
                  onChange={(event) => set(group.kind, name, event.target.value)}
                >
                  <option value="">{group.fallback(name)}</option>
                  {group.options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <p className="text-xs text-muted-foreground">{t('names.hint')}</p>
    </div>
  )
}

/** The names a finished dry run would create, added to those already listed (each once, in order). */
export function withNewNames(
  seen: { boards: string[]; statuses: string[] },
  created: { boardsCreated: string[]; statusesCreated: string[] } | undefined,
): { boards: string[]; statuses: string[] } {
  if (!created) return seen
  const merge = (known: string[], more: string[]) => {
    const lower = new Set(known.map((name) => name.toLowerCase()))
    const added = more.filter((name) => !lower.has(name.toLowerCase()) && lower.add(name.toLowerCase()))
    return added.length ? [...known, ...added] : known
  }
  const boards = merge(seen.boards, created.boardsCreated)
  const statuses = merge(seen.statuses, created.statusesCreated)
  return boards === seen.boards && statuses === seen.statuses ? seen : { boards, statuses }
}
