import { createHmac, generateKeyPairSync } from 'node:crypto'
import { SignJWT, UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { verifyWidgetToken } from './token.server'

const SECRET = 'parley_ws_current-secret-of-this-project-0123456789abcdef'
const PREVIOUS = 'parley_ws_previous-secret-of-this-project-0123456789abcd'
const OTHER_PROJECT = 'parley_ws_another-projects-secret-0123456789abcdefghij'
const now = new Date('2026-11-29T12:00:00Z')
const nowS = Math.floor(now.getTime() / 1000)

type Claims = Record<string, unknown>

function sign(claims: Claims, options: { secret?: string; alg?: 'HS256' | 'HS512' | 'HS384' } = {}) {
  const { iat = nowS, exp = nowS + 600, ...rest } = claims
  return new SignJWT(rest)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setIssuedAt(iat as number)
    .setExpirationTime(exp as number)
    .sign(new TextEncoder().encode(options.secret ?? SECRET))
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** A token assembled by hand, for headers and claims no library would write. */
function handmade(header: object, payload: object, secret = SECRET) {
  const body = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`
}

const verify = (token: string, secrets: string[] = [SECRET]) => verifyWidgetToken(token, secrets, now)

describe('verifyWidgetToken', () => {
  it('accepts a valid HS256 token and returns its claims', async () => {
    const result = await verify(
      await sign({
        sub: 'user-42',
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        avatar: 'https://cdn.example.com/ada.png',
        company: { id: 'c-1', name: 'Analytical Engines', plan: 'pro', monthly_spend: 1200 },
      }),
    )
    expect(result).toEqual({
      ok: true,
      claims: {
        sub: 'user-42',
        iat: nowS,
        exp: nowS + 600,
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        avatar: 'https://cdn.example.com/ada.png',
        company: { id: 'c-1', name: 'Analytical Engines', plan: 'pro', monthly_spend: 1200 },
      },
    })
  })

  it('accepts a token signed by hand (any JWT library) with only sub, iat and exp', async () => {
    const result = await verify(
      handmade({ alg: 'HS256', typ: 'JWT' }, { sub: 'u', iat: nowS, exp: nowS + 60 }),
    )
    expect(result).toMatchObject({ ok: true, claims: { sub: 'u' } })
  })

  it('accepts the previous secret during its overlap', async () => {
    const result = await verify(await sign({ sub: 'u' }, { secret: PREVIOUS }), [SECRET, PREVIOUS])
    expect(result.ok).toBe(true)
  })

  it('refuses a forged signature', async () => {
    const token = await sign({ sub: 'u' })
    const [header, payload] = token.split('.')
    const forged = `${header}.${payload}.${b64url('not the signature at all, not at all')}`
    expect(await verify(forged)).toMatchObject({ ok: false, code: 'invalid_token' })
  })

  it('refuses a payload changed after signing', async () => {
    const token = await sign({ sub: 'u' })
    const [header, , signature] = token.split('.')
    const changed = b64url(JSON.stringify({ sub: 'admin', iat: nowS, exp: nowS + 60 }))
    expect(await verify(`${header}.${changed}.${signature}`)).toMatchObject({
      ok: false,
      code: 'invalid_token',
    })
  })

  it('refuses a token signed with another project’s secret', async () => {
    expect(await verify(await sign({ sub: 'u' }, { secret: OTHER_PROJECT }))).toMatchObject({
      ok: false,
      code: 'invalid_token',
    })
  })

  it('refuses the previous secret once it is no longer offered', async () => {
    expect(await verify(await sign({ sub: 'u' }, { secret: PREVIOUS }), [SECRET])).toMatchObject({
      ok: false,
      code: 'invalid_token',
    })
  })

  it('refuses an expired token', async () => {
    const token = await sign({ sub: 'u', iat: nowS - 900, exp: nowS - 60 })
    expect(await verify(token)).toMatchObject({ ok: false, code: 'expired_token' })
  })

  it('allows 30 seconds of clock skew on exp, not more', async () => {
    expect((await verify(await sign({ sub: 'u', iat: nowS - 600, exp: nowS - 20 }))).ok).toBe(true)
    expect(await verify(await sign({ sub: 'u', iat: nowS - 600, exp: nowS - 40 }))).toMatchObject({
      ok: false,
      code: 'expired_token',
    })
  })

  it('refuses a token that lives longer than 15 minutes', async () => {
    expect(await verify(await sign({ sub: 'u', iat: nowS, exp: nowS + 901 }))).toMatchObject({
      ok: false,
      code: 'token_lifetime_too_long',
    })
    expect((await verify(await sign({ sub: 'u', iat: nowS, exp: nowS + 900 }))).ok).toBe(true)
  })

  it('refuses alg none', async () => {
    const unsecured = new UnsecuredJWT({ sub: 'u' })
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + 60)
      .encode()
    expect(await verify(unsecured)).toMatchObject({ ok: false, code: 'unsupported_algorithm' })
    const noneWithSignature = handmade({ alg: 'none' }, { sub: 'u', iat: nowS, exp: nowS + 60 })
    expect(await verify(noneWithSignature)).toMatchObject({ ok: false, code: 'unsupported_algorithm' })
  })

  it('refuses HS512 and HS384 even with the right secret', async () => {
    expect(await verify(await sign({ sub: 'u' }, { alg: 'HS512' }))).toMatchObject({
      ok: false,
      code: 'unsupported_algorithm',
    })
    expect(await verify(await sign({ sub: 'u' }, { alg: 'HS384' }))).toMatchObject({
      ok: false,
      code: 'unsupported_algorithm',
    })
  })

  it('refuses RS256', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const token = await new SignJWT({ sub: 'u' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + 60)
      .sign(privateKey)
    expect(await verify(token)).toMatchObject({ ok: false, code: 'unsupported_algorithm' })
  })

  it('refuses a token without sub, iat or exp', async () => {
    const header = { alg: 'HS256', typ: 'JWT' }
    expect(await verify(handmade(header, { iat: nowS, exp: nowS + 60 }))).toMatchObject({
      ok: false,
      code: 'invalid_claims',
    })
    expect(await verify(handmade(header, { sub: '', iat: nowS, exp: nowS + 60 }))).toMatchObject({
      ok: false,
      code: 'invalid_claims',
    })
    expect(await verify(handmade(header, { sub: 'u', exp: nowS + 60 }))).toMatchObject({
      ok: false,
      code: 'invalid_claims',
    })
    expect(await verify(handmade(header, { sub: 'u', iat: nowS }))).toMatchObject({
      ok: false,
      code: 'invalid_claims',
    })
  })

  it('refuses a bad avatar URL (not https)', async () => {
    for (const avatar of [
      'http://cdn.example.com/a.png',
      'javascript:alert(1)',
      'not a url',
      'data:image/png;base64,AA',
    ]) {
      const result = await verify(await sign({ sub: 'u', avatar }))
      expect(result, avatar).toMatchObject({ ok: false, code: 'invalid_claims' })
    }
  })

  it('refuses a bad email, a long name, a company without a name, a negative monthly spend', async () => {
    for (const claims of [
      { sub: 'u', email: 'not-an-address' },
      { sub: 'u', name: 'x'.repeat(81) },
      { sub: 'u', company: { id: 'c' } },
      { sub: 'u', company: { id: 'c', name: 'C', monthly_spend: -1 } },
      { sub: 'x'.repeat(256) },
    ]) {
      expect(await verify(await sign(claims)), JSON.stringify(claims)).toMatchObject({
        ok: false,
        code: 'invalid_claims',
      })
    }
  })

  it('refuses a token issued in the future', async () => {
    expect(await verify(await sign({ sub: 'u', iat: nowS + 300, exp: nowS + 600 }))).toMatchObject({
      ok: false,
      code: 'invalid_claims',
    })
  })

  it('refuses what is not a JWT at all', async () => {
    for (const token of ['', 'abc', 'a.b.c', 'x'.repeat(9000)]) {
      expect(await verify(token), token.slice(0, 10)).toMatchObject({ ok: false, code: 'invalid_token' })
    }
  })

  it('says what went wrong in a sentence', async () => {
    const result = await verify(await sign({ sub: 'u', iat: nowS - 900, exp: nowS - 60 }))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(/expired/)
  })
})
