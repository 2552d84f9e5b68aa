import { describe, expect, test } from 'vitest'
import { MAX_AUTH_BODY_BYTES, refuseMalformedAuthBody } from './auth-request-guard.server'

const post = (body: string, contentType = 'application/json') =>
  new Request('http://localhost/api/auth/sign-up/email', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
  })

async function answer(request: Request) {
  const refused = await refuseMalformedAuthBody(request)
  return refused ? { status: refused.status, body: await refused.json() } : null
}

describe('auth API bodies', () => {
  test.each(['null', '42', '"text"', '[1,2]'])(
    'a JSON body of %s is refused with 400 in Better Auth’s shape',
    async (body) => {
      expect(await answer(post(body))).toEqual({
        status: 400,
        body: { message: 'The request body must be a JSON object', code: 'INVALID_REQUEST_BODY' },
      })
    },
  )

  test('truncated JSON is refused; an object, an empty body and other content types pass untouched', async () => {
    expect((await answer(post('{"email":')))?.status).toBe(400)
    const valid = post('{"email":"a@b.example","password":"x"}')
    expect(await answer(valid)).toBeNull()
    expect(await valid.json()).toEqual({ email: 'a@b.example', password: 'x' })
    expect(await answer(post(''))).toBeNull()
    expect(await answer(post('a=1', 'application/x-www-form-urlencoded'))).toBeNull()
    expect(await answer(new Request('http://localhost/api/auth/get-session'))).toBeNull()
  })

  test('a body over the limit is refused', async () => {
    expect(await answer(post(`{"email":"${'x'.repeat(MAX_AUTH_BODY_BYTES)}"}`))).toEqual({
      status: 400,
      body: { message: 'Request body too large', code: 'REQUEST_BODY_TOO_LARGE' },
    })
  })
})
