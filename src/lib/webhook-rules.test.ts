import { describe, expect, test } from 'vitest'
import { endpointWantsEvent } from './webhook-events'
import { escapeDiscord, escapeSlack } from './webhook-messages'
import { webhookRetryDelayMs, webhookUrlProblem } from './webhook-rules'

describe('retry schedule', () => {
  test('about 5 s, 1 min, 10 min, 1 h, 6 h, 24 h, then none', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => webhookRetryDelayMs(attempt, 0.5))).toEqual([
      5_000,
      60_000,
      600_000,
      3_600_000,
      21_600_000,
      86_400_000,
      null,
    ])
  })
  test('jitter stays within ±20 %', () => {
    expect(webhookRetryDelayMs(1, 0)).toBe(4_000)
    expect(webhookRetryDelayMs(1, 0.999999)).toBe(6_000)
  })
})

describe('which endpoint wants an event', () => {
  const endpoint = (overrides: Partial<Parameters<typeof endpointWantsEvent>[0]> = {}) => ({
    allEvents: false,
    eventTypes: ['feedback.created'],
    projectIds: [] as string[],
    ...overrides,
  })
  test.each([
    [endpoint(), { type: 'feedback.created', projectId: 'p1' }, true],
    [endpoint(), { type: 'feedback.voted', projectId: 'p1' }, false],
    [endpoint({ allEvents: true }), { type: 'feedback.voted', projectId: 'p1' }, true],
    [endpoint({ projectIds: ['p2'] }), { type: 'feedback.created', projectId: 'p1' }, false],
    [endpoint({ projectIds: ['p1'] }), { type: 'feedback.created', projectId: 'p1' }, true],
    [endpoint({ allEvents: true, projectIds: ['p2'] }), { type: 'member.joined', projectId: null }, true],
    [endpoint({ eventTypes: [] }), { type: 'webhook.test', projectId: null }, true],
  ])('%o gets %o: %s', (subscriber, event, wanted) => {
    expect(endpointWantsEvent(subscriber, event)).toBe(wanted)
  })
})

test('URLs: https only unless private networks are allowed, no credentials', () => {
  expect(webhookUrlProblem('https://example.com/x', { allowHttp: false })).toBeNull()
  expect(webhookUrlProblem('http://example.com/x', { allowHttp: false })).toMatch(/https/)
  expect(webhookUrlProblem('http://example.com/x', { allowHttp: true })).toBeNull()
  expect(webhookUrlProblem('javascript:alert(1)', { allowHttp: true })).not.toBeNull()
  expect(webhookUrlProblem('https://a:b@example.com/', { allowHttp: false })).toMatch(/user name/)
  expect(webhookUrlProblem('not a url', { allowHttp: false })).toMatch(/full URL/)
})

test('escaping keeps mentions and formatting out of Slack and Discord messages', () => {
  expect(escapeSlack('<!channel> & <@U123> *x*')).toBe('&lt;!channel&gt; &amp; &lt;@U123&gt; ∗x∗')
  expect(escapeDiscord('@everyone <@123> **x** [a](b)')).toBe(
    '@\u200beveryone <\u200b@\u200b123\\> \\*\\*x\\*\\* \\[a\\]\\(b\\)',
  )
})
