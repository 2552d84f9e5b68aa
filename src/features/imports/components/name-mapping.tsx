import { useQuery } from '@tanstack/react-query'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { feedbackSetupQuery } from '~/features/feedback/feedback.queries'
import { countOf } from '~/lib/count-of'
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
      legend: countOf(names.boards.length, { one: 'board name', other: 'board names' }),
      names: names.boards,
      options: boards.map((board) => ({ id: board.id, name: board.name })),
      fallback: (name: string) =>
        choices.boards === 'create' ? `Create board “${name}”` : 'The default board',
    },
    {
      kind: 'statuses' as const,
      legend: countOf(names.statuses.length, { one: 'status name', other: 'status names' }),
      names: names.statuses,
      options: statuses.map((status) => ({ id: status.id, name: status.name })),
      fallback: (name: string) =>
        choices.statuses === 'create' ? `Create status “${name}”` : 'The first open status',
    },
  ].filter((group) => group.names.length > 0)

  return (
    <div className="grid gap-4">
      {groups.map((group) => (
        <fieldset key={group.kind} className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">
            {group.legend} in the file that this project does not have
          </legend>
          {setup.isError ? (
            <p role="alert" className="text-sm text-destructive">
              The project’s {group.kind} could not be loaded: they are created as chosen above.
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            {group.names.map((name, index) => (
              <div key={name} className="grid gap-1.5">
                <Label htmlFor={`${id}-${group.kind}-${index}`}>“{name}” becomes</Label>
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
      <p className="text-xs text-muted-foreground">A changed choice needs a new dry run before the import.</p>
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
