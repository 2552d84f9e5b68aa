import { createFileRoute } from '@tanstack/react-router'
import {
  unsubscribeByToken,
  verifyUnsubscribeToken,
} from '~/features/notifications/server/unsubscribe.server'
import { renderUnsubscribePage } from '~/features/notifications/unsubscribe-page'
import { getAppContext } from '~/server/app-context.server'

const html = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })

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
        return html(
          renderUnsubscribePage(valid ? { state: 'ask', token } : { state: 'invalid' }),
          valid ? 200 : 400,
        )
      },
      POST: async ({ request }) => {
        const app = await getAppContext()
        const token = new URL(request.url).searchParams.get('token') ?? ''
        const done = await unsubscribeByToken(app.database.db, app.secret, token)
        return html(renderUnsubscribePage({ state: done ? 'done' : 'invalid' }), done ? 200 : 400)
      },
    },
  },
})
