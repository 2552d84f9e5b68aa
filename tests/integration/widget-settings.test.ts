import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readEmbedSettings, seedDemoWidget, signDemoWidgetToken } from '~/features/widget/index.server'
import { identifyWithToken } from '~/features/widget/server/identify.server'
import {
  readWidgetSettings,
  rotateWidgetSecret,
  setLinkVerifiedEmails,
  turnOffWidget,
  turnOnWidget,
  updateWidgetSettings,
} from '~/features/widget/server/settings.server'
import { updateWidgetSchema } from '~/features/widget/widget.schemas'
import { topicOf } from '~/lib/live-topics'
import { topicsViewerMayRead } from '~/server/authz.server'
import { projectWidget } from '~/server/db/schema'
import { createFeedbackWorld, type FeedbackWorld, PERSONAS } from '../helpers/feedback-world'

/** The widget's settings: who may manage them, the secret's rotation with its overlap, and the live topic. */

let w: FeedbackWorld

beforeAll(async () => {
  w = await createFeedbackWorld()
}, 120_000)

afterAll(async () => {
  await w?.close()
})

const sign = (secret: string, now: Date) =>
  new SignJWT({ sub: 'rotating' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + 300)
    .sign(new TextEncoder().encode(secret))

describe('who manages the widget', () => {
  test('owners, admins and site admins; anyone else is told there is no such project', async () => {
    const allowed: string[] = []
    for (const persona of PERSONAS) {
      let access: Awaited<ReturnType<FeedbackWorld['access']>>
      try {
        access = await w.access(persona)
      } catch {
        continue
      }
      try {
        await readWidgetSettings(w.db, access)
        allowed.push(persona)
      } catch (error) {
        expect(error).toMatchObject({ code: 'NOT_FOUND' })
        await expect(turnOnWidget(w.db, access)).rejects.toMatchObject({ code: 'NOT_FOUND' })
        await expect(setLinkVerifiedEmails(w.db, access, true)).rejects.toMatchObject({ code: 'NOT_FOUND' })
      }
    }
    expect(allowed.sort()).toEqual(['admin', 'owner', 'siteAdmin'])
  })

  test('the widget topic is for those who manage it', async () => {
    const topic = { kind: 'widget' as const, id: w.projects.public.id }
    for (const persona of PERSONAS) {
      const [may] = await topicsViewerMayRead(w.db, w.viewerOf(persona), [topic])
      expect(may, persona).toBe(['admin', 'owner', 'siteAdmin'].includes(persona))
    }
  })
})

describe('the secret and the settings', () => {
  test('turned on: the secret once (parley_ws_…), defaults, a live event; twice is a conflict', async () => {
    const owner = await w.access('owner')
    const before = await w.lastLiveEventId()
    const { secret } = await turnOnWidget(w.db, owner)
    expect(secret).toMatch(/^parley_ws_[\w-]{43}$/)
    const settings = await readWidgetSettings(w.db, owner)
    expect(settings).toMatchObject({
      enabled: true,
      allowedOrigins: [],
      launcherPosition: 'right',
      launcherColour: '#5b4be0',
      tabs: ['feedback', 'updates'],
      linkVerifiedEmails: false,
    })
    expect(JSON.stringify(settings)).not.toContain(secret)
    expect(await w.liveEventsSince(before)).toContainEqual(
      expect.objectContaining({ topic: topicOf.widget(w.projects.public.id), type: 'widget.changed' }),
    )
    await expect(turnOnWidget(w.db, owner)).rejects.toMatchObject({ code: 'CONFLICT' })
  })

  test('origins are exact and normalised; the form’s bad lines are refused', async () => {
    const parsed = updateWidgetSchema.safeParse({
      orgSlug: w.org.slug,
      projectSlug: w.projects.public.slug,
      allowedOrigins: 'https://App.Example.com/\nhttps://app.example.com:443\nhttp://localhost:5173\n\n',
      launcherPosition: 'left',
      launcherColour: '#FF0000',
      tabs: ['updates'],
    })
    expect(parsed.success).toBe(true)
    if (!parsed.success) return
    expect(parsed.data.allowedOrigins).toEqual(['https://app.example.com', 'http://localhost:5173'])
    await updateWidgetSettings(w.db, await w.access('admin'), {
      allowedOrigins: parsed.data.allowedOrigins,
      launcherPosition: parsed.data.launcherPosition,
      launcherColour: parsed.data.launcherColour,
      tabs: parsed.data.tabs,
    })
    expect(await readWidgetSettings(w.db, await w.access('owner'))).toMatchObject({
      allowedOrigins: ['https://app.example.com', 'http://localhost:5173'],
      launcherPosition: 'left',
      launcherColour: '#ff0000',
      tabs: ['updates'],
    })
    for (const bad of [
      'https://app.example.com/path',
      '*.example.com',
      'ftp://x.example',
      'https://u:p@x.example',
      'example.com',
    ]) {
      const refused = updateWidgetSchema.safeParse({
        orgSlug: 'o',
        projectSlug: 'p',
        allowedOrigins: bad,
        launcherPosition: 'right',
        launcherColour: '#000000',
        tabs: ['feedback'],
      })
      expect(refused.success, bad).toBe(false)
    }
    const noTabs = updateWidgetSchema.safeParse({
      orgSlug: 'o',
      projectSlug: 'p',
      allowedOrigins: '',
      launcherPosition: 'right',
      launcherColour: '#000000',
      tabs: [],
    })
    expect(noTabs.success).toBe(false)
  })

  test('a rotated secret: the new one at once, the old one for 24 hours more', async () => {
    const owner = await w.access('owner')
    const [row] = await w.db
      .select()
      .from(projectWidget)
      .where(eq(projectWidget.projectId, w.projects.public.id))
    const old = row?.secret ?? ''
    const now = new Date()
    const { secret } = await rotateWidgetSecret(w.db, owner, now)
    expect(secret).not.toBe(old)
    const target = { organizationId: w.org.id, projectId: w.projects.public.id }
    const options = (at: Date) => ({ clientIp: null, limits: false, now: at })
    expect((await identifyWithToken(w.db, target, await sign(secret, now), options(now))).ok).toBe(true)
    expect((await identifyWithToken(w.db, target, await sign(old, now), options(now))).ok).toBe(true)
    const later = new Date(now.getTime() + 24 * 3600 * 1000 + 60_000)
    expect(await identifyWithToken(w.db, target, await sign(old, later), options(later))).toMatchObject({
      ok: false,
      code: 'invalid_token',
    })
    expect((await identifyWithToken(w.db, target, await sign(secret, later), options(later))).ok).toBe(true)
    expect((await readWidgetSettings(w.db, owner, now)).previousSecretExpiresAt).not.toBeNull()
  })

  test('turned off: the row goes; on again, a new secret', async () => {
    const owner = await w.access('owner')
    await turnOffWidget(w.db, owner)
    expect((await readWidgetSettings(w.db, owner)).enabled).toBe(false)
    await expect(rotateWidgetSecret(w.db, owner)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const { secret } = await turnOnWidget(w.db, owner)
    expect(secret).toMatch(/^parley_ws_/)
  })
})

describe('the demo widget', () => {
  test('seeded on the app’s own address; the demo token identifies the demo person', async () => {
    const demo = await w.f.insertProject(w.org, 'public')
    await seedDemoWidget(w.db, { projectId: demo.id, baseUrl: 'http://localhost:3000/' })
    const settings = await readEmbedSettings(w.db, w.org.slug, demo.slug)
    expect(settings?.allowedOrigins).toEqual(['http://localhost:3000'])
    const token = await signDemoWidgetToken(w.db, { orgSlug: w.org.slug, projectSlug: demo.slug })
    expect(token).toBeTypeOf('string')
    const result = await identifyWithToken(
      w.db,
      { organizationId: w.org.id, projectId: demo.id },
      token ?? '',
      { clientIp: null, limits: false },
    )
    expect(result).toMatchObject({ ok: true, person: { name: 'Casey Customer' } })
    expect(await signDemoWidgetToken(w.db, { orgSlug: w.org.slug, projectSlug: 'nope' })).toBeNull()
  })
})
