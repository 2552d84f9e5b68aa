import { describe, expect, test } from 'vitest'
import {
  readSocialConfig,
  SOCIAL_PROVIDER_IDS,
  type SocialProviderId,
  socialSignIn,
} from './social-providers.server'

/** The smallest complete configuration of each provider. */
function minimalEnv(id: SocialProviderId): Record<string, string> {
  const prefix = id.toUpperCase()
  const env: Record<string, string> = {
    [id === 'tiktok' ? 'TIKTOK_CLIENT_KEY' : `${prefix}_CLIENT_ID`]: `${id}-client`,
    [`${prefix}_CLIENT_SECRET`]: `${id}-secret-value`,
  }
  if (id === 'cognito') {
    Object.assign(env, {
      COGNITO_DOMAIN: 'parley.auth.eu-west-1.amazoncognito.com',
      COGNITO_REGION: 'eu-west-1',
      COGNITO_USER_POOL_ID: 'eu-west-1_AbCdEf123',
    })
  }
  return env
}

function problemsOf(env: Record<string, string | undefined>): string {
  try {
    readSocialConfig(env)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the configuration to be refused')
}

describe('social providers from the environment', () => {
  test('lists the providers Parley supports, each once', () => {
    expect(new Set(SOCIAL_PROVIDER_IDS).size).toBe(SOCIAL_PROVIDER_IDS.length)
    expect(SOCIAL_PROVIDER_IDS).toEqual(
      expect.arrayContaining(['apple', 'github', 'google', 'paypal', 'line']),
    )
  })

  test('nothing configured: no provider, and the default account-linking rules', () => {
    const config = readSocialConfig({})
    expect(config.providers).toEqual([])
    expect(config.socialProviders).toEqual({})
    expect(config.genericOidc).toBeUndefined()
    expect(config.accountLinking).toEqual({
      enabled: true,
      trustedProviders: [],
      allowDifferentEmails: false,
      allowUnlinkingAll: false,
    })
  })

  test.each(SOCIAL_PROVIDER_IDS)('%s is recognised from its variables, and only it', (id) => {
    const config = readSocialConfig(minimalEnv(id))
    expect(config.providers.map((provider) => provider.id)).toEqual([id])
    const options = config.socialProviders[id]
    expect(options).toBeDefined()
    if (id === 'tiktok') {
      expect(options).toMatchObject({ clientKey: 'tiktok-client', clientSecret: 'tiktok-secret-value' })
      expect(options).not.toHaveProperty('clientId')
    } else {
      expect(options).toMatchObject({ clientId: `${id}-client`, clientSecret: `${id}-secret-value` })
    }
  })

  test('all of them at once', () => {
    const env = Object.assign({}, ...SOCIAL_PROVIDER_IDS.map(minimalEnv))
    const config = readSocialConfig(env)
    expect(config.providers.map((provider) => provider.id)).toEqual([...SOCIAL_PROVIDER_IDS])
    expect(config.providers.every((provider) => provider.name.length > 1)).toBe(true)
  })

  test.each(SOCIAL_PROVIDER_IDS.filter((id) => id !== 'cognito'))(
    'half-configured %s (client id, no secret) is refused, naming the variable',
    (id) => {
      const prefix = id.toUpperCase()
      const env = minimalEnv(id)
      delete env[`${prefix}_CLIENT_SECRET`]
      expect(problemsOf(env)).toContain(`${prefix}_CLIENT_SECRET: required to enable`)
    },
  )

  test('a secret without its client id is refused, naming the client id', () => {
    expect(problemsOf({ GITHUB_CLIENT_SECRET: 'x' })).toContain(
      'GITHUB_CLIENT_ID: required to enable GitHub sign-in',
    )
    expect(problemsOf({ TIKTOK_CLIENT_SECRET: 'x' })).toContain(
      'TIKTOK_CLIENT_KEY or TIKTOK_CLIENT_ID: required',
    )
  })

  test('blank values count as unset', () => {
    expect(readSocialConfig({ GITHUB_CLIENT_ID: '', GITHUB_CLIENT_SECRET: '  ' }).providers).toEqual([])
  })

  test('the extra settings: Cognito needs its domain, region and pool; each is checked', () => {
    const message = problemsOf({ COGNITO_CLIENT_ID: 'c', COGNITO_REGION: 'not a region' })
    expect(message).toContain('COGNITO_DOMAIN: required to enable Amazon Cognito sign-in')
    expect(message).toContain('COGNITO_USER_POOL_ID: required')
    expect(message).toContain('COGNITO_REGION="not a region": must be an AWS region')
    // A public app client has no secret.
    const { socialProviders } = readSocialConfig({ ...minimalEnv('cognito'), COGNITO_CLIENT_SECRET: '' })
    expect(socialProviders.cognito).toMatchObject({
      domain: 'parley.auth.eu-west-1.amazoncognito.com',
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_AbCdEf123',
      requireClientSecret: false,
    })
  })

  test('provider defaults (Microsoft tenant, PayPal and Salesforce environments), and their settings', () => {
    const defaults = readSocialConfig({
      ...minimalEnv('microsoft'),
      ...minimalEnv('paypal'),
      ...minimalEnv('salesforce'),
    }).socialProviders
    expect(defaults.microsoft).toMatchObject({ tenantId: 'common', profilePhotoSize: 48 })
    expect(defaults.paypal).toMatchObject({ environment: 'sandbox' })
    expect(defaults.salesforce).toMatchObject({ environment: 'production' })

    const configured = readSocialConfig({
      ...minimalEnv('microsoft'),
      MICROSOFT_TENANT_ID: 'contoso.onmicrosoft.com',
      ...minimalEnv('paypal'),
      PAYPAL_ENVIRONMENT: 'live',
      ...minimalEnv('salesforce'),
      SALESFORCE_ENVIRONMENT: 'sandbox',
      ...minimalEnv('apple'),
      APPLE_APP_BUNDLE_IDENTIFIER: 'com.example.parley',
      ...minimalEnv('github'),
      GITHUB_SCOPES: 'repo, read:org',
      GITHUB_DISABLE_DEFAULT_SCOPES: 'true',
    }).socialProviders
    expect(configured.microsoft).toMatchObject({ tenantId: 'contoso.onmicrosoft.com' })
    expect(configured.paypal).toMatchObject({ environment: 'live' })
    expect(configured.salesforce).toMatchObject({ environment: 'sandbox' })
    expect(configured.apple).toMatchObject({ appBundleIdentifier: 'com.example.parley' })
    expect(configured.github).toMatchObject({ scope: ['repo', 'read:org'], disableDefaultScope: true })

    expect(problemsOf({ ...minimalEnv('paypal'), PAYPAL_ENVIRONMENT: 'production' })).toContain(
      'PAYPAL_ENVIRONMENT="production"',
    )
    expect(problemsOf({ ...minimalEnv('salesforce'), SALESFORCE_ENVIRONMENT: 'live' })).toContain(
      'SALESFORCE_ENVIRONMENT="live"',
    )
  })

  test('the messages never show a secret', () => {
    const message = problemsOf({ GOOGLE_CLIENT_SECRET: 'super-secret-value', DISCORD_CLIENT_ID: 'd' })
    expect(message).not.toContain('super-secret-value')
    expect(message).toContain('GOOGLE_CLIENT_ID')
    expect(message).toContain('DISCORD_CLIENT_SECRET')
  })

  test('the generic OIDC provider: complete, half-configured, or clashing with a built-in id', () => {
    const config = readSocialConfig({
      GENERIC_OIDC_CLIENT_ID: 'parley',
      GENERIC_OIDC_CLIENT_SECRET: 'oidc-secret',
      GENERIC_OIDC_ISSUER: 'https://idp.example.test/',
      GENERIC_OIDC_PROVIDER_ID: 'acme',
      GENERIC_OIDC_NAME: 'Acme SSO',
    })
    expect(config.genericOidc).toMatchObject({
      providerId: 'acme',
      name: 'Acme SSO',
      clientId: 'parley',
      discoveryUrl: 'https://idp.example.test/.well-known/openid-configuration',
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
    })
    expect(config.providers).toEqual([{ id: 'acme', name: 'Acme SSO' }])

    expect(problemsOf({ GENERIC_OIDC_CLIENT_ID: 'parley', GENERIC_OIDC_CLIENT_SECRET: 's' })).toContain(
      'GENERIC_OIDC_ISSUER or GENERIC_OIDC_DISCOVERY_URL: required',
    )
    expect(
      problemsOf({
        GENERIC_OIDC_CLIENT_ID: 'parley',
        GENERIC_OIDC_CLIENT_SECRET: 's',
        GENERIC_OIDC_ISSUER: 'https://idp.example.test',
        GENERIC_OIDC_PROVIDER_ID: 'github',
      }),
    ).toContain('GENERIC_OIDC_PROVIDER_ID="github": must not be the id of a built-in provider')
  })

  test('account linking is configurable', () => {
    const { accountLinking } = readSocialConfig({
      ACCOUNT_LINKING_ALLOW_DIFFERENT_EMAILS: 'true',
      ACCOUNT_LINKING_ALLOW_UNLINKING_ALL: 'yes',
      ACCOUNT_LINKING_TRUSTED_PROVIDERS: 'google, github',
    })
    expect(accountLinking).toEqual({
      enabled: true,
      trustedProviders: ['google', 'github'],
      allowDifferentEmails: true,
      allowUnlinkingAll: true,
    })
    expect(problemsOf({ ACCOUNT_LINKING_ALLOW_UNLINKING_ALL: 'maybe' })).toContain(
      'ACCOUNT_LINKING_ALLOW_UNLINKING_ALL="maybe": must be true or false',
    )
  })

  test('socialSignIn hands Better Auth the providers, the linking rules and the plugins', () => {
    const social = socialSignIn(minimalEnv('github'))
    expect(Object.keys(social.socialProviders ?? {})).toEqual(['github'])
    expect(social.account).toMatchObject({ encryptOAuthTokens: true, accountLinking: { enabled: true } })
    expect(social.plugins.map((plugin) => plugin.id)).toEqual(['generic-oauth', 'parley-social'])
  })
})
