import { lazyDialog } from '~/lib/lazy-dialog'

/** The create-key form (zod, react-hook-form) loads when it is first opened, not with the settings page. */
export const LazyCreateApiKeyDialog = lazyDialog(() =>
  import('./create-api-key-dialog').then((module) => module.CreateApiKeyDialog),
)
