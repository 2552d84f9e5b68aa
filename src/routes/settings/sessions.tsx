import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { SessionsPage } from '~/features/sessions/components/sessions-page'

/** Active sessions: browser and OS, IP, created, which is this one; revoke one or all others. */
export const Route = createFileRoute('/settings/sessions')({
  // The page's words in the viewer's language, and its title from them.
  loader: async ({ context }) => {
    const locale = context.viewer.locale
    const [t] = await Promise.all([
      loadTranslator(context.queryClient, locale, 'account'),
      ensureMessages(context.queryClient, locale, ['errors']),
    ])
    return { title: t('sessions.pageTitle') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: function SessionsRoute() {
    const { userId } = Route.useRouteContext()
    return <SessionsPage userId={userId} />
  },
})
