/**
 * Webhook delivery (issue 39) end to end over the real code paths: a feature's write records the event in its
 * own transaction, the job queue fans it out and delivers it to a receiver in this test, which verifies every
 * request with the `standardwebhooks` package. Time is moved through the queue's `now`, never slept.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { webhookDataBuilder } from '~/api/v1/webhooks/webhook-data.server'
import { authFeatureWork } from '~/app/auth-feature-work.server'
import { addComment } from '~/features/feedback/server/comments.server'
import { setVote } from '~/features/feedback/server/votes.server'
import { notificationJobHandlers } from '~/features/notifications/server/delivery.server'
import { type WebhookEngineDeps, webhookJobHandlers } from '~/features/webhooks/server/delivery.server'
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
} from '~/features/webhooks/server/webhooks.server'
import type { WebhookFormValues } from '~/features/webhooks/webhooks.schemas'
import { deleteAccount } from '~/server/auth/account-deletion.server'
import { getOrganizationAccess } from '~/server/authz.server'
import { job, notification, webhookDelivery, webhookEndpoint, webhookEvent } from '~/server/db/schema'
import { runDueJobs } from '~/server/jobs/queue.server'
import type { MailMessage } from '~/server/mail/mailer.server'
import { MAIL_JOB } from '~/server/notifications.server'
import { emitWebhookEvent, WEBHOOK_DELIVER_JOB, WEBHOOK_FANOUT_JOB } from '~/server/webhooks/emit.server'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'

type Received = { headers: Record<string, string>; body: string; path: string }
/** A verified body; `data` is read field by field in the assertions. */
// biome-ignore lint/suspicious/noExplicitAny: the API shapes are checked by value in the tests, not by type.
type Envelope = { type: string; timestamp: string; data: Record<string, any> }
const verified = (secret: string, request: Received) =>
  new Webhook(secret).verify(request.body, request.headers) as Envelope

let w: FeedbackWorld
let server: http.Server
let baseUrl: string
let received: Received[] = []
/** The statuses the receiver answers with, one per request; 200 once they run out. */
let answers: number[] = []

const db = () => w.db
const KINDS = [WEBHOOK_FANOUT_JOB, WEBHOOK_DELIVER_JOB]
const deps = (overrides: Partial<WebhookEngineDeps> = {}): WebhookEngineDeps => ({
  db: w.db,
  buildData: webhookDataBuilder('http://parley.test'),
  allowPrivateNetworks: true,
  random: () => 0.5,
  ...overrides,
})

/** Runs every webhook job due at `now` until none is left. */
async function drain(now = new Date(), options: Partial<WebhookEngineDeps> = {}) {
  const handlers = webhookJobHandlers(deps(options))
  while ((await runDueJobs(db(), handlers, { now, kinds: KINDS })) > 0) {}
}

const ownerAccess = () => getOrganizationAccess(db(), w.people.owner.viewer, w.org.slug)

async function addEndpoint(overrides: Partial<WebhookFormValues> = {}, path = '/hook') {
  return createWebhookEndpoint(
    db(),
    await ownerAccess(),
    {
      url: `${baseUrl}${path}`,
      description: '',
      allEvents: true,
      eventTypes: [],
      projectIds: [],
      format: 'standard',
      ...overrides,
    },
    { allowPrivateNetworks: true },
  )
}

function headersOf(request: http.IncomingMessage): Record<string, string> {
  return Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]))
}

beforeAll(async () => {
  w = await createFeedbackWorld()
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        headers: headersOf(request),
        body: Buffer.concat(chunks).toString(),
        path: request.url ?? '',
      })
      response.writeHead(answers.shift() ?? 200, { 'content-type': 'text/plain' })
      response.end('x'.repeat(5000))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 120_000)
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await w?.database.close()
})
beforeEach(async () => {
  received = []
  answers = []
  for (const endpoint of await db().select().from(webhookEndpoint)) {
    await deleteWebhookEndpoint(db(), await ownerAccess(), endpoint.id)
  }
  await db().delete(job)
})

describe('Standard Webhooks', () => {
  test('a new item reaches the receiver signed, verified by the standardwebhooks package', async () => {
    const { secret } = await addEndpoint()
    const { id } = await w.post('member', 'Dark mode', { details: 'Please' })
    await drain()
    expect(received).toHaveLength(1)
    const [request] = received
    const payload = verified(secret, request!)
    expect(payload.type).toBe('feedback.created')
    expect(request!.headers['webhook-id']).toMatch(/^msg_/)
    expect(payload.data.feedback).toMatchObject({ id, title: 'Dark mode', details: 'Please', vote_count: 1 })
    expect(payload.data.feedback.url).toContain(`/feedback/${id}`)
    expect(payload.data.url).toBe(payload.data.feedback.url)
    expect(payload.data.project).toMatchObject({ id: w.projects.public.id, slug: w.projects.public.slug })
    expect(payload.data.actor).toMatchObject({ id: w.people.member.viewer.userId })
    // A tampered body fails verification: the check can fail.
    expect(() => new Webhook(secret).verify(request!.body.replace('Dark', 'Dim'), request!.headers)).toThrow()
    const [delivery] = await db().select().from(webhookDelivery)
    expect(delivery).toMatchObject({ status: 'succeeded', attempt: 1, httpStatus: 200 })
    expect(delivery?.responseExcerpt).toHaveLength(2048)
  })

  test('no event and no job for a change that rolled back', async () => {
    await addEndpoint()
    const before = await db().select().from(webhookEvent)
    await expect(
      db().transaction(async (tx) => {
        await emitWebhookEvent(tx, {
          organizationId: w.org.id,
          projectId: w.projects.public.id,
          type: 'feedback.created',
          subject: { kind: 'feedback_item', id: 'nope' },
          actorId: null,
        })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await db().select().from(webhookEvent)).toHaveLength(before.length)
    expect(await db().select().from(job)).toHaveLength(0)
    await drain()
    expect(received).toHaveLength(0)
  })

  test('nothing is recorded for an organisation without an enabled endpoint', async () => {
    const before = await db().select().from(webhookEvent)
    await w.post('member', 'Nobody listens')
    expect(await db().select().from(webhookEvent)).toHaveLength(before.length)
  })

  test('a receiver failing twice, then answering, gets the same webhook-id three times, after about 5 s and 1 min', async () => {
    const { secret } = await addEndpoint()
    answers = [500, 503]
    await w.post('member', 'Retry me')
    const start = new Date()
    await drain(start)
    expect(received).toHaveLength(1)
    const [first] = await db().select().from(webhookDelivery)
    expect(first).toMatchObject({ status: 'pending', attempt: 1, httpStatus: 500 })
    expect(first!.nextAttemptAt!.getTime() - start.getTime()).toBe(5_000)
    await drain(new Date(start.getTime() + 4_000))
    expect(received).toHaveLength(1)
    await drain(new Date(start.getTime() + 5_000))
    expect(received).toHaveLength(2)
    const [second] = await db().select().from(webhookDelivery)
    expect(second!.nextAttemptAt!.getTime() - (start.getTime() + 5_000)).toBe(60_000)
    await drain(new Date(start.getTime() + 65_000))
    expect(received).toHaveLength(3)
    const ids = received.map((request) => request.headers['webhook-id'])
    expect(new Set(ids).size).toBe(1)
    for (const request of received)
      expect(() => new Webhook(secret).verify(request.body, request.headers)).not.toThrow()
    const [done] = await db().select().from(webhookDelivery)
    expect(done).toMatchObject({ status: 'succeeded', attempt: 3, httpStatus: 200, nextAttemptAt: null })
  })

  test('after the last retry the delivery is marked failed', async () => {
    await addEndpoint()
    answers = new Array(10).fill(500)
    await w.post('member', 'Never answered')
    let now = new Date()
    await drain(now)
    for (let step = 0; step < 6; step++) {
      const [pending] = await db().select().from(webhookDelivery)
      now = pending!.nextAttemptAt!
      await drain(now)
    }
    expect(received).toHaveLength(7)
    const [failed] = await db().select().from(webhookDelivery)
    expect(failed).toMatchObject({ status: 'failed', attempt: 7, nextAttemptAt: null })
  })
})

describe('what goes where', () => {
  test('exactly the selected events and projects', async () => {
    const narrow = await addEndpoint(
      { allEvents: false, eventTypes: ['feedback.created'], projectIds: [w.projects.public.id] },
      '/narrow',
    )
    const wide = await addEndpoint({}, '/wide')
    const votes = await addEndpoint(
      { allEvents: false, eventTypes: ['feedback.voted', 'feedback.unvoted'] },
      '/votes',
    )
    const publicItem = await w.post('member', 'Public one')
    await w.post('member', 'Private one', { visibility: 'private' })
    await setVote(db(), await w.access('admin', 'public'), publicItem.id, true)
    await setVote(db(), await w.access('admin', 'public'), publicItem.id, true)
    await setVote(db(), await w.access('admin', 'public'), publicItem.id, false)
    await drain()
    const typesAt = (path: string) =>
      received
        .filter((request) => request.path === path)
        .map((request) => `${JSON.parse(request.body).type} ${JSON.parse(request.body).data.feedback.title}`)
        .sort()
    expect(typesAt('/narrow')).toEqual(['feedback.created Public one'])
    expect(typesAt('/wide')).toEqual(
      [
        'feedback.created Public one',
        'feedback.created Private one',
        'feedback.voted Public one',
        'feedback.unvoted Public one',
      ].sort(),
    )
    expect(typesAt('/votes')).toEqual(['feedback.unvoted Public one', 'feedback.voted Public one'])
    void narrow
    void wide
    void votes
  })

  test('a deleted account: its team hears member.left and feedback.unvoted, naming the person as they were', async () => {
    await addEndpoint({ allEvents: false, eventTypes: ['member.left', 'feedback.unvoted'] })
    const leaving = await w.f.newPerson('Lena Leaver')
    await w.f.addMember(w.org, leaving, 'member')
    const item = await w.post('owner', 'Counted by a leaver')
    await setVote(db(), await w.access(leaving.viewer, 'public'), item.id, true)
    await deleteAccount(db(), leaving.viewer.userId, authFeatureWork)
    await drain()
    const bodies = received.map((request) => JSON.parse(request.body) as Envelope)
    const person = { id: leaving.viewer.userId, name: 'Lena Leaver' }
    expect(bodies.map((body) => body.type).sort()).toEqual(['feedback.unvoted', 'member.left'])
    const left = bodies.find((body) => body.type === 'member.left')!
    expect(left.data.member).toMatchObject({ user: person, role: 'member' })
    const unvoted = bodies.find((body) => body.type === 'feedback.unvoted')!
    expect(unvoted.data.voter).toMatchObject(person)
    expect(unvoted.data.feedback).toMatchObject({ id: item.id, vote_count: 1 })
  })

  test('an internal note carries internal: true', async () => {
    await addEndpoint({ allEvents: false, eventTypes: ['feedback.comment_created'] })
    const item = await w.post('member', 'Noted')
    await addComment(db(), await w.access('admin', 'public'), item.id, { body: 'Only us', internal: true })
    await addComment(db(), await w.access('member', 'public'), item.id, { body: 'Hello', internal: false })
    await drain()
    const bodies = received.map((request) => JSON.parse(request.body).data)
    expect(bodies.map((data) => [data.comment.body, data.internal, data.comment.internal]).sort()).toEqual([
      ['Hello', false, false],
      ['Only us', true, true],
    ])
  })

  test('a disabled endpoint gets nothing', async () => {
    const { endpoint } = await addEndpoint()
    await db().update(webhookEndpoint).set({ enabled: false }).where(eq(webhookEndpoint.id, endpoint.id))
    await w.post('member', 'Unheard')
    await drain()
    expect(received).toHaveLength(0)
  })
})

describe('secrets, tests and resends', () => {
  test('after a rotation both secrets sign for 24 hours, then only the new one', async () => {
    const { endpoint, secret: oldSecret } = await addEndpoint()
    const { secret: newSecret } = await rotateWebhookSecret(db(), await ownerAccess(), endpoint.id)
    await w.post('member', 'Rotated')
    const now = new Date()
    await drain(now)
    const [during] = received
    expect(during!.headers['webhook-signature']!.split(' ')).toHaveLength(2)
    expect(() => new Webhook(oldSecret).verify(during!.body, during!.headers)).not.toThrow()
    expect(() => new Webhook(newSecret).verify(during!.body, during!.headers)).not.toThrow()
    received = []
    const later = new Date(now.getTime() + 24 * 3600_000 + 1)
    await w.post('member', 'Rotated later')
    await drain(later)
    const [after] = received
    expect(after!.headers['webhook-signature']!.split(' ')).toHaveLength(1)
    expect(() => new Webhook(newSecret).verify(after!.body, after!.headers)).not.toThrow()
    expect(() => new Webhook(oldSecret).verify(after!.body, after!.headers)).toThrow()
  })

  test('a test event, and a resend with the same webhook-id', async () => {
    const { endpoint, secret } = await addEndpoint()
    const sent = await sendWebhookTest(db(), await ownerAccess(), endpoint.id, 'http://parley.test')
    await drain()
    const again = await resendWebhookDelivery(db(), await ownerAccess(), sent.id)
    expect(again.id).not.toBe(sent.id)
    await drain()
    expect(received).toHaveLength(2)
    const [first, second] = received.map((request) => verified(secret, request))
    expect(first?.type).toBe('webhook.test')
    expect(received[0]!.headers['webhook-id']).toBe(received[1]!.headers['webhook-id'])
    expect(second?.data.webhook.id).toBe(endpoint.id)
    const log = await listWebhookDeliveries(db(), await ownerAccess(), endpoint.id, { limit: 1 })
    expect(log.deliveries).toHaveLength(1)
    expect(log.next).toBe(log.deliveries[0]!.id)
    expect(log.deliveries[0]).toMatchObject({
      id: again.id,
      status: 'succeeded',
      httpStatus: 200,
      eventType: 'webhook.test',
    })
  })
})

describe('failures', () => {
  test('an endpoint failing for 3 days is turned off and its owners told', async () => {
    const { endpoint } = await addEndpoint()
    answers = new Array(20).fill(500)
    await w.post('member', 'First failure')
    const start = new Date()
    await drain(start)
    const [row] = await db().select().from(webhookEndpoint).where(eq(webhookEndpoint.id, endpoint.id))
    expect(row?.failingSince?.getTime()).toBe(start.getTime())
    const almost = new Date(start.getTime() + 3 * 86_400_000 - 1000)
    await w.post('member', 'Still failing')
    await drain(almost)
    expect(
      (await db().select().from(webhookEndpoint).where(eq(webhookEndpoint.id, endpoint.id)))[0]?.enabled,
    ).toBe(true)
    const past = new Date(start.getTime() + 3 * 86_400_000)
    await w.post('member', 'Failing for good')
    await drain(past)
    const [disabled] = await db().select().from(webhookEndpoint).where(eq(webhookEndpoint.id, endpoint.id))
    expect(disabled).toMatchObject({ enabled: false, disabledReason: 'failing' })
    const told = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.kind, 'webhook.disabled'), eq(notification.subjectId, endpoint.id)))
    expect(told.map((entry) => entry.userId)).toEqual([w.people.owner.viewer.userId])
    expect(told[0]).toMatchObject({ inApp: true, emailState: 'pending' })
    // The mail goes out through the notifications' own job, which may show the owner the endpoint.
    const sent: MailMessage[] = []
    const mailer = { send: async (message: MailMessage) => void sent.push(message), close: () => {} }
    const handlers = notificationJobHandlers({
      db: db(),
      mailer,
      baseUrl: 'http://parley.test',
      secret: 'x'.repeat(32),
    })
    await runDueJobs(db(), handlers, { now: new Date(past.getTime() + 3_600_000), kinds: [MAIL_JOB] })
    expect(sent.map((message) => message.to)).toEqual([w.people.owner.email])
    expect(sent[0]?.text).toMatch(/webhook was turned off after three days/i)
  })

  test('a success ends the run of failures', async () => {
    const { endpoint } = await addEndpoint()
    answers = [500]
    await w.post('member', 'Flaky')
    const start = new Date()
    await drain(start)
    await drain(new Date(start.getTime() + 5_000))
    const [row] = await db().select().from(webhookEndpoint).where(eq(webhookEndpoint.id, endpoint.id))
    expect(row?.failingSince).toBeNull()
  })

  test('the SSRF guard refuses a private address again at delivery', async () => {
    const { endpoint } = await addEndpoint()
    // Saved while private networks were allowed; they are not any more.
    await db()
      .update(webhookEndpoint)
      .set({ url: baseUrl.replace('http:', 'https:') })
      .where(eq(webhookEndpoint.id, endpoint.id))
    await w.post('member', 'To loopback')
    await drain(new Date(), { allowPrivateNetworks: false })
    expect(received).toHaveLength(0)
    const [delivery] = await db().select().from(webhookDelivery)
    expect(delivery).toMatchObject({ status: 'pending', attempt: 1, httpStatus: null })
    expect(delivery?.error).toMatch(/loopback/)
  })

  test('a DNS name that resolves to a private address is refused at delivery (resolved once, checked)', async () => {
    const { endpoint } = await addEndpoint()
    await db()
      .update(webhookEndpoint)
      .set({ url: 'https://rebind.example.com/hook' })
      .where(eq(webhookEndpoint.id, endpoint.id))
    await w.post('member', 'Rebound')
    await drain(new Date(), {
      allowPrivateNetworks: false,
      resolve: async () => [{ address: '10.0.0.7', family: 4 }],
    })
    const [delivery] = await db().select().from(webhookDelivery)
    expect(delivery?.error).toMatch(/private network/)
  })
})

describe('Slack and Discord', () => {
  test('messages with mentions escaped', async () => {
    await addEndpoint({ format: 'slack' }, '/slack')
    await addEndpoint({ format: 'discord' }, '/discord')
    await w.post('member', '<!channel> @everyone *bold* `code`')
    await drain()
    const slack = JSON.parse(received.find((request) => request.path === '/slack')!.body)
    expect(slack.text).toContain('New feedback in')
    expect(JSON.stringify(slack)).not.toContain('<!channel>')
    expect(slack.blocks[0]).toMatchObject({ type: 'section', text: { type: 'mrkdwn' } })
    expect(slack.blocks[0].text.text).toContain('&lt;!channel&gt;')
    expect(slack.blocks.at(-1).elements[0].text).toMatch(/^<http:\/\/parley\.test\/.+\|Open in Parley>$/)
    const discord = JSON.parse(received.find((request) => request.path === '/discord')!.body)
    expect(discord.allowed_mentions).toEqual({ parse: [] })
    const [embed] = discord.embeds
    expect(embed.description).not.toMatch(/@everyone/)
    expect(embed.description).toContain('@\u200beveryone')
    expect(embed.description).toContain('\\*bold\\*')
    expect(embed.url).toContain('/feedback/')
    expect(embed.title.length).toBeLessThanOrEqual(256)
  })
})
