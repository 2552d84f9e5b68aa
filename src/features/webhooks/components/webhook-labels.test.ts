import { describe, expect, test } from 'vitest'
import { deliveryOutcome, endpointName, webhookFieldOfMessage } from './webhook-labels'

describe('webhookFieldOfMessage', () => {
  test.each([
    ['127.0.0.1 points to a loopback address; webhooks may only reach public addresses', 'url'],
    ['The host no-such-host.invalid could not be found', 'url'],
    ['Use an https:// URL', 'url'],
    ['An organization can have at most 25 webhooks. Delete one you no longer use first.', 'url'],
    ['A chosen project is not in this organization', 'projectIds'],
    ['Choose at least one event, or all events', 'eventTypes'],
    ['Webhook not found', undefined],
  ])('%s → %s', (message, field) => {
    expect(webhookFieldOfMessage(message)).toBe(field)
  })
})

describe('labels', () => {
  test('an endpoint is called by its description, else its URL without the scheme', () => {
    expect(endpointName({ url: 'https://a.example/hook', description: 'Orders' })).toBe('Orders')
    expect(endpointName({ url: 'https://a.example/hook', description: '' })).toBe('a.example/hook')
  })

  test('a delivery’s outcome in a few words', () => {
    const base = {
      id: 'd',
      endpointId: 'e',
      eventId: 'msg_1',
      eventType: 'webhook.test',
      status: 'pending' as const,
      attempt: 0,
      httpStatus: null,
      durationMs: null,
      responseExcerpt: null,
      error: null,
      nextAttemptAt: null,
      lastAttemptAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    }
    expect(deliveryOutcome(base)).toBe('Not attempted yet')
    expect(deliveryOutcome({ ...base, attempt: 1, httpStatus: 200, durationMs: 84 })).toBe(
      'HTTP 200 in 84 ms',
    )
    expect(deliveryOutcome({ ...base, attempt: 2, error: 'Timed out', durationMs: 10000 })).toBe(
      'Timed out in 10000 ms',
    )
  })
})
