import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { BlankLayout } from '~/components/shell/blank-layout'
import { ConsentPage } from '~/features/oauth/components/consent-page'
import { describeAuthorizationFn } from '~/features/oauth/oauth.functions'
import {
  oauthAuthorizeRedirect,
  postOAuthDecision,
  redirectResponse,
} from '~/features/oauth/oauth-routes.server'
import { requireSignedIn } from '~/lib/route-guards'
import { oneOf, searchParams, text } from '~/lib/search-params'

const param = text({ max: 2000 })

const authorizeSearch = searchParams({
  client_id: param,
  redirect_uri: param,
  response_type: param,
  code_challenge: param,
  code_challenge_method: param,
  state: param,
  scope: param,
  resource: param,
  /** Set by the consent form's POST when it came without a team of the person's. */
  problem: oneOf(['organization']),
})

/**
 * The OAuth authorization endpoint: a signed-in person's consent to connect an app (an MCP client) to one of
 * their teams. Signed-out visitors sign in first and come back here. Allow and Deny are a plain form POST to this
 * page (its server handler), answered with a redirect to the app.
 */
export const Route = createFileRoute('/oauth/authorize')({
  validateSearch: authorizeSearch,
  staticData: { blankLayout: true },
  beforeLoad: requireSignedIn,
  loaderDeps: ({ search: { problem, ...params } }) => ({ problem, params }),
  // The request's view, the page's words in the viewer's language (the refusals too), and its title from them.
  loader: async ({ deps, context }) => {
    const locale = context.viewer.locale
    const [view, t] = await Promise.all([
      describeAuthorizationFn({ data: deps.params }),
      loadTranslator(context.queryClient, locale, 'oauth'),
      ensureMessages(context.queryClient, locale, ['errors']),
    ])
    return { view, problem: deps.problem, title: t('consent.pageTitle') }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.title }, { name: 'referrer', content: 'no-referrer' }],
  }),
  server: {
    handlers: {
      // A full load of a request whose error belongs to the app goes straight back to it; the rest renders.
      GET: async ({ request, next }) => {
        const location = await oauthAuthorizeRedirect(request)
        return location ? redirectResponse(location) : next()
      },
      POST: ({ request }) => postOAuthDecision(request),
    },
  },
  component: AuthorizeRoute,
})

function AuthorizeRoute() {
  const { view, problem } = Route.useLoaderData()
  return (
    <BlankLayout>
      {view.kind === 'consent' ? <ConsentPage {...view} problem={problem} /> : <ConsentPage {...view} />}
    </BlankLayout>
  )
}
