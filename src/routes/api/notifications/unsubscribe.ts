import { createFileRoute } from '@tanstack/react-router'
import { eq } from 'drizzle-orm'
import {
  unsubscribeByToken,
  verifyUnsubscribeToken,
} from '~/features/notifications/server/unsubscribe.server'
import { renderUnsubscribePage } from '~/features/notifications/unsubscribe-page'
import { type Locale, resolveLocale } from '~/lib/i18n/locales'
import { getAppContext } from '~/server/app-context.server'
import type { Database } from '~/server/db/client.server'
import { user } from '~/server/db/schema'
import { localeCookieOf } from '~/server/locale-request'

const html = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/** The page's language: the mail's recipient's (the token names them), else what the browser asks for. */
async function pageLocale(db: Database, secret: string, token: string, request: Request): Promise<Locale> {
  const userId = verifyUnsubscribeToken(secret, token)
  const [person] = userId
    ? await db.select({ language: user.language }).from(user).where(eq(user.id, userId)).limit(1)
    : []
  return resolveLocale({
    saved: person?.language ?? null,
    cookie: localeCookieOf(request.headers),
    acceptLanguage: request.headers.get('accept-language'),
  })
}

/**
 * /api/notifications/unsubscribe?token=… — the link in every notification mail. GET asks first (so that a
 * mail scanner following links unsubscribes nobody); POST unsubscribes: the page's button, or a mail client's
 * one-click request (RFC 8058: `List-Unsubscribe=One-Click`). No sign-in: the signed token names the person.
 */
export const Route = createFileRoute('/api/notifications/unsubscribe')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const app = await getAppContext()
        const token = new URL(request.url).searchParams.get('token') ?? ''
        const valid = verifyUnsubscribeToken(app.secret, token) !== null
        const locale = await pageLocale(app.database.db, app.secret, token, request)
        return html(
          renderUnsubscribePage(valid ? { state: 'ask', token } : { state: 'invalid' }, locale),
          valid ? 200 : 400,
        )
      },
      POST: async ({ request }) => {
        const app = await getAppContext()
        const token = new URL(request.url).searchParams.get('token') ?? ''
        const done = await unsubscribeByToken(app.database.db, app.secret, token)
        const locale = await pageLocale(app.database.db, app.secret, token, request)
        return html(renderUnsubscribePage({ state: done ? 'done' : 'invalid' }, locale), done ? 200 : 400)
      },
    },
  },
})
