/**
 * The organisation's webhooks, managed in its settings: endpoints (add, edit, enable or disable, delete,
 * reveal and rotate the secret, send a test event) and each endpoint's delivery log (list, resend). Each
 * function validates its input, resolves the viewer's access to the organisation and lets the server module
 * decide: owners and admins (revealing a secret: owners); anyone else is told the organisation has no such
 * thing.
 */
import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import { getOrganizationAccess, type OrganizationAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { getRequestViewer } from '~/server/request-context.server'
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listLastWebhookDeliveries,
  listWebhookDeliveries,
  listWebhookEndpoints,
  listWebhookProjects,
  mayRevealWebhookSecret,
  resendWebhookDelivery,
  revealWebhookSecret,
  rotateWebhookSecret,
  sendWebhookTest,
  setWebhookEndpointEnabled,
  updateWebhookEndpoint,
  type WebhookNetwork,
} from './server/webhooks.server'
import {
  createWebhookSchema,
  listWebhookDeliveriesSchema,
  resendWebhookDeliverySchema,
  setWebhookEnabledSchema,
  updateWebhookSchema,
  webhookEndpointRefSchema,
  webhooksScopeSchema,
} from './webhooks.schemas'

async function withOrganization<T>(
  slug: string,
  run: (
    db: Database,
    access: OrganizationAccess,
    app: { network: WebhookNetwork; baseUrl: string },
  ) => Promise<T>,
) {
  const { database, config } = await getAppContext()
  const access = await getOrganizationAccess(database.db, await getRequestViewer(), slug)
  return run(database.db, access, {
    network: { allowPrivateNetworks: config.webhookAllowPrivateNetworks },
    baseUrl: config.baseUrl,
  })
}

/** The endpoints with their latest deliveries, the projects they may be restricted to, and whether the viewer may reveal secrets. */
export const listWebhooksFn = createServerFn({ method: 'GET' })
  .validator(webhooksScopeSchema)
  .handler(({ data }) =>
    withOrganization(data.slug, async (db, access, app) => ({
      endpoints: await listWebhookEndpoints(db, access),
      /** Each endpoint's latest delivery, by endpoint id (none yet: absent). */
      lastDeliveries: await listLastWebhookDeliveries(db, access),
      projects: await listWebhookProjects(db, access),
      canRevealSecrets: mayRevealWebhookSecret(access),
      allowsPrivateNetworks: app.network.allowPrivateNetworks,
    })),
  )

/** Answers the new endpoint's signing secret: the only time anyone but an owner sees it. */
export const createWebhookFn = createServerFn({ method: 'POST' })
  .validator(createWebhookSchema)
  .handler(({ data }) =>
    withOrganization(data.slug, (db, access, app) =>
      createWebhookEndpoint(db, access, data.endpoint, app.network),
    ),
  )

export const updateWebhookFn = createServerFn({ method: 'POST' })
  .validator(updateWebhookSchema)
  .handler(({ data }) =>
    withOrganization(data.slug, (db, access, app) =>
      updateWebhookEndpoint(db, access, data.endpointId, data.patch, app.network),
    ),
  )

export const setWebhookEnabledFn = createServerFn({ method: 'POST' })
  .validator(setWebhookEnabledSchema)
  .handler(({ data }) =>
    withOrganization(data.slug, (db, access) =>
      setWebhookEndpointEnabled(db, access, data.endpointId, data.enabled),
    ),
  )

export const deleteWebhookFn = createServerFn({ method: 'POST' })
  .validator(webhookEndpointRefSchema)
  .handler(({ data }) =>
    withOrganization(data.slug, async (db, access) => {
      await deleteWebhookEndpoint(db, access, data.endpointId)
      return { deleted: true as const }
    }),
  )

/** Owners only. A POST: the answer is a secret, which no cache or prefetch should hold. */
export const revealWebhookSecretFn = createServerFn({ method: 'POST' })
  .validator(webhookEndpointRefSchema)
  .handler(({ data }) =>
    withOrganization(data.slug, (db, access) => revealWebhookSecret(db, access, data.endpointId)),
  )

export const rotateWebhookSecretFn = createServerFn({ method: 'POST' })
  .validator(webhookEndpointRefSchema)
  .handler(({ data }) =>
    withOrganization(data.slug, (db, access) => rotateWebhookSecret(db, access, data.endpointId)),
  )

export const sendWebhookTestFn = createServerFn({ method: 'POST' })
  .validator(webhookEndpointRefSchema)
  .handler(({ data }) =>
    withOrganization(data.slug, (db, access, app) =>
      sendWebhookTest(db, access, data.endpointId, app.baseUrl),
    ),
  )

export const listWebhookDeliveriesFn = createServerFn({ method: 'GET' })
  .validator(listWebhookDeliveriesSchema)
  .handler(({ data }) =>
    withOrganization(data.slug, (db, access) =>
      listWebhookDeliveries(db, access, data.endpointId, { after: data.after, limit: data.limit }),
    ),
  )

export const resendWebhookDeliveryFn = createServerFn({ method: 'POST' })
  .validator(resendWebhookDeliverySchema)
  .handler(({ data }) =>
    withOrganization(data.slug, (db, access) => resendWebhookDelivery(db, access, data.deliveryId)),
  )
