import { lazyDialog } from '~/lib/lazy-dialog'

/** The add/edit form (zod, react-hook-form) loads when it is first opened, not with the settings page. */
export const LazyWebhookFormDialog = lazyDialog(() =>
  import('./webhook-form-dialog').then((module) => module.WebhookFormDialog),
)

/** The dialog that shows a revealed or rotated secret, loaded when first needed. */
export const LazyWebhookSecretDialog = lazyDialog(() =>
  import('./webhook-secret-dialog').then((module) => module.WebhookSecretDialog),
)
