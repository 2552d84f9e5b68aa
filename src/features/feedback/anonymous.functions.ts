import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseHeader } from '@tanstack/react-start/server'
import { issueChallenge, visitorCookie, visitorIdOf } from '~/server/anonymous-visitor.server'
import { getAppContext } from '~/server/app-context.server'
import { getClientIp, getPortalViewer } from '~/server/request-context.server'
import {
  anonymousCommentSchema,
  anonymousPostSchema,
  anonymousVoteSchema,
  projectScopeSchema,
} from './feedback.schemas'
import { setAnonymousVote } from './server/anonymous.server'
import { addAnonymousComment, createAnonymousFeedback } from './server/anonymous-posts.server'
import { getFeedbackAccess } from './server/feedback-access.server'

// Apart from feedback.functions.ts: only the lazily loaded anonymous vote (anonymous-vote.ts) calls these, so
// their stubs stay out of the feedback page's first load.

/** A challenge for an anonymous vote: the browser answers it (proof of work) and sends the answer with the vote. */
export const anonymousVoteChallengeFn = createServerFn({ method: 'POST' })
  .validator(projectScopeSchema)
  .handler(async () => issueChallenge((await getAppContext()).secret))

/** A vote from a visitor who is not signed in, on a board that accepts them; the first one sets their cookie. */
export const anonymousVoteFn = createServerFn({ method: 'POST' })
  .validator(anonymousVoteSchema)
  .handler(async ({ data }) => {
    const app = await getAppContext()
    const visitorId = visitorIdOf(getRequest().headers, app.secret)
    const ip = await getClientIp()
    const db = app.database.db
    const access = await getFeedbackAccess(db, await getPortalViewer(), data)
    const { newVisitorId, ...result } = await setAnonymousVote(
      db,
      access,
      { visitorId, ip, secret: app.secret },
      { ...data, itemId: data.feedbackId },
    )
    if (newVisitorId)
      setResponseHeader('Set-Cookie', visitorCookie(newVisitorId, app.secret, app.config.baseUrl))
    return result
  })

/** The request's anonymous writer: the verified visitor cookie, the client's address, the app's secret. */
async function anonymousWriter() {
  const app = await getAppContext()
  return {
    app,
    writer: {
      visitorId: visitorIdOf(getRequest().headers, app.secret),
      ip: await getClientIp(),
      secret: app.secret,
    },
  }
}

/** An item posted by a visitor who is not signed in, on a board that accepts it (held when the board asks). */
export const anonymousPostFn = createServerFn({ method: 'POST' })
  .validator(anonymousPostSchema)
  .handler(async ({ data }) => {
    const { app, writer } = await anonymousWriter()
    const db = app.database.db
    const access = await getFeedbackAccess(db, await getPortalViewer(), data)
    const { newVisitorId, ...result } = await createAnonymousFeedback(db, access, writer, data)
    if (newVisitorId)
      setResponseHeader('Set-Cookie', visitorCookie(newVisitorId, app.secret, app.config.baseUrl))
    return result
  })

/** A comment by a visitor who is not signed in, on an item of a board that accepts it (held when it asks). */
export const anonymousCommentFn = createServerFn({ method: 'POST' })
  .validator(anonymousCommentSchema)
  .handler(async ({ data }) => {
    const { app, writer } = await anonymousWriter()
    const db = app.database.db
    const access = await getFeedbackAccess(db, await getPortalViewer(), data)
    const { newVisitorId, ...result } = await addAnonymousComment(db, access, writer, {
      ...data,
      itemId: data.feedbackId,
    })
    if (newVisitorId)
      setResponseHeader('Set-Cookie', visitorCookie(newVisitorId, app.secret, app.config.baseUrl))
    return result
  })
