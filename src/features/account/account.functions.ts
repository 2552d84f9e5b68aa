import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getAppContext } from '~/server/app-context.server'
import { requireViewer } from '~/server/authz.server'
import { languageSettingSchema, setPasswordInput } from './account.schemas'
import { getAccountOverview, setPasswordOnce, setUserLanguage } from './account.server'

export const getAccountOverviewFn = createServerFn({ method: 'GET' }).handler(async () => {
  const viewer = await requireViewer()
  const { database } = await getAppContext()
  return getAccountOverview(database.db, viewer.userId)
})

/**
 * POST /set-password is server-only. A user who signs in only through social providers sets a
 * password here; the session comes from the request's cookie, as it would for the endpoint itself.
 */
export const setAccountPassword = createServerFn({ method: 'POST' })
  .validator(setPasswordInput)
  .handler(async ({ data }) => {
    const viewer = await requireViewer()
    const { auth, database } = await getAppContext()
    await setPasswordOnce(database.db, auth, {
      userId: viewer.userId,
      headers: getRequest().headers,
      newPassword: data.newPassword,
    })
    return { status: true }
  })

/** The signed-in person's language (account settings): their pages and the mails sent to them. */
export const setLanguageFn = createServerFn({ method: 'POST' })
  .validator(languageSettingSchema)
  .handler(async ({ data }) => {
    const viewer = await requireViewer()
    const { database } = await getAppContext()
    await setUserLanguage(database.db, viewer.userId, data.language)
    return { language: data.language }
  })
