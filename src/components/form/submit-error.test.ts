import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppError } from '~/server/errors'
import { authOrThrow, FormSubmitError, NETWORK_ERROR_MESSAGE, submitFailureOf } from './submit-error'

describe('submitFailureOf', () => {
  it('reads a server validator refusal (zod issues serialised into the message) as field errors', () => {
    const parsed = z
      .object({ name: z.string().min(3, 'Too short'), slug: z.string() })
      .safeParse({ name: 'a' })
    if (parsed.success) throw new Error('expected a refusal')
    const failure = submitFailureOf(new Error(JSON.stringify(parsed.error.issues)), 'fallback')
    expect(failure.message).toBeNull()
    expect(failure.fields.name).toBe('Too short')
    expect(failure.fields.slug).toBeTypeOf('string')
  })

  it('takes the field messages an AppError carries', () => {
    const error = new AppError('CONFLICT', 'Taken', { slug: ['This address is taken', 'second'] })
    expect(submitFailureOf(error, 'fallback')).toEqual({
      fields: { slug: 'This address is taken' },
      message: 'Taken',
    })
  })

  it('shows a plain error message as a toast, and the fallback when there is none', () => {
    expect(submitFailureOf(new Error('No permission'), 'fallback')).toEqual({
      fields: {},
      message: 'No permission',
    })
    expect(submitFailureOf(new Error(''), 'fallback').message).toBe('fallback')
    expect(submitFailureOf('thrown string', 'fallback').message).toBe('fallback')
    expect(submitFailureOf(new Error('[not json'), 'fallback').message).toBe('[not json')
  })

  it('says the network is down when fetch rejects', () => {
    expect(submitFailureOf(new TypeError('Failed to fetch'), 'fallback').message).toBe(NETWORK_ERROR_MESSAGE)
  })
})

describe('authOrThrow', () => {
  it('returns the data of a successful Better Auth call', async () => {
    await expect(authOrThrow(Promise.resolve({ data: { ok: true }, error: null }))).resolves.toEqual({
      ok: true,
    })
  })

  it('throws a refusal on the field it belongs to, keeping its code', async () => {
    const error = await authOrThrow(
      Promise.resolve({
        data: null,
        error: { code: 'USERNAME_IS_ALREADY_TAKEN', message: 'Username is already taken', status: 400 },
      }),
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FormSubmitError)
    expect((error as FormSubmitError).code).toBe('USERNAME_IS_ALREADY_TAKEN')
    expect(submitFailureOf(error, 'fallback')).toEqual({
      fields: { username: 'Username is already taken' },
      message: 'Username is already taken',
    })
  })

  it('turns a rate limit into a toast message', async () => {
    const error = await authOrThrow(
      Promise.resolve({ data: null, error: { status: 429, message: '' } }),
    ).catch((caught: unknown) => caught)
    expect(submitFailureOf(error, 'fallback').message).toMatch(/Too many attempts/)
  })
})
