import { createFileRoute } from '@tanstack/react-router'
import { sql } from 'drizzle-orm'
import { getAppContext } from '~/server/app-context.server'

/** For load balancers and orchestration: 200 when the database answers, 503 otherwise. */
export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: async () => {
        try {
          const { database } = await getAppContext()
          await database.db.execute(sql`select 1`)
          return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
        } catch {
          return Response.json({ ok: false }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
        }
      },
    },
  },
})
