import {
  type BetterAuthOptions,
  type BetterAuthPlugin,
  getAuthStateVerificationIdentifier,
} from 'better-auth'
import {
  APIError,
  accountInfo,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  sessionMiddleware,
} from 'better-auth/api'
import { type GenericOAuthConfig, genericOAuth } from 'better-auth/plugins'
import { z } from 'zod'
import { formFor } from '../../lib/count-of'
// Relative imports only: Better Auth's CLI loads create-auth.ts, and with it this file.
import { ConfigError } from '../env.server'

/** The social providers Parley can offer, each enabled by `<ID>_CLIENT_ID` / `<ID>_CLIENT_SECRET`. */
export const SOCIAL_PROVIDER_IDS = [
  'apple',
  'atlassian',
  'cognito',
  'discord',
  'facebook',
  'figma',
  'github',
  'microsoft',
  'google',
  'huggingface',
  'slack',
  'spotify',
  'twitch',
  'twitter',
  'dropbox',
  'kick',
  'linear',
  'linkedin',
  'gitlab',
  'tiktok',
  'reddit',
  'roblox',
  'salesforce',
  'vk',
  'zoom',
  'notion',
  'kakao',
  'naver',
  'line',
  'paypal',
] as const

export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number]

/** How the sign-in buttons and the linked-accounts page name each provider. */
export const SOCIAL_PROVIDER_LABELS: Record<SocialProviderId, string> = {
  apple: 'Apple',
  atlassian: 'Atlassian',
  cognito: 'Amazon Cognito',
  discord: 'Discord',
  facebook: 'Facebook',
  figma: 'Figma',
  github: 'GitHub',
  microsoft: 'Microsoft',
  google: 'Google',
  huggingface: 'Hugging Face',
  slack: 'Slack',
  spotify: 'Spotify',
  twitch: 'Twitch',
  twitter: 'X (Twitter)',
  dropbox: 'Dropbox',
  kick: 'Kick',
  linear: 'Linear',
  linkedin: 'LinkedIn',
  gitlab: 'GitLab',
  tiktok: 'TikTok',
  reddit: 'Reddit',
  roblox: 'Roblox',
  salesforce: 'Salesforce',
  vk: 'VK',
  zoom: 'Zoom',
  notion: 'Notion',
  kakao: 'Kakao',
  naver: 'Naver',
  line: 'LINE',
  paypal: 'PayPal',
}

/** A provider this deployment offers: what the UI may know of it (never a secret). */
export type ConfiguredSocialProvider = { id: string; name: string }

type Env = Record<string, string | undefined>

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const text = z.preprocess(blank, z.string().trim().optional())
const flag = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(value), {
      message: 'must be true or false',
    })
    .transform((value) => ['true', '1', 'yes', 'on'].includes(value))
    .optional(),
)
const list = z.preprocess(
  blank,
  z
    .string()
    .transform((value) =>
      value
        .split(/[\s,]+/)
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .optional(),
)
const httpsUrl = z.preprocess(blank, z.url({ message: 'must be an absolute URL' }).optional())
const host = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .regex(/^(https?:\/\/)?[a-z0-9.-]+(:\d+)?\/?$/i, 'must be a host name, e.g. login.example.com')
    .optional(),
)

type Values = Record<string, unknown>

type ProviderDefinition = {
  /** Extra variables (full names) beyond `<ID>_CLIENT_ID`, `<ID>_CLIENT_SECRET`, `<ID>_SCOPES`, … */
  extra?: Record<string, z.ZodType>
  /** Variables that must be set once any of the provider's variables is (each: alternatives). */
  required?: string[][]
  /** The client secret may be left out (public app clients). */
  secretOptional?: boolean
  /** The variable holding the client id, when it is not `<ID>_CLIENT_ID`. */
  clientIdVariables?: string[]
  build?: (values: Values) => Record<string, unknown>
}

const PROVIDERS: Record<SocialProviderId, ProviderDefinition> = {
  apple: {
    extra: { APPLE_APP_BUNDLE_IDENTIFIER: text },
    build: (v) => ({ appBundleIdentifier: v.APPLE_APP_BUNDLE_IDENTIFIER }),
  },
  atlassian: {},
  cognito: {
    secretOptional: true,
    extra: {
      COGNITO_DOMAIN: host,
      COGNITO_REGION: z.preprocess(
        blank,
        z
          .string()
          .trim()
          .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region, e.g. eu-west-1')
          .optional(),
      ),
      COGNITO_USER_POOL_ID: z.preprocess(
        blank,
        z
          .string()
          .trim()
          .regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'must be a user pool id, e.g. eu-west-1_AbCdEf123')
          .optional(),
      ),
    },
    required: [['COGNITO_DOMAIN'], ['COGNITO_REGION'], ['COGNITO_USER_POOL_ID']],
    build: (v) => ({
      domain: String(v.COGNITO_DOMAIN)
        .replace(/^https?:\/\//, '')
        .replace(/\/$/, ''),
      region: v.COGNITO_REGION,
      userPoolId: v.COGNITO_USER_POOL_ID,
      requireClientSecret: Boolean(v.COGNITO_CLIENT_SECRET),
    }),
  },
  discord: {},
  facebook: {},
  figma: {},
  github: {},
  microsoft: {
    extra: { MICROSOFT_TENANT_ID: text, MICROSOFT_AUTHORITY: httpsUrl },
    // Defaults: tenant 'common' and profile photo size 48 unless configured.
    build: (v) => ({
      tenantId: v.MICROSOFT_TENANT_ID ?? 'common',
      authority: v.MICROSOFT_AUTHORITY,
      profilePhotoSize: 48,
    }),
  },
  google: {},
  huggingface: {},
  slack: {},
  spotify: {},
  twitch: {},
  twitter: {},
  dropbox: {},
  kick: {},
  linear: {},
  linkedin: {},
  gitlab: {
    extra: { GITLAB_ISSUER: httpsUrl },
    build: (v) => ({ issuer: v.GITLAB_ISSUER }),
  },
  tiktok: {
    // TikTok calls its client id a client key.
    clientIdVariables: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_ID'],
    extra: { TIKTOK_CLIENT_KEY: text },
    build: (v) => ({ clientId: undefined, clientKey: v.TIKTOK_CLIENT_KEY ?? v.TIKTOK_CLIENT_ID }),
  },
  reddit: {},
  roblox: {},
  salesforce: {
    extra: {
      SALESFORCE_ENVIRONMENT: z.preprocess(blank, z.enum(['production', 'sandbox']).optional()),
      SALESFORCE_LOGIN_URL: host,
    },
    // Salesforce defaults to production.
    build: (v) => ({
      environment: v.SALESFORCE_ENVIRONMENT ?? 'production',
      loginUrl: v.SALESFORCE_LOGIN_URL
        ? String(v.SALESFORCE_LOGIN_URL)
            .replace(/^https?:\/\//, '')
            .replace(/\/$/, '')
        : undefined,
    }),
  },
  vk: {},
  zoom: {},
  notion: {},
  kakao: {},
  naver: {},
  line: {},
  paypal: {
    extra: { PAYPAL_ENVIRONMENT: z.preprocess(blank, z.enum(['sandbox', 'live']).optional()) },
    // PayPal defaults to its sandbox.
    build: (v) => ({ environment: v.PAYPAL_ENVIRONMENT ?? 'sandbox' }),
  },
}

/** The generic OpenID Connect provider (Better Auth's genericOAuth plugin), configured by GENERIC_OIDC_*. */
const GENERIC_OIDC_VARIABLES = {
  GENERIC_OIDC_CLIENT_ID: text,
  GENERIC_OIDC_CLIENT_SECRET: text,
  GENERIC_OIDC_ISSUER: httpsUrl,
  GENERIC_OIDC_DISCOVERY_URL: httpsUrl,
  GENERIC_OIDC_PROVIDER_ID: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'must be 2-40 lowercase letters, digits and dashes')
      .refine((id) => !(SOCIAL_PROVIDER_IDS as readonly string[]).includes(id), {
        message: 'must not be the id of a built-in provider',
      })
      .optional(),
  ),
  GENERIC_OIDC_NAME: text,
  GENERIC_OIDC_SCOPES: list,
}

const LINKING_VARIABLES = {
  ACCOUNT_LINKING_ENABLED: flag,
  ACCOUNT_LINKING_TRUSTED_PROVIDERS: list,
  ACCOUNT_LINKING_ALLOW_DIFFERENT_EMAILS: flag,
  ACCOUNT_LINKING_ALLOW_UNLINKING_ALL: flag,
  REQUIRE_EMAIL_VERIFICATION: flag,
}

const isSecretVariable = (name: string) => /SECRET/.test(name)

function variablesOf(id: SocialProviderId): Record<string, z.ZodType> {
  const prefix = id.toUpperCase()
  return {
    [`${prefix}_CLIENT_ID`]: text,
    [`${prefix}_CLIENT_SECRET`]: text,
    [`${prefix}_SCOPES`]: list,
    [`${prefix}_DISABLE_DEFAULT_SCOPES`]: flag,
    ...PROVIDERS[id].extra,
  }
}

function parseGroup(
  env: Env,
  variables: Record<string, z.ZodType>,
  problems: string[],
): { values: Values; mentioned: string[] } {
  const values: Values = {}
  const mentioned: string[] = []
  for (const [name, schema] of Object.entries(variables)) {
    const raw = env[name]
    const parsed = schema.safeParse(raw)
    if (!parsed.success) {
      const shown = isSecretVariable(name) ? '' : `=${JSON.stringify(raw ?? '')}`
      problems.push(`${name}${shown}: ${parsed.error.issues[0]?.message ?? 'is invalid'}`)
      mentioned.push(name)
      continue
    }
    if (parsed.data !== undefined) {
      values[name] = parsed.data
      mentioned.push(name)
    }
  }
  return { values, mentioned }
}

function requireAll(
  label: string,
  required: string[][],
  values: Values,
  mentioned: string[],
  problems: string[],
): boolean {
  let complete = true
  for (const alternatives of required) {
    if (alternatives.some((name) => values[name] !== undefined)) continue
    if (alternatives.some((name) => mentioned.includes(name))) {
      complete = false // already reported as invalid
      continue
    }
    complete = false
    const because = mentioned.filter((name) => !alternatives.includes(name))
    problems.push(
      `${alternatives.join(' or ')}: required to enable ${label} sign-in (${because.join(', ')} ${formFor(because.length, { one: 'is', other: 'are' })} set)`,
    )
  }
  return complete
}

export type SocialConfig = {
  /** Better Auth's `socialProviders` option: only the configured providers. */
  socialProviders: Record<string, Record<string, unknown>>
  /** The generic OIDC provider, when GENERIC_OIDC_* configure one. */
  genericOidc: GenericOAuthConfig | undefined
  /** What the UI shows, in SOCIAL_PROVIDER_IDS order, the generic provider last. */
  providers: ConfiguredSocialProvider[]
  accountLinking: NonNullable<NonNullable<BetterAuthOptions['account']>['accountLinking']>
}

/**
 * Reads the social sign-in configuration from the environment. A provider is enabled only when configured;
 * a half-configured one (an id without its secret, Cognito without its domain…) is an error naming the
 * missing variable, so that a typo does not silently hide a sign-in button.
 */
export function readSocialConfig(env: Env): SocialConfig {
  const problems: string[] = []
  const socialProviders: SocialConfig['socialProviders'] = {}
  const providers: ConfiguredSocialProvider[] = []
  const linking = parseGroup(env, LINKING_VARIABLES, problems).values
  const requireEmailVerification = linking.REQUIRE_EMAIL_VERIFICATION === true || undefined

  for (const id of SOCIAL_PROVIDER_IDS) {
    const prefix = id.toUpperCase()
    const definition = PROVIDERS[id]
    const { values, mentioned } = parseGroup(env, variablesOf(id), problems)
    if (mentioned.length === 0) continue
    const required = [
      definition.clientIdVariables ?? [`${prefix}_CLIENT_ID`],
      ...(definition.secretOptional ? [] : [[`${prefix}_CLIENT_SECRET`]]),
      ...(definition.required ?? []),
    ]
    if (!requireAll(SOCIAL_PROVIDER_LABELS[id], required, values, mentioned, problems)) continue
    const options: Record<string, unknown> = {
      clientId: values[`${prefix}_CLIENT_ID`],
      clientSecret: values[`${prefix}_CLIENT_SECRET`],
      scope: values[`${prefix}_SCOPES`],
      disableDefaultScope: values[`${prefix}_DISABLE_DEFAULT_SCOPES`],
      // With REQUIRE_EMAIL_VERIFICATION, a provider's unverified address gets a verification mail, no session.
      requireEmailVerification,
      ...definition.build?.(values),
    }
    socialProviders[id] = Object.fromEntries(
      Object.entries(options).filter(([, value]) => value !== undefined),
    )
    providers.push({ id, name: SOCIAL_PROVIDER_LABELS[id] })
  }

  let genericOidc: GenericOAuthConfig | undefined
  const generic = parseGroup(env, GENERIC_OIDC_VARIABLES, problems)
  if (
    generic.mentioned.length > 0 &&
    requireAll(
      'generic OpenID Connect',
      [
        ['GENERIC_OIDC_CLIENT_ID'],
        ['GENERIC_OIDC_CLIENT_SECRET'],
        ['GENERIC_OIDC_ISSUER', 'GENERIC_OIDC_DISCOVERY_URL'],
      ],
      generic.values,
      generic.mentioned,
      problems,
    )
  ) {
    const v = generic.values
    const issuer = v.GENERIC_OIDC_ISSUER ? String(v.GENERIC_OIDC_ISSUER).replace(/\/+$/, '') : undefined
    const providerId = String(v.GENERIC_OIDC_PROVIDER_ID ?? 'oidc')
    const name = String(v.GENERIC_OIDC_NAME ?? 'Single sign-on')
    genericOidc = {
      providerId,
      name,
      clientId: String(v.GENERIC_OIDC_CLIENT_ID),
      clientSecret: String(v.GENERIC_OIDC_CLIENT_SECRET),
      discoveryUrl: String(v.GENERIC_OIDC_DISCOVERY_URL ?? `${issuer}/.well-known/openid-configuration`),
      scopes: (v.GENERIC_OIDC_SCOPES as string[] | undefined) ?? ['openid', 'email', 'profile'],
      pkce: true,
      requireEmailVerification,
    }
    providers.push({ id: providerId, name })
  }

  if (problems.length > 0) throw new ConfigError(problems)
  return {
    socialProviders,
    genericOidc,
    providers,
    accountLinking: {
      // Linking needs a trusted provider or a verified email, the same email unless allowed, and the
      // last account stays unless allowed.
      enabled: (linking.ACCOUNT_LINKING_ENABLED as boolean | undefined) ?? true,
      trustedProviders: (linking.ACCOUNT_LINKING_TRUSTED_PROVIDERS as string[] | undefined) ?? [],
      allowDifferentEmails: (linking.ACCOUNT_LINKING_ALLOW_DIFFERENT_EMAILS as boolean | undefined) ?? false,
      allowUnlinkingAll: (linking.ACCOUNT_LINKING_ALLOW_UNLINKING_ALL as boolean | undefined) ?? false,
    },
  }
}

const PARLEY_SOCIAL_PLUGIN_ID = 'parley-social'

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]
type AccountSelection = { providerId?: unknown; accountId?: unknown; userId?: unknown }

/**
 * We name a linked account by `providerId` (and optionally the provider's `accountId`); Better Auth
 * 1.7 by the account row's id. Finds the row id for the caller (the session's user; `userId` only for
 * server-side calls without a request). An unknown pair gives an id that matches nothing: 'Account not found'.
 */
async function accountRowId(ctx: HookContext, selection: AccountSelection): Promise<string | undefined> {
  if (typeof selection.providerId !== 'string') return undefined
  const session = await getSessionFromCtx(ctx)
  const userId =
    session?.user.id ?? (!ctx.request && typeof selection.userId === 'string' ? selection.userId : null)
  if (!userId && ctx.request) throw new APIError('UNAUTHORIZED')
  if (!userId) {
    throw new APIError('BAD_REQUEST', {
      message: 'Either userId or session is required',
      code: 'USER_ID_OR_SESSION_REQUIRED',
    })
  }
  const accounts = await ctx.context.internalAdapter.findAccounts(userId)
  const account = accounts.find(
    (candidate) =>
      candidate.providerId === selection.providerId &&
      (selection.accountId === undefined ||
        candidate.accountId === selection.accountId ||
        candidate.id === selection.accountId),
  )
  return account?.id ?? `missing:${selection.providerId}`
}

/** Rewrites a `{ providerId, accountId? }` body, in place, to Better Auth's `{ accountId: <row id> }`. */
const selectAccountByProvider = createAuthMiddleware(async (ctx) => {
  const body = ctx.body as AccountSelection & Record<string, unknown>
  const rowId = await accountRowId(ctx, body)
  if (rowId === undefined) return
  // In place: the endpoint validates this same object (a returned context would be merged, keeping providerId).
  delete body.providerId
  body.accountId = rowId
})

const hasProviderId = (ctx: { body?: unknown }) =>
  typeof (ctx.body as AccountSelection | undefined)?.providerId === 'string'

/**
 * Parley's adjustments around Better Auth's OAuth routes:
 * - a callback whose `state` is unknown (never issued, already used or expired and purged) lands on the
 *   error page with error=state_not_found (Better Auth's `state_mismatch` is not among the product's codes);
 * - POST /unlink-account, /get-access-token and /refresh-token also take `{ providerId, accountId? }`;
 * - POST /account-info `{ accountId }` besides Better Auth's GET /account-info?accountId=;
 * - Apple answers with a form POST from its own origin.
 */
function parleySocialPlugin(config: SocialConfig) {
  return {
    id: PARLEY_SOCIAL_PLUGIN_ID,
    options: { providers: config.providers },
    init: () =>
      config.socialProviders.apple
        ? { options: { trustedOrigins: ['https://appleid.apple.com'] } }
        : undefined,
    endpoints: {
      accountInfoByBody: createAuthEndpoint(
        '/account-info',
        {
          method: 'POST',
          body: z.object({ accountId: z.string().min(1) }),
          use: [sessionMiddleware],
        },
        async (ctx) => {
          const accounts = await ctx.context.internalAdapter.findAccounts(ctx.context.session.user.id)
          const account =
            accounts.find((candidate) => candidate.id === ctx.body.accountId) ??
            accounts.find((candidate) => candidate.accountId === ctx.body.accountId)
          if (!account)
            throw new APIError('BAD_REQUEST', { message: 'Account not found', code: 'ACCOUNT_NOT_FOUND' })
          // Better Auth's own GET /account-info, for the row found (it refreshes an expiring token on the way).
          return accountInfo({
            ...ctx,
            method: 'GET',
            body: undefined,
            query: { accountId: account.id },
            asResponse: false,
            returnHeaders: false,
            returnStatus: false,
          })
        },
      ),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/callback/:id' && typeof ctx.query?.state === 'string',
          handler: createAuthMiddleware(async (ctx) => {
            const state = String(ctx.query?.state)
            const stored = await ctx.context.internalAdapter.findVerificationValue(
              getAuthStateVerificationIdentifier(state),
            )
            if (stored) return
            const errorURL = ctx.context.options.onAPIError?.errorURL || `${ctx.context.baseURL}/error`
            throw ctx.redirect(`${errorURL}${errorURL.includes('?') ? '&' : '?'}error=state_not_found`)
          }),
        },
        {
          matcher: (ctx) =>
            ['/unlink-account', '/get-access-token', '/refresh-token'].includes(ctx.path ?? '') &&
            hasProviderId(ctx),
          handler: selectAccountByProvider,
        },
      ],
    },
  } satisfies BetterAuthPlugin
}

/**
 * The social providers (SOCIAL_PROVIDER_IDS) that this deployment configures (`<PROVIDER>_CLIENT_ID` and
 * `<PROVIDER>_CLIENT_SECRET`, plus the extra settings some need), the generic OIDC provider, and the
 * account-linking rules. create-auth.ts merges the result into Better Auth's options.
 */
export function socialSignIn(env: Env) {
  const config = readSocialConfig(env)
  return {
    socialProviders: config.socialProviders as BetterAuthOptions['socialProviders'],
    account: {
      accountLinking: config.accountLinking,
      // Provider tokens are stored encrypted with the auth secret.
      encryptOAuthTokens: true,
    } satisfies BetterAuthOptions['account'],
    plugins: [
      genericOAuth({ config: config.genericOidc ? [config.genericOidc] : [] }),
      parleySocialPlugin(config),
    ],
    providers: config.providers,
  }
}

/** The providers an auth instance offers (for the sign-in buttons and linked accounts): ids and names only. */
export function configuredSocialProviders(options: { plugins?: unknown[] }): ConfiguredSocialProvider[] {
  const plugin = options.plugins?.find(
    (candidate): candidate is { options: { providers: ConfiguredSocialProvider[] } } =>
      (candidate as { id?: string } | undefined)?.id === PARLEY_SOCIAL_PLUGIN_ID,
  )
  return plugin?.options.providers.map(({ id, name }) => ({ id, name })) ?? []
}
