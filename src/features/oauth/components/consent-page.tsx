import { Link } from '@tanstack/react-router'
import { CircleAlert, ShieldCheck } from 'lucide-react'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { NativeSelect } from '~/components/ui/native-select'
import type { ConsentView } from '../oauth.types'
import { OAUTH_SCOPE_WORDS } from '../scope-words'

/** The consent view, and why the form came back when it did (no team of the person's chosen). */
export type ConsentPageProps =
  | Exclude<ConsentView, { kind: 'consent' }>
  | (Extract<ConsentView, { kind: 'consent' }> & { problem?: 'organization' })

/**
 * The consent screen of the OAuth authorization server. A plain form POST (to the page's own server handler),
 * so Allow and Deny work from the first paint, before and without the page's script.
 */
export function ConsentPage(props: ConsentPageProps) {
  const t = useT('oauth')
  const errorText = useErrorText()
  if (props.kind === 'fatal') {
    return (
      <Card className="w-full max-w-md p-6 sm:p-8" role="alert">
        <CircleAlert aria-hidden className="size-6 text-destructive" />
        <h1 className="mt-3 text-xl font-semibold tracking-tight">{t('consent.fatalTitle')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{errorText(props.message)}</p>
        <p className="mt-2 text-sm text-muted-foreground">{t('consent.nothingShared')}</p>
        <Button variant="outline" className="mt-6" asChild>
          <Link to="/home">{t('consent.goToParley')}</Link>
        </Button>
      </Card>
    )
  }
  if (props.kind === 'redirect') {
    // Reached only by a client-side navigation (a full load was redirected by the server already).
    return (
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-xl font-semibold tracking-tight">{t('consent.returningTitle')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('consent.notAccepted')}</p>
        <Button className="mt-6" asChild>
          <a href={props.location}>{t('consent.returnToApp')}</a>
        </Button>
      </Card>
    )
  }
  const { client, scopes, organizations, params } = props
  const only = organizations.length === 1 ? organizations[0] : undefined
  return (
    <Card className="w-full max-w-md p-6 sm:p-8">
      <ShieldCheck aria-hidden className="size-6 text-primary" />
      <h1 className="mt-3 text-xl font-semibold tracking-tight break-words">
        {t('consent.title', { name: client.name })}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {richText(t('consent.unverified'), {
          host: <span className="font-medium text-foreground break-all">{client.redirectHost}</span>,
        })}
      </p>
      {organizations.length === 0 ? (
        <div className="mt-6 text-sm" role="alert">
          <p>{t('consent.noTeam')}</p>
          <form method="post" action="/oauth/authorize" className="mt-6">
            <HiddenParams params={params} />
            <Button type="submit" name="decision" value="deny" variant="outline" className="w-full">
              {t('consent.returnToApp')}
            </Button>
          </form>
        </div>
      ) : (
        <form method="post" action="/oauth/authorize" className="mt-6 space-y-6">
          <HiddenParams params={params} />
          <div>
            {only ? (
              <>
                <p className="text-sm font-medium">{t('consent.team')}</p>
                <input type="hidden" name="organization" value={only.slug} />
                <p className="mt-1 text-sm" data-testid="oauth-team">
                  {only.name}
                </p>
              </>
            ) : (
              <>
                <label htmlFor="oauth-organization" className="text-sm font-medium">
                  {t('consent.team')}
                </label>
                <NativeSelect
                  id="oauth-organization"
                  name="organization"
                  required
                  defaultValue=""
                  className="mt-1 w-full"
                  aria-invalid={props.problem === 'organization' || undefined}
                  aria-describedby={props.problem === 'organization' ? 'oauth-organization-error' : undefined}
                >
                  <option value="" disabled>
                    {t('consent.chooseTeam')}
                  </option>
                  {organizations.map((organization) => (
                    <option key={organization.slug} value={organization.slug}>
                      {organization.name}
                    </option>
                  ))}
                </NativeSelect>
              </>
            )}
            {props.problem === 'organization' ? (
              <p id="oauth-organization-error" className="mt-1 text-sm text-destructive">
                {t('consent.chooseOneOfYourTeams')}
              </p>
            ) : null}
            <p className="mt-1 text-xs text-muted-foreground">{t('consent.actsAsYou')}</p>
          </div>
          <div>
            <h2 className="text-sm font-medium">{t('consent.ableTo')}</h2>
            <ul className="mt-2 space-y-1 text-sm" aria-label={t('consent.scopesLabel')}>
              {scopes.map((scope) => (
                <li key={scope} className="flex gap-2">
                  <span aria-hidden className="text-muted-foreground">
                    •
                  </span>
                  <span>
                    {t(OAUTH_SCOPE_WORDS[scope])}{' '}
                    <span className="text-xs text-muted-foreground">({scope})</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <p className="text-xs text-muted-foreground">
            {richText(t('consent.disconnectAnyTime'), {
              link: (
                <Link to="/settings/connected-apps" className="underline">
                  {t('consent.settingsLink')}
                </Link>
              ),
            })}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="submit" name="decision" value="deny" variant="outline" formNoValidate>
              {t('consent.deny')}
            </Button>
            <Button type="submit" name="decision" value="allow">
              {t('consent.allow')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  )
}

function HiddenParams({ params }: { params: Record<string, string | undefined> }) {
  return (
    <>
      {Object.entries(params).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
    </>
  )
}
