import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { unsubscribeToken } from '~/features/notifications/server/unsubscribe.server'
import { openDatabase } from '~/server/db/client.server'
import { notificationSetting } from '~/server/db/schema'
import { type AppServer, startAppServer } from '../helpers/app-server'

/**
 * The unsubscribe link of notification mails over HTTP (RFC 8058), against the production build: no session,
 * a GET that only asks, a one-click POST that unsubscribes its recipient and nobody else.
 */
const SECRET = 'unsubscribe-test-secret-0123456789abcdefghij'
let server: AppServer
let stopped = false

beforeAll(async () => {
  server = await startAppServer({ env: { BETTER_AUTH_SECRET: SECRET, SEED_DEMO: 'false' } })
}, 90_000)
afterAll(async () => {
  if (!stopped) await server?.stop()
})

async function signUp(label: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({
      email: `${label}-${Date.now().toString(36)}@parley.example`,
      name: label,
      password: 'correct-horse-battery',
    }),
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { user: { id: string } }
  return body.user.id
}

test('GET asks, a one-click POST unsubscribes without signing in, and only the token’s person', async () => {
  const reader = await signUp('Reader')
  const bystander = await signUp('Bystander')
  const link = `${server.url}/api/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(SECRET, reader))}`

  const asked = await fetch(link)
  expect(asked.status).toBe(200)
  expect(asked.headers.get('content-type')).toContain('text/html')
  expect(await asked.text()).toContain('Unsubscribe from notification mails?')

  const forged = await fetch(
    link.replace(/token=[^&]+/, `token=${encodeURIComponent(`x.${'a'.repeat(43)}`)}`),
    {
      method: 'POST',
    },
  )
  expect(forged.status).toBe(400)

  // What a mail provider sends for List-Unsubscribe-Post (no cookie, no Origin of ours).
  const oneClick = await fetch(link, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })
  expect(oneClick.status).toBe(200)
  expect(await oneClick.text()).toContain('You are unsubscribed')

  await server.stop()
  stopped = true
  const handle = await openDatabase({ kind: 'pglite', directory: path.join(server.dataDir, 'pglite') })
  try {
    const [readerSettings] = await handle.db
      .select()
      .from(notificationSetting)
      .where(eq(notificationSetting.userId, reader))
    expect(readerSettings?.settings).toMatchObject({ emailUnsubscribed: true })
    const bystanderSettings = await handle.db
      .select()
      .from(notificationSetting)
      .where(eq(notificationSetting.userId, bystander))
    expect(bystanderSettings).toEqual([])
  } finally {
    await handle.close()
  }
})
