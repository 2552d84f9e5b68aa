/**
 * A project's widget, managed in its settings by the organisation's owners and admins: turn it on (its secret
 * shown once), change its origins and looks, rotate the secret, turn it off, and the organisation's "link
 * verified emails" switch. Each function validates its input, resolves the viewer's access to the project and
 * lets the server module decide; to anyone else the project has no such thing (not found).
 */
import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import { getProjectAccess, type ProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { getRequestViewer } from '~/server/request-context.server'
import {
  readWidgetSettings,
  rotateWidgetSecret,
  setLinkVerifiedEmails,
  turnOffWidget,
  turnOnWidget,
  updateWidgetSettings,
} from './server/settings.server'
import { linkEmailsSchema, updateWidgetSchema, widgetScopeSchema } from './widget.schemas'

async function withProject<T>(
  scope: { orgSlug: string; projectSlug: string },
  run: (db: Database, access: ProjectAccess, app: { baseUrl: string }) => Promise<T>,
) {
  const { database, config } = await getAppContext()
  const access = await getProjectAccess(
    database.db,
    await getRequestViewer(),
    scope.orgSlug,
    scope.projectSlug,
  )
  return run(database.db, access, { baseUrl: config.baseUrl })
}

/** The widget's settings (never its secret) and the address the snippet loads the widget from. */
export const getWidgetSettingsFn = createServerFn({ method: 'GET' })
  .validator(widgetScopeSchema)
  .handler(({ data }) =>
    withProject(data, async (db, access, app) => ({
      ...(await readWidgetSettings(db, access)),
      projectId: access.project.id,
      baseUrl: app.baseUrl,
    })),
  )

/** Answers the first secret: the only time it is shown. */
export const turnOnWidgetFn = createServerFn({ method: 'POST' })
  .validator(widgetScopeSchema)
  .handler(({ data }) => withProject(data, (db, access) => turnOnWidget(db, access)))

export const updateWidgetFn = createServerFn({ method: 'POST' })
  .validator(updateWidgetSchema)
  .handler(({ data }) =>
    withProject(data, (db, access) =>
      updateWidgetSettings(db, access, {
        allowedOrigins: data.allowedOrigins,
        launcherPosition: data.launcherPosition,
        launcherColour: data.launcherColour,
        tabs: [...new Set(data.tabs)],
      }),
    ),
  )

/** Answers the new secret: the only time it is shown. The old one verifies tokens for 24 more hours. */
export const rotateWidgetSecretFn = createServerFn({ method: 'POST' })
  .validator(widgetScopeSchema)
  .handler(({ data }) => withProject(data, (db, access) => rotateWidgetSecret(db, access)))

export const turnOffWidgetFn = createServerFn({ method: 'POST' })
  .validator(widgetScopeSchema)
  .handler(({ data }) => withProject(data, (db, access) => turnOffWidget(db, access)))

export const setLinkVerifiedEmailsFn = createServerFn({ method: 'POST' })
  .validator(linkEmailsSchema)
  .handler(({ data }) => withProject(data, (db, access) => setLinkVerifiedEmails(db, access, data.on)))
