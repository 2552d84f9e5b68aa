import type { DatabaseHandle } from '~/server/db/client.server'

export type RecordedQuery = { text: string; params: unknown[] }

type Queryable = { query: (...args: never[]) => Promise<unknown> }

/**
 * Runs `action` and returns the SQL statements it sent, with their parameters, by wrapping the driver's
 * `query` (PGlite's instance or node-postgres's pool; Drizzle sends everything through it).
 */
export async function recordQueries(
  handle: DatabaseHandle,
  action: () => Promise<unknown>,
): Promise<RecordedQuery[]> {
  const target = (handle.pglite ?? handle.pool) as unknown as Queryable
  const original = target.query
  const recorded: RecordedQuery[] = []
  target.query = ((first: unknown, params?: unknown, ...rest: unknown[]) => {
    const text = typeof first === 'string' ? first : (first as { text: string }).text
    recorded.push({ text, params: Array.isArray(params) ? params : [] })
    return (original as (...args: unknown[]) => Promise<unknown>).call(target, first, params, ...rest)
  }) as Queryable['query']
  try {
    await action()
  } finally {
    target.query = original
  }
  return recorded
}

export type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  Plans?: PlanNode[]
}

/** The planner's plan for a recorded statement (EXPLAIN, FORMAT JSON), with the same parameter values. */
export async function explain(handle: DatabaseHandle, query: RecordedQuery): Promise<PlanNode> {
  const statement = `EXPLAIN (FORMAT JSON) ${query.text}`
  const result = handle.pglite
    ? await handle.pglite.query<{ 'QUERY PLAN': unknown }>(statement, query.params as unknown[])
    : await handle.pool!.query<{ 'QUERY PLAN': unknown }>(statement, query.params as unknown[])
  const raw = result.rows[0]?.['QUERY PLAN']
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[]
  const plan = parsed[0]?.Plan
  if (!plan) throw new Error(`No plan for: ${query.text}`)
  return plan
}

export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)]
}

/** "Index Scan using feedback_item_project_trending_idx on feedback_item → Nested Loop …", one line. */
export function describePlan(plan: PlanNode): string {
  return planNodes(plan)
    .map((node) =>
      [
        node['Node Type'],
        node['Index Name'] && `using ${node['Index Name']}`,
        node['Relation Name'] && `on ${node['Relation Name']}`,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join(' → ')
}

/** How feedback_item is read in a plan: the scan nodes that touch it. */
export function itemScans(plan: PlanNode): PlanNode[] {
  return planNodes(plan).filter((node) => node['Relation Name'] === 'feedback_item')
}
