import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { user } from '~/server/db/schema'
import { RESET_ANSWER, setupMailWorld } from '../helpers/mail-world'

/**
 * Mail goes out in the recipient's language (their account's, else English), whoever asks for it: the
 * password-reset mail, subject and body, over real SMTP (tests/helpers/mail-world.ts).
 */
const world = setupMailWorld()
const { newAuth, signUp } = world

async function requestReset(email: string) {
  const since = world.inbox.received.length
  const requested = await newAuth().request('/request-password-reset', {
    body: { email, redirectTo: '/reset-password' },
  })
  expect(requested.json).toEqual(RESET_ANSWER)
  return world.inbox.waitFor(email, { since })
}

describe('the password-reset mail', () => {
  test('is in the recipient’s saved language, with plurals and right to left where it reads so', async () => {
    const person = await signUp(newAuth())
    await world.database.db.update(user).set({ language: 'de' }).where(eq(user.email, person.email))
    const german = await requestReset(person.email)
    expect(german.subject).toBe('Setze dein Parley-Passwort zurück')
    expect(german.text).toContain('Der Link kann einmal verwendet werden und ist 1 Stunde gültig.')
    expect(german.text).toContain('Neues Passwort wählen: ')
    expect(german.html).not.toContain('dir="rtl"')

    await world.database.db.update(user).set({ language: 'ar' }).where(eq(user.email, person.email))
    const arabic = await requestReset(person.email)
    // The inbox joins a long subject's MIME encoded words with a space: compared without spaces.
    expect(arabic.subject.replace(/\s/g, '')).toBe('أعدتعيينكلمةمرورParley')
    expect(arabic.text).toContain('صالح لمدة ساعة واحدة')
    expect(arabic.html).toContain('<div dir="rtl">')
  })

  test('is in English, as before, for someone without a language or with an unknown one', async () => {
    const person = await signUp(newAuth())
    const english = await requestReset(person.email)
    expect(english.subject).toBe('Reset your Parley password')
    expect(english.text).toContain('The link can be used once and is valid for 1 hour.')
    await world.database.db.update(user).set({ language: 'tlh' }).where(eq(user.email, person.email))
    expect((await requestReset(person.email)).subject).toBe('Reset your Parley password')
  })
})
