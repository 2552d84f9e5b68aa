import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { answerAuthFormPost, type FormPostKind } from '~/features/auth/auth-form-post.server'
import { describeFormPostError } from '~/features/auth/form-post-errors'
import type { DatabaseHandle } from '~/server/db/client.server'
import { isSameOriginPost } from '~/server/same-origin.server'
import { createTestAuth, TEST_BASE_URL } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

const PASSWORD = 'correct-horse-battery'
let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let counter = 0
const unique = (label: string) => `${label}${++counter}${Date.now().toString(36)}`

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true })
})
afterAll(() => database.close())

/** A browser's form POST from one of our pages (same-origin unless told otherwise). */
function formPost(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { Origin: TEST_BASE_URL, 'Sec-Fetch-Site': 'same-origin' },
) {
  return new Request(`${TEST_BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

function post(kind: FormPostKind, request: Request, clientIp = '198.51.100.9') {
  return answerAuthFormPost(kind, request, { auth: t.auth, baseUrl: TEST_BASE_URL, clientIp })
}

/** Asserts a 303 whose Location holds none of the values the user typed. */
function location(response: Response, typed: string[]): URL {
  expect(response.status).toBe(303)
  const target = response.headers.get('Location') ?? ''
  for (const value of typed) expect(target).not.toContain(encodeURIComponent(value))
  for (const value of typed) expect(target).not.toContain(value)
  return new URL(target, TEST_BASE_URL)
}

async function newUser() {
  const username = unique('form')
  const email = `${username}@form-post.example`
  const response = await t.signUp({ email, username, password: PASSWORD })
  expect(response.status).toBe(200)
  return { username, email }
}

describe('sign-in form post', () => {
  test('signs in by username, sets the session cookie and goes on to the safe redirect', async () => {
    const user = await newUser()
    const response = await post(
      'sign-in',
      formPost('/sign-in?redirect=%2F%40team%2Fproject', {
        identifier: user.username,
        password: PASSWORD,
        rememberMe: 'on',
      }),
    )
    const target = location(response, [PASSWORD])
    expect(target.pathname).toBe('/@team/project')
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('better-auth.session_token='))
    expect(cookie).toBeDefined()
    const session = await t.request('/get-session', { cookie: cookie?.split(';')[0] })
    expect(session.json?.user).toMatchObject({ email: user.email })
  })

  test('never follows a redirect to another site', async () => {
    const user = await newUser()
    const response = await post(
      'sign-in',
      formPost('/sign-in?redirect=%2F%2Fevil.example', { identifier: user.email, password: PASSWORD }),
    )
    expect(location(response, [PASSWORD]).pathname).toBe('/home')
  })

  test('a wrong password comes back to the form with Better Auth code only, keeping redirect', async () => {
    const user = await newUser()
    const response = await post(
      'sign-in',
      formPost('/sign-in?redirect=%2Fhome', { identifier: user.email, password: 'wrong-password-1' }),
    )
    const target = location(response, ['wrong-password-1', user.email])
    expect(target.pathname).toBe('/sign-in')
    expect(target.searchParams.get('error')).toBe('INVALID_EMAIL_OR_PASSWORD')
    expect(target.searchParams.get('redirect')).toBe('/home')
    expect(response.headers.getSetCookie()).toEqual([])
    expect(describeFormPostError('INVALID_EMAIL_OR_PASSWORD')?.message).toBe('Invalid email or password')
  })

  test('input the schema refuses names the field, not its value', async () => {
    const response = await post(
      'sign-in',
      formPost('/sign-in', { identifier: 'not-an@email', password: 'x' }),
    )
    const target = location(response, ['not-an@email'])
    expect(target.searchParams.get('error')).toBe('INVALID_INPUT')
    expect(target.searchParams.get('field')).toBe('identifier')
  })

  test('keeps Better Auth rate limit on the sign-in endpoint', async () => {
    const limited = createTestAuth(database, { rateLimitEnabled: true })
    const codes: (string | null)[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await answerAuthFormPost(
        'sign-in',
        formPost('/sign-in', { identifier: 'nobody@form-post.example', password: 'wrong-password' }),
        { auth: limited.auth, baseUrl: TEST_BASE_URL, clientIp: '198.51.100.77' },
      )
      codes.push(location(response, ['wrong-password']).searchParams.get('error'))
    }
    expect(codes).toContain('TOO_MANY_REQUESTS')
  })
})

describe('CSRF', () => {
  test.each([
    ['another site', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['a cross-site fetch without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a forged Origin without fetch metadata', { Origin: 'https://evil.example' }],
    ['no origin information at all', {} as Record<string, string>],
  ])('refuses a form post from %s before calling Better Auth', async (_label, headers) => {
    const user = await newUser()
    const response = await post(
      'sign-in',
      formPost('/sign-in', { identifier: user.username, password: PASSWORD }, headers),
    )
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  test('accepts our own origin', () => {
    const request = formPost('/sign-in', {}, { Origin: TEST_BASE_URL })
    expect(isSameOriginPost(request, TEST_BASE_URL)).toBe(true)
    expect(
      isSameOriginPost(formPost('/sign-in', {}, { 'Sec-Fetch-Site': 'same-origin' }), TEST_BASE_URL),
    ).toBe(true)
  })
})

describe('sign-up form post', () => {
  test('creates the account, signs in and goes home', async () => {
    const username = unique('newbie')
    const response = await post(
      'sign-up',
      formPost('/sign-in?mode=sign-up', {
        name: 'New Person',
        email: `${username}@form-post.example`,
        username,
        password: PASSWORD,
      }),
    )
    const target = location(response, [PASSWORD, username])
    expect(target.pathname).toBe('/home')
    expect(
      response.headers.getSetCookie().some((value) => value.startsWith('better-auth.session_token=')),
    ).toBe(true)
  })

  test('a taken username comes back as its code, on the username field', async () => {
    const user = await newUser()
    const response = await post(
      'sign-up',
      formPost('/sign-in?mode=sign-up', {
        name: 'Copycat',
        email: `${unique('copy')}@form-post.example`,
        username: user.username,
        password: PASSWORD,
      }),
    )
    const target = location(response, [PASSWORD, user.username])
    expect(target.searchParams.get('mode')).toBe('sign-up')
    const code = target.searchParams.get('error') ?? ''
    expect(code).toMatch(/USERNAME_IS_ALREADY_TAKEN/)
    expect(describeFormPostError(code)?.field).toBe('username')
  })

  test('a short password is refused on its field', async () => {
    const response = await post(
      'sign-up',
      formPost('/sign-in?mode=sign-up', {
        name: 'Short',
        email: `${unique('short')}@form-post.example`,
        username: unique('short'),
        password: 'abc',
      }),
    )
    const target = location(response, ['abc'])
    expect(target.searchParams.get('field')).toBe('password')
    expect(describeFormPostError('INVALID_INPUT', 'password')?.message).toMatch(/characters/)
  })
})

describe('password reset form posts', () => {
  test('forgot-password answers the same for known and unknown addresses and mails a link', async () => {
    const user = await newUser()
    const before = t.mails.length
    const known = await post('forgot-password', formPost('/forgot-password', { email: user.email }))
    const unknown = await post(
      'forgot-password',
      formPost('/forgot-password', { email: 'nobody@nowhere.example' }),
    )
    expect(location(known, [user.email]).search).toBe('?sent=1')
    expect(location(unknown, ['nobody@nowhere.example']).search).toBe('?sent=1')
    expect(t.mails.length).toBe(before + 1)
  })

  test('reset-password sets the new password with the mailed token, once', async () => {
    const user = await newUser()
    await post('forgot-password', formPost('/forgot-password', { email: user.email }))
    const mail = t.mails.at(-1)
    const token = /reset-password\/([A-Za-z0-9]+)/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeDefined()
    const newPassword = 'a-brand-new-password'
    const fields = {
      token: token ?? '',
      newPassword,
      confirmPassword: newPassword,
      revokeOtherSessions: 'on',
    }
    const mismatch = await post(
      'reset-password',
      formPost('/reset-password', { ...fields, confirmPassword: 'something-else' }),
    )
    expect(location(mismatch, [newPassword, 'something-else']).searchParams.get('field')).toBe(
      'confirmPassword',
    )
    const done = await post('reset-password', formPost('/reset-password', fields))
    expect(location(done, [newPassword]).search).toBe('?done=1')
    const signIn = await t.request('/sign-in/email', { body: { email: user.email, password: newPassword } })
    expect(signIn.status).toBe(200)
    const again = await post('reset-password', formPost('/reset-password', fields))
    expect(location(again, [newPassword]).searchParams.get('error')).toBe('INVALID_TOKEN')
  })

  test('a body that is not a form is refused without a 5xx', async () => {
    const request = new Request(`${TEST_BASE_URL}/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_BASE_URL },
      body: 'null',
    })
    const response = await post('forgot-password', request)
    expect(location(response, []).searchParams.get('error')).toBe('INVALID_INPUT')
  })
})

describe('change-password form post', () => {
  const signedIn = (cookie: string) => ({
    Origin: TEST_BASE_URL,
    'Sec-Fetch-Site': 'same-origin',
    Cookie: cookie,
  })

  test('changes the password of the signed-in user, keeping the other sessions unless asked', async () => {
    const user = await newUser()
    const session = await t.request('/sign-in/email', { body: { email: user.email, password: PASSWORD } })
    const cookie = t.cookieFrom(session)
    const other = t.cookieFrom(
      await t.request('/sign-in/email', { body: { email: user.email, password: PASSWORD } }),
    )
    const newPassword = 'a-changed-password'
    const fields = { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword }

    const kept = await post('change-password', formPost('/settings/password', fields, signedIn(cookie)))
    expect(location(kept, [PASSWORD, newPassword]).search).toBe('?done=kept')
    expect((await t.request('/get-session', { cookie: other })).json?.user).toMatchObject({
      email: user.email,
    })
    const signIn = await t.request('/sign-in/email', { body: { email: user.email, password: newPassword } })
    expect(signIn.status).toBe(200)

    // Signing the others out gives this session a new cookie, so the browser stays signed in.
    const third = 'a-third-password-here'
    const revoked = await post(
      'change-password',
      formPost(
        '/settings/password',
        {
          currentPassword: newPassword,
          newPassword: third,
          confirmPassword: third,
          revokeOtherSessions: 'on',
        },
        signedIn(cookie),
      ),
    )
    expect(location(revoked, [newPassword, third]).search).toBe('?done=revoked')
    const renewed = t.cookieFrom(revoked)
    expect(renewed).toContain('better-auth.session_token=')
    expect((await t.request('/get-session', { cookie: renewed })).json?.user).toMatchObject({
      email: user.email,
    })
    expect((await t.request('/get-session', { cookie: other })).json).toBeNull()
  })

  test('a wrong current password or a mismatched confirmation goes back to the form, naming the field', async () => {
    const user = await newUser()
    const cookie = t.cookieFrom(
      await t.request('/sign-in/email', { body: { email: user.email, password: PASSWORD } }),
    )
    const newPassword = 'a-changed-password'
    const wrong = await post(
      'change-password',
      formPost(
        '/settings/password',
        { currentPassword: 'not-the-password', newPassword, confirmPassword: newPassword },
        signedIn(cookie),
      ),
    )
    const wrongTarget = location(wrong, ['not-the-password', newPassword])
    expect(wrongTarget.pathname).toBe('/settings/password')
    expect(wrongTarget.searchParams.get('error')).toBe('INVALID_PASSWORD')
    expect(describeFormPostError('INVALID_PASSWORD')).toEqual({
      message: 'This is not your current password',
      field: 'currentPassword',
    })

    const mismatch = await post(
      'change-password',
      formPost(
        '/settings/password',
        { currentPassword: PASSWORD, newPassword, confirmPassword: 'something-else' },
        signedIn(cookie),
      ),
    )
    expect(location(mismatch, [PASSWORD, newPassword]).searchParams.get('field')).toBe('confirmPassword')
    // Neither changed it.
    const signIn = await t.request('/sign-in/email', { body: { email: user.email, password: PASSWORD } })
    expect(signIn.status).toBe(200)
  })

  test('without a session it sends the person to sign in, and back here afterwards', async () => {
    const response = await post(
      'change-password',
      formPost('/settings/password', {
        currentPassword: PASSWORD,
        newPassword: 'a-changed-password',
        confirmPassword: 'a-changed-password',
      }),
    )
    const target = location(response, [PASSWORD])
    expect(`${target.pathname}${target.search}`).toBe('/sign-in?redirect=%2Fsettings%2Fpassword')
  })
})
