import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { visitorIdOf } from '~/server/anonymous-visitor.server'
import { getAppContext } from '~/server/app-context.server'
import { heldRefSchema, projectScopeSchema } from './feedback.schemas'
import { listOwnHeld } from './server/anonymous-posts.server'
import { approveHeld, listHeld, rejectHeld } from './server/held.server'
import { withFeedback } from './server/with-feedback.server'

// Apart from feedback.functions.ts: only the lazily loaded queue and the anonymous forms call these, so their
// stubs stay out of the feedback page's first load.

/** The moderators' queue of anonymous posts and comments held for review (NOT FOUND for anyone else). */
export const heldQueueFn = createServerFn({ method: 'GET' })
  .validator(projectScopeSchema)
  .handler(({ data }) => withFeedback(data, (db, access) => listHeld(db, access)))

/** What the visitor of this request's cookie wrote that still waits for review (never a shared answer). */
export const ownHeldFn = createServerFn({ method: 'GET' })
  .validator(projectScopeSchema)
  .handler(async ({ data }) => {
    const app = await getAppContext()
    const visitorId = visitorIdOf(getRequest().headers, app.secret)
    return withFeedback(data, (db, access) => listOwnHeld(db, access, visitorId))
  })

export const approveHeldFn = createServerFn({ method: 'POST' })
  .validator(heldRefSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) => approveHeld(db, access, { kind: data.kind, id: data.id })),
  )

export const rejectHeldFn = createServerFn({ method: 'POST' })
  .validator(heldRefSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) => rejectHeld(db, access, { kind: data.kind, id: data.id })),
  )
