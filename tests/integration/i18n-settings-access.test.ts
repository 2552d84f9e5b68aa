/**
 * Who may set an organisation's default language (owners and admins, as for its other settings: the
 * 'organization.update' rule; site admins too), and that the change reaches the data and the organisation's
 * live topic. Everyone else is refused and nothing changes.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getOrganizationDetails, setOrganizationLanguage } from '~/features/orgs/orgs.server'
import { topicOf } from '~/lib/live-topics'
import { getOrganizationAccess } from '~/server/authz.server'
import { liveEvent, organization } from '~/server/db/schema'
import { createFeedbackWorld, PERSONAS, type Persona } from '../helpers/feedback-world'

let w: Awaited<ReturnType<typeof createFeedbackWorld>>
beforeAll(async () => {
  w = await createFeedbackWorld()
}, 120_000)
afterAll(() => w.database.close())

const ALLOWED: Persona[] = ['owner', 'admin', 'siteAdmin']

async function attempt(who: Persona, language: string | null) {
  try {
    const access = await getOrganizationAccess(w.db, w.viewerOf(who), w.org.slug)
    await setOrganizationLanguage(w.db, access, language)
    return 'ok'
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
}

const stored = async () =>
  (await w.db.select().from(organization).where(eq(organization.id, w.org.id)))[0]?.defaultLanguage ?? null

describe('an organisation’s default language', () => {
  test.each(PERSONAS)('%s', async (who) => {
    await w.db.update(organization).set({ defaultLanguage: null }).where(eq(organization.id, w.org.id))
    const outcome = await attempt(who, 'ja')
    if (ALLOWED.includes(who)) {
      expect(outcome).toBe('ok')
      expect(await stored()).toBe('ja')
    } else {
      expect(['FORBIDDEN', 'NOT_FOUND', 'UNAUTHORIZED']).toContain(outcome)
      expect(await stored()).toBeNull()
    }
  })

  test('is in the settings’ details and announced on the organisation’s topic', async () => {
    const access = await getOrganizationAccess(w.db, w.viewerOf('owner'), w.org.slug)
    await setOrganizationLanguage(w.db, access, 'ar')
    const fresh = await getOrganizationAccess(w.db, w.viewerOf('member'), w.org.slug)
    expect((await getOrganizationDetails(w.db, fresh)).defaultLanguage).toBe('ar')
    const events = await w.db
      .select()
      .from(liveEvent)
      .where(eq(liveEvent.topic, topicOf.org(w.org.id)))
    expect(events.map((event) => event.type)).toContain('organization.updated')
  })
})
