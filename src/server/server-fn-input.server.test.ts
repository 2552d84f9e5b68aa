import { toJSONAsync } from 'seroval'
import { describe, expect, test } from 'vitest'
import { isAppError } from './errors'
import {
  isUnknownServerFnError,
  MAX_SERVER_FN_BODY_BYTES,
  serverFnPayloadProblem,
} from './server-fn-input.server'

const URL_BASE = 'http://localhost/_serverFn/abc'

async function outcome(request: Request): Promise<string> {
  try {
    const problem = await serverFnPayloadProblem(request)
    return problem ? `${problem.status} ${problem.message}` : 'ok'
  } catch (error) {
    return isAppError(error) ? `${error.status} ${error.message}` : `thrown ${String(error)}`
  }
}

const post = (body: BodyInit, contentType = 'application/json') =>
  new Request(URL_BASE, { method: 'POST', body, headers: { 'content-type': contentType } })

describe('server-function payloads Start could not decode', () => {
  test('what the app client sends passes, and its body is left for Start to read', async () => {
    const payload = JSON.stringify(await toJSONAsync({ data: { orgSlug: 'demo', nested: [1, 'two'] } }))
    const request = post(payload)
    expect(await outcome(request)).toBe('ok')
    expect(await request.text()).toBe(payload)
    expect(await outcome(new Request(`${URL_BASE}?payload=${encodeURIComponent(payload)}`))).toBe('ok')
    // No payload at all: a call without data.
    expect(await outcome(new Request(URL_BASE, { method: 'POST' }))).toBe('ok')
    expect(await outcome(new Request(URL_BASE))).toBe('ok')
  })

  test.each([
    ['empty', ''],
    ['truncated', '{"t":10,"i":0,"p":'],
    ['null', 'null'],
    ['a number', '123'],
    ['an unknown node', '{"t":999,"i":0}'],
  ])('%s answers 400 (POST body and GET payload)', async (_label, body) => {
    expect(await outcome(post(body))).toBe('400 Malformed request')
    if (body) {
      expect(await outcome(new Request(`${URL_BASE}?payload=${encodeURIComponent(body)}`))).toBe(
        '400 Malformed request',
      )
    }
  })

  test('a broken multipart body answers 400; a valid form passes', async () => {
    expect(await outcome(post('--x\r\nbroken', 'multipart/form-data; boundary=x'))).toBe(
      '400 Malformed request',
    )
    const form = new FormData()
    form.set('name', 'value')
    expect(await outcome(new Request(URL_BASE, { method: 'POST', body: form }))).toBe('ok')
  })

  test('a body over the limit answers 400, declared or not', async () => {
    const huge = 'x'.repeat(MAX_SERVER_FN_BODY_BYTES + 1)
    expect(await outcome(post(`"${huge}"`))).toBe('400 Request too large')
    const chunked = new Request(URL_BASE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([huge]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(await outcome(chunked)).toBe('400 Request too large')
  })

  test("Start's unknown-id errors are recognised, other errors are not", () => {
    expect(isUnknownServerFnError(new Error('Server function info not found for abc'))).toBe(true)
    expect(
      isUnknownServerFnError(new Error('Server function module export not resolved for serverFn ID: a')),
    ).toBe(true)
    expect(isUnknownServerFnError(new Error('Something else'))).toBe(false)
  })
})
