import { performance } from 'node:perf_hooks'
import { asc, eq, sql } from 'drizzle-orm'
import { TRENDING } from '~/lib/feedback-rules'
import type { Viewer } from '~/lib/viewer'
import type { Database } from '~/server/db/client.server'
import { feedbackBoard, feedbackStatus, member, organization, project } from '~/server/db/schema'
import { createProjectDefaults } from '~/server/project-defaults.server'

/**
 * A project full of feedback for the list benchmark, written with set-based SQL (INSERT … SELECT over
 * generate_series) so that 100,000 items load in seconds. The spread follows what a busy public board looks
 * like: most items open and barely voted on, a long tail of popular ones, a year of history, some merged
 * duplicates, and titles and details from a product vocabulary so full-text and trigram search find things.
 * `setseed` makes every run (and both databases) draw the same data.
 */

/** People who post, vote and comment; the benchmark's viewer is the first of them. */
const PEOPLE = 500
/** Share of items merged into the item before them (every 33rd). */
const MERGE_EVERY = 33

/** A word list written as one string, entries separated by `|`. */
const words = (list: string) => list.split('|')

const VERBS = words(
  'Add|Support|Allow|Improve|Fix|Show|Export|Import|Sync|Filter|Sort|Hide|Customize|Share|Search|Schedule|Archive|Preview|Translate|Group',
)
const QUALIFIERS = words(
  'dark|bulk|recurring|nested|private|public|custom|shared|offline|keyboard|inline|weekly|automatic|detailed|faster|accessible|multiple|scheduled|pinned|archived|team|guest|mobile|compact|rich|granular|default|secure|visual|live',
)
const NOUNS = words(
  'mode|reports|invoices|comments|dashboards|notifications|tags|labels|exports|filters|shortcuts|reminders|attachments|templates|webhooks|permissions|roles|calendars|charts|emails|avatars|themes|widgets|tasks|milestones|budgets|integrations|timelines|columns|fields|statuses|votes|digests|backups|logs|sessions|links|images|uploads|passwords',
)
const PLACES = words(
  'in the mobile app|on the roadmap|for admins|for guests|in Slack|on the board page|via the API|in the sidebar|for large teams|in search results|on Android|on iOS|in the editor|for each project|as CSV|in dark theme|for screen readers|in the desktop app|on the changelog|in email digests|per workspace|on the home page|in the widget|for SSO users|in Firefox',
)
const PROBLEMS = words(
  'it takes far too many clicks|the page freezes for a few seconds|nothing tells me it worked|the layout breaks on a small screen|we lose track of what changed|half the team cannot find it|the numbers do not add up|it times out after a minute|the colours are hard to read|we have to copy everything by hand',
)
const WISHES = words(
  'this worked the way it does in Trello|there was a setting for it|admins could turn it on per project|it remembered my last choice|it showed a short preview first|we could undo it|it also worked offline|it sent a summary once a week',
)
const TEAMS = words('support team|designers|customers|sales team|engineers|managers')

/** A SQL array literal of our own constant words (never user input), for random picks per row. */
function wordArray(words: readonly string[]) {
  return sql.raw(`ARRAY[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(',')}]::text[]`)
}

/** One random element of a constant word list, drawn per row. */
function pick(words: readonly string[]) {
  return sql`(${wordArray(words)})[1 + floor(random() * ${sql.raw(String(words.length))})::int]`
}

export type SeededProject = {
  orgSlug: string
  projectSlug: string
  /** A signed-in member of the organisation: sees every board, has voted on some items. */
  member: Viewer
  /** A signed-in visitor from outside the organisation. */
  visitor: Viewer
  boards: { id: string; name: string }[]
  statuses: { id: string; name: string }[]
  /** A popular item that others were merged into (its timeline carries their comments). */
  detailItemId: string
  items: number
  /** Seconds each step of the seed took. */
  phases: Record<string, number>
}

export async function seedFeedbackProject(db: Database, items: number): Promise<SeededProject> {
  const orgId = 'bench-org'
  const orgSlug = 'bench'
  await db.execute(sql`
    INSERT INTO "user" (id, name, email, username, email_verified, created_at, updated_at)
    SELECT 'bench-user-' || g, 'Person ' || g, 'person' || g || '@bench.example', 'person' || g, true, now(), now()
    FROM generate_series(1, ${PEOPLE}) AS g`)
  await db
    .insert(organization)
    .values({ id: orgId, name: 'Bench Team', slug: orgSlug, createdAt: new Date() })
  await db.insert(member).values({
    id: 'bench-member-1',
    organizationId: orgId,
    userId: 'bench-user-1',
    role: 'member',
    createdAt: new Date(),
  })
  const [row] = await db
    .insert(project)
    .values({ organizationId: orgId, slug: 'product', name: 'Product', visibility: 'public' })
    .returning()
  if (!row) throw new Error('project not inserted')
  await createProjectDefaults(db, row.id)
  const boards = await db
    .select({ id: feedbackBoard.id, name: feedbackBoard.name })
    .from(feedbackBoard)
    .where(eq(feedbackBoard.projectId, row.id))
    .orderBy(asc(feedbackBoard.position))
  const statuses = await db
    .select({ id: feedbackStatus.id, name: feedbackStatus.name })
    .from(feedbackStatus)
    .where(eq(feedbackStatus.projectId, row.id))
    .orderBy(asc(feedbackStatus.position))
  const [featureBoard, bugBoard] = boards
  const [open, review, planned, inProgress, complete, closed] = statuses
  if (!featureBoard || !bugBoard || !open || !review || !planned || !inProgress || !complete || !closed) {
    throw new Error('The default boards and statuses are missing')
  }

  const phases: Record<string, number> = {}
  let phaseStarted = performance.now()
  /** Seconds since the previous step, under this step's name (where a slow seed spends its time). */
  const phase = (name: string) => {
    const now = performance.now()
    phases[name] = (now - phaseStarted) / 1000
    phaseStarted = now
  }
  await db.transaction(async (tx) => {
    // Same connection for the whole transaction, so the seed holds for every random() below.
    await tx.execute(sql`SELECT setseed(0.42)`)
    // Bulk load as one would restore a dump: no per-row foreign-key triggers (the rows are consistent by
    // construction), and the secondary indexes built once at the end instead of row by row. They are rebuilt
    // from their own definitions, so the tables end up exactly as the migrations made them.
    await tx.execute(sql`SET LOCAL session_replication_role = replica`)
    const indexes = rowsOf<{ name: string; definition: string }>(
      await tx.execute(sql`
        SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE schemaname = 'public' AND tablename IN ('feedback_item', 'feedback_vote', 'feedback_comment')
          AND indexname NOT IN (SELECT conname FROM pg_constraint)`),
    )
    for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX "${index.name}"`))
    phase('setup')
    await tx.execute(sql`
      INSERT INTO feedback_item (id, project_id, board_id, status_id, author_id, title, details, vote_count,
        comment_count, trending_score, merged_into_id, merged_at, created_at, updated_at)
      WITH drawn AS (
        SELECT g,
          random() AS r_board, random() AS r_status, random() AS r_popular, random() AS r_votes,
          random() AS r_comments, random() AS r_active, random() AS r_last,
          now() - random() * interval '365 days' AS created_at,
          'bench-user-' || (1 + floor(random() * ${PEOPLE})::int) AS author_id,
          ${pick(VERBS)} || ' ' || ${pick(QUALIFIERS)} || ' ' || ${pick(NOUNS)} || ' ' || ${pick(PLACES)} AS title,
          'When I ' || lower(${pick(VERBS)}) || ' ' || ${pick(QUALIFIERS)} || ' ' || ${pick(NOUNS)} || ' '
            || ${pick(PLACES)} || ', ' || ${pick(PROBLEMS)} || '. It would help our ' || ${pick(TEAMS)}
            || ' if ' || ${pick(WISHES)} || E'.\n\n- ' || ${pick(NOUNS)} || ' ' || ${pick(PLACES)}
            || E'\n- ' || ${pick(QUALIFIERS)} || ' ' || ${pick(NOUNS)} AS details
        FROM generate_series(1, ${items}) AS g
      ),
      counted AS (
        SELECT *,
          CASE WHEN r_popular < 0.005 THEN 50 + floor(r_votes * 250)::int
               ELSE floor(power(r_votes, 6) * 28)::int END AS vote_count,
          floor(power(r_comments, 4) * 8)::int AS comment_count,
          -- Active in the last 30 days: every new item, and one in ten older ones.
          created_at > now() - interval '30 days' OR r_active < 0.1 AS active
        FROM drawn
      )
      SELECT
        md5('bench-item-' || g)::uuid::text,
        ${row.id},
        CASE WHEN r_board < 0.7 THEN ${featureBoard.id} ELSE ${bugBoard.id} END,
        CASE WHEN r_status < 0.50 THEN ${open.id}
             WHEN r_status < 0.65 THEN ${review.id}
             WHEN r_status < 0.75 THEN ${planned.id}
             WHEN r_status < 0.82 THEN ${inProgress.id}
             WHEN r_status < 0.94 THEN ${complete.id}
             ELSE ${closed.id} END,
        author_id, title, details, vote_count, comment_count,
        -- The stored trending score as refreshItemCounts computes it: log2 of the forward-decayed activity
        -- (about the time of the last event plus log2 of how much happened), or the inactive base.
        CASE WHEN active THEN
          (extract(epoch FROM greatest(created_at, now() - r_last * interval '30 days')) * 1000
            - ${TRENDING.epochMs}) / ${TRENDING.halfLifeMs} + log(2, 0.5 + least(vote_count, 20) + 2 * comment_count)
        ELSE ${TRENDING.inactiveBase} + extract(epoch FROM created_at) * 1000 / 1e12 END,
        CASE WHEN g % ${MERGE_EVERY} = 0 THEN md5('bench-item-' || (g - 1))::uuid::text END,
        CASE WHEN g % ${MERGE_EVERY} = 0 THEN created_at + interval '1 day' END,
        created_at, created_at
      FROM counted`)
    phase('items')
    // Votes as rows too (the list joins the viewer's own vote; the item page lists voters): each item's
    // voters are consecutive people from a point of their own, so nobody votes twice on one item.
    await tx.execute(sql`
      INSERT INTO feedback_vote (item_id, user_id, created_at)
      SELECT i.id, 'bench-user-' || (1 + (abs(hashtext(i.id)) + k) % ${PEOPLE}),
        i.created_at + (now() - i.created_at) * random()
      FROM feedback_item i, generate_series(1, least(i.vote_count, ${PEOPLE})) AS k
      WHERE i.project_id = ${row.id}`)
    phase('votes')
    // The demand behind items as the vote and merge transactions keep it: a few companies on most voted-on
    // items, their monthly spend spread over four orders of magnitude (the members' revenue sort reads it).
    await tx.execute(sql`
      UPDATE feedback_item SET
        demand_companies = least(vote_count, abs(hashtext(id || 'companies')) % 8),
        demand_revenue_cents = least(vote_count, abs(hashtext(id || 'companies')) % 8)
          * (abs(hashtext(id || 'spend')) % 1000000)
      WHERE project_id = ${row.id}`)
    phase('demand')
    await tx.execute(sql`
      INSERT INTO feedback_comment (id, item_id, author_id, kind, body, created_at)
      SELECT md5('bench-comment-' || i.id || k)::uuid::text, i.id,
        'bench-user-' || (1 + floor(random() * ${PEOPLE})::int), 'comment',
        'Same here: ' || ${pick(PROBLEMS)} || '. ' || initcap(${pick(QUALIFIERS)}) || ' ' || ${pick(NOUNS)}
          || ' would fix it for our ' || ${pick(TEAMS)} || '.',
        i.created_at + (now() - i.created_at) * random()
      FROM feedback_item i, generate_series(1, i.comment_count) AS k
      WHERE i.project_id = ${row.id}`)
    phase('comments')
    for (const index of indexes) await tx.execute(sql.raw(index.definition))
    phase('indexes')
  })
  // VACUUM as well: it sets the visibility map, as autovacuum soon does on a live server, so counts can be
  // index-only scans (the overview's counts by status).
  await db.execute(sql`VACUUM ANALYZE`)
  phase('analyze')

  const detail = await db.execute<{ id: string }>(sql`
    SELECT target.id FROM feedback_item target
    WHERE target.project_id = ${row.id} AND target.merged_into_id IS NULL
      AND EXISTS (SELECT 1 FROM feedback_item source WHERE source.merged_into_id = target.id)
    ORDER BY target.vote_count DESC, target.id LIMIT 1`)
  const detailItemId = rowsOf<{ id: string }>(detail)[0]?.id
  if (!detailItemId) throw new Error('No merge target among the seeded items')

  const viewer = (n: number): Viewer => ({
    userId: `bench-user-${n}`,
    name: `Person ${n}`,
    email: `person${n}@bench.example`,
    username: `person${n}`,
    image: null,
    role: null,
  })
  return {
    orgSlug,
    projectSlug: row.slug,
    member: viewer(1),
    visitor: viewer(2),
    boards,
    statuses,
    detailItemId,
    items,
    phases,
  }
}

/** Rows of a raw `db.execute` result (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
