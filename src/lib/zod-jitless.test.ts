import { expect, it } from 'vitest'
import { z } from 'zod'
import { makeZodJitless } from './zod-jitless'

it('sets the jitless option zod itself reads', () => {
  const before = z.config().jitless
  try {
    makeZodJitless()
    expect(z.config().jitless).toBe(true)
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' })
  } finally {
    z.config({ jitless: before })
  }
})
