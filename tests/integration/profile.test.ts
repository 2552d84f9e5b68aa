import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  AVATAR_URL_PREFIX,
  avatarKeyOfUrl,
  avatarResponse,
  decodeAvatarUpload,
  sniffImageType,
  storeAvatar,
} from '~/features/profile/avatar.server'
import { findOwnProfile, findPublicProfile } from '~/features/profile/profile.server'
import { AVATAR_MAX_BYTES, BIO_MAX_LENGTH } from '~/lib/profile-rules'
import type { DatabaseHandle } from '~/server/db/client.server'
import { user } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { isValidStorageKey } from '~/server/storage/file-storage'
import { createLocalStorage } from '~/server/storage/local-storage.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let filesDir: string
let counter = 0
const stamp = Date.now().toString(36)
const uniqueEmail = () => `person-${++counter}-${stamp}@profile-settings.example`
const uniqueUsername = (prefix: string) => `${prefix}_${++counter}_${stamp}`.slice(0, 30)

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true })
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-files-'))
})
afterAll(async () => {
  await database.close()
  fs.rmSync(filesDir, { recursive: true, force: true })
})

// The smallest real images: a 1×1 PNG and a 1×1 lossless WebP.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')
const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`

async function signUpWithUsername() {
  const username = uniqueUsername('bio')
  const response = await t.signUp({ email: uniqueEmail(), username, name: 'Bo Bio' })
  expect(response.status).toBe(200)
  return { ...response, username, id: String((response.json?.user as { id?: string } | undefined)?.id) }
}

describe('bio', () => {
  test('the owner sets it through update-user; it shows in the session and on the public profile', async () => {
    const person = await signUpWithUsername()
    const bio = 'Makes maps.\nLikes tea.'
    const updated = await t.request('/update-user', { body: { bio }, cookie: person.cookie })
    expect(updated.status).toBe(200)

    const session = await t.request('/get-session', { cookie: person.cookie })
    expect((session.json?.user as { bio?: string } | undefined)?.bio).toBe(bio)
    expect(await findPublicProfile(database.db, person.username)).toMatchObject({ bio, name: 'Bo Bio' })
    expect(await findOwnProfile(database.db, person.id)).toMatchObject({ bio, username: person.username })

    const cleared = await t.request('/update-user', { body: { bio: null }, cookie: person.cookie })
    expect(cleared.status).toBe(200)
    expect((await findPublicProfile(database.db, person.username))?.bio).toBeNull()
  })

  test(`a bio longer than ${BIO_MAX_LENGTH} characters is refused and nothing changes`, async () => {
    const person = await signUpWithUsername()
    const refused = await t.request('/update-user', {
      body: { bio: 'x'.repeat(BIO_MAX_LENGTH + 1) },
      cookie: person.cookie,
    })
    expect(refused.status).toBe(400)
    const [row] = await database.db.select({ bio: user.bio }).from(user).where(eq(user.id, person.id))
    expect(row?.bio).toBeNull()
    const fits = await t.request('/update-user', {
      body: { bio: 'y'.repeat(BIO_MAX_LENGTH) },
      cookie: person.cookie,
    })
    expect(fits.status).toBe(200)
  })

  test('a blank-only bio reads as none on the public profile', async () => {
    const person = await signUpWithUsername()
    await database.db.update(user).set({ bio: '   ' }).where(eq(user.id, person.id))
    expect((await findPublicProfile(database.db, person.username))?.bio).toBeNull()
  })

  test('anonymous callers cannot set a bio', async () => {
    const response = await t.request('/update-user', { body: { bio: 'sneaky' } })
    expect(response.status).toBe(401)
  })
})

describe('avatar uploads', () => {
  test('decodes PNG and WebP data URLs by their bytes, whatever type the upload claims', () => {
    expect(decodeAvatarUpload(dataUrl('image/png', PNG)).contentType).toBe('image/png')
    expect(decodeAvatarUpload(dataUrl('image/webp', WEBP)).contentType).toBe('image/webp')
    // A PNG labelled as WebP is stored as what it is.
    expect(decodeAvatarUpload(dataUrl('image/webp', PNG)).contentType).toBe('image/png')
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif')
  })

  test.each([
    ['not a data URL', 'https://example.com/me.png'],
    ['an SVG (scripts!)', dataUrl('image/svg+xml', new TextEncoder().encode('<svg onload="alert(1)"/>'))],
    ['HTML dressed as a PNG', dataUrl('image/png', new TextEncoder().encode('<html><script></script>'))],
    ['an empty image', 'data:image/png;base64,'],
    ['a non-image type', dataUrl('text/html', PNG)],
  ])('refuses %s with BAD_REQUEST', (_label, upload) => {
    expect(() => decodeAvatarUpload(upload)).toThrow(AppError)
    try {
      decodeAvatarUpload(upload)
    } catch (error) {
      expect((error as AppError).code).toBe('BAD_REQUEST')
    }
  })

  test('refuses an image over the size limit', () => {
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1)
    big.set(PNG.subarray(0, 8))
    expect(() => decodeAvatarUpload(dataUrl('image/png', big))).toThrow(/smaller than 1 MB/)
  })

  test('round trip: stored on disk under DATA_DIR/files, served with its type and a year of caching', async () => {
    const storage = createLocalStorage(filesDir)
    const person = await signUpWithUsername()
    const stored = await storeAvatar(storage, person.id, decodeAvatarUpload(dataUrl('image/webp', WEBP)))
    expect(stored.url.startsWith(AVATAR_URL_PREFIX)).toBe(true)
    expect(stored.key).toMatch(/^avatars\/[A-Za-z0-9_-]+\.webp$/)
    expect(fs.readFileSync(path.join(filesDir, stored.key))).toEqual(WEBP)
    expect(avatarKeyOfUrl(stored.url)).toBe(stored.key)

    // user.image points at our URL, not a remote one.
    const updated = await t.request('/update-user', { body: { image: stored.url }, cookie: person.cookie })
    expect(updated.status).toBe(200)
    expect((await findPublicProfile(database.db, person.username))?.image).toBe(stored.url)

    const name = stored.url.slice(AVATAR_URL_PREFIX.length)
    const response = await avatarResponse(storage, name, new Request(`http://localhost${stored.url}`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-length')).toBe(String(WEBP.byteLength))
    expect(Buffer.from(await response.arrayBuffer())).toEqual(WEBP)

    const etag = response.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await avatarResponse(
      storage,
      name,
      new Request(`http://localhost${stored.url}`, { headers: { 'If-None-Match': etag ?? '' } }),
    )
    expect(again.status).toBe(304)

    await storage.delete(stored.key)
    expect((await avatarResponse(storage, name)).status).toBe(404)
    // Deleting what is already gone is fine.
    await storage.delete(stored.key)
  })

  test('the files route answers 404 to unknown names and to path tricks', async () => {
    const storage = createLocalStorage(filesDir)
    fs.writeFileSync(path.join(filesDir, 'secret.txt'), 'do not serve')
    for (const name of [
      'nope.webp',
      '../secret.txt',
      '..%2Fsecret.txt',
      'secret.txt',
      '.hidden.png',
      'a/b.png',
    ]) {
      const response = await avatarResponse(storage, name)
      expect(response.status, name).toBe(404)
    }
  })

  test('storage keys cannot leave the storage folder', async () => {
    const storage = createLocalStorage(filesDir)
    for (const key of ['../x.png', 'avatars/../../x.png', '/etc/passwd', '', 'a//b', '.env']) {
      expect(isValidStorageKey(key), key).toBe(false)
      await expect(storage.put(key, PNG, { contentType: 'image/png' })).rejects.toThrow(/Invalid storage key/)
    }
    expect(isValidStorageKey('avatars/u1-abc.webp')).toBe(true)
  })

  test('avatarKeyOfUrl ignores remote images and foreign paths', () => {
    expect(avatarKeyOfUrl('https://avatars.githubusercontent.com/u/1')).toBeNull()
    expect(avatarKeyOfUrl('/api/files/avatars/../../etc.png')).toBeNull()
    expect(avatarKeyOfUrl(null)).toBeNull()
  })
})

describe('usernames', () => {
  test('reserved words are refused when changing the username', async () => {
    const person = await signUpWithUsername()
    for (const reserved of ['admin', 'settings', 'Profile']) {
      const response = await t.request('/update-user', {
        body: { username: reserved },
        cookie: person.cookie,
      })
      expect(response.status, reserved).toBe(400)
      expect(response.json?.code).toBe('INVALID_USERNAME')
    }
  })

  test('unique regardless of case, on sign-up and on change', async () => {
    const taken = uniqueUsername('taken')
    expect((await t.signUp({ email: uniqueEmail(), username: taken })).status).toBe(200)
    const again = await t.signUp({ email: uniqueEmail(), username: taken.toUpperCase() })
    expect(again.status).toBe(400)
    expect(again.json?.code).toMatch(/USERNAME_IS_ALREADY_TAKEN/)

    const other = await signUpWithUsername()
    const change = await t.request('/update-user', {
      body: { username: taken.toUpperCase() },
      cookie: other.cookie,
    })
    expect(change.status).toBe(400)
    expect(change.json?.code).toMatch(/USERNAME_IS_ALREADY_TAKEN/)
  })

  test('a changed username is stored lowercased and found in any case; the old one is gone', async () => {
    const person = await signUpWithUsername()
    const next = uniqueUsername('Renamed')
    const response = await t.request('/update-user', { body: { username: next }, cookie: person.cookie })
    expect(response.status).toBe(200)
    expect((await findPublicProfile(database.db, next.toUpperCase()))?.username).toBe(next.toLowerCase())
    expect(await findPublicProfile(database.db, person.username)).toBeNull()
  })
})
