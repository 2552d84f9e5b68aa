import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError } from 'better-auth/api'
import { admin, oneTimeToken, organization, username } from 'better-auth/plugins'
import { tanstackStartCookies } from 'better-auth/tanstack-start'
import { z } from 'zod'
// Relative imports only: Better Auth's CLI loads this file to generate the schema.
import {
  isValidUsername,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../lib/account-rules'
import { isAnonymousVisitorEmail } from '../../lib/anonymous-visitor-rules'
import { bannedUserMessage } from '../../lib/ban-message'
import { organizationAccess, organizationRoles } from '../../lib/permissions'
import { BIO_MAX_LENGTH } from '../../lib/profile-rules'
import { announceAccessChange } from '../live/access-change.server'
import type { MailMessage } from '../mail/mailer.server'
import { deleteAccount } from './account-deletion.server'
import { accountFlows, accountRateLimitRules } from './account-flows.server'
import { grantAdminRoleByEmail } from './admin-emails.server'
import { anonymousClaim } from './anonymous-claim.server'
import { listPeopleOnly } from './api-key-service-users.server'
import type { AuthFeatureWork } from './auth-feature-work'
import { CLIENT_IP_HEADER } from './client-ip'
import { withDatabaseRefusals } from './database-refusals.server'
import { endpointRules, whenSettingCookies } from './endpoint-rules.server'
import { invitationMailGuard } from './invitation-mail.server'
import { organizationRules } from './organization-rules.server'
import { socialSignIn } from './social-providers.server'
import { teamRules } from './team-rules.server'

export type AuthDependencies = {
  // biome-ignore lint/suspicious/noExplicitAny: Drizzle's PGlite and node-postgres databases share no exported base type that the adapter accepts.
  db: any
  // biome-ignore lint/suspicious/noExplicitAny: the generated Drizzle schema object.
  schema: Record<string, any>
  baseUrl: string
  secret: string
  rateLimitEnabled: boolean
  adminEmails: string[]
  adminUserIds: string[]
  /** What the features do inside Better Auth's writes (account and organisation deletion, organisation fields). */
  featureWork: AuthFeatureWork
  /** Where Better Auth's own log messages go (Parley's structured log; its console output otherwise). */
  log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => void
  /** Raise the sign-in limits for test suites that sign in many times per second. */
  relaxedRateLimits?: boolean
  /** MAX_TEAMS_PER_USER: how many teams one user may own. */
  maxTeamsPerUser?: number
  /** Delivers Parley's mails (invitations); tests capture them. */
  sendMail?: (message: MailMessage) => Promise<void>
  /** REQUIRE_EMAIL_VERIFICATION (default false). */
  requireEmailVerification?: boolean
  /** Where the social providers' settings are read from (process.env in production). */
  env?: Record<string, string | undefined>
  /**
   * Replaces Better Auth's password hashing (scrypt, deliberately slow: about a tenth of a second of a core per
   * sign-up or sign-in). Only the test suites set it, to a cheap hash; production always keeps scrypt.
   */
  passwordHashing?: {
    hash: (password: string) => Promise<string>
    verify: (data: { hash: string; password: string }) => Promise<boolean>
  }
}

export function createAuth(deps: AuthDependencies) {
  const adminEmails = new Set(deps.adminEmails.map((email) => email.toLowerCase()))
  const signInRule = deps.relaxedRateLimits ? { window: 10, max: 1000 } : { window: 10, max: 5 }
  const invitationMail = invitationMailGuard(deps.db)
  const flows = accountFlows({
    db: deps.db,
    baseUrl: deps.baseUrl,
    sendMail: deps.sendMail ?? (async () => {}),
    requireEmailVerification: deps.requireEmailVerification ?? false,
  })
  const social = socialSignIn(deps.env ?? {})

  const orgRules = organizationRules({
    db: deps.db,
    baseUrl: deps.baseUrl,
    maxTeamsPerUser: deps.maxTeamsPerUser ?? 5,
    sendMail: deps.sendMail ?? (async () => {}),
    onInvitationUndelivered: invitationMail.markUndelivered,
    work: deps.featureWork,
  })
  const teams = teamRules(deps.db)
  const auth = betterAuth({
    appName: 'Parley',
    baseURL: deps.baseUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    ...(deps.log ? { logger: { log: deps.log } } : {}),
    trustedOrigins: [new URL(deps.baseUrl).origin],
    database: withDatabaseRefusals(deps.db, drizzleAdapter(deps.db, { provider: 'pg', schema: deps.schema })),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      ...flows.emailAndPassword,
      ...(deps.passwordHashing ? { password: deps.passwordHashing } : {}),
    },
    emailVerification: flows.emailVerification,
    user: {
      ...flows.user,
      // Parley's profile field: editable by its owner through update-user, shown on the public profile.
      additionalFields: {
        bio: {
          type: 'string',
          required: false,
          input: true,
          validator: {
            input: z.string().max(BIO_MAX_LENGTH, `Use at most ${BIO_MAX_LENGTH} characters`).nullish(),
          },
        },
        // Set through the account settings' own server function only (a known locale), read by the session
        // (the request's language) and by the mails sent to the person.
        language: { type: 'string', required: false, input: false },
      },
    },
    socialProviders: social.socialProviders,
    account: social.account,
    rateLimit: {
      enabled: deps.rateLimitEnabled,
      // In the database, so that the limits hold across every node of a deployment.
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/*': signInRule,
        '/sign-up/*': deps.relaxedRateLimits ? { window: 60, max: 1000 } : { window: 60, max: 5 },
        // Password reset and verification mails: 3 a minute per address.
        ...accountRateLimitRules(deps.relaxedRateLimits ?? false),
      },
    },
    advanced: {
      // Explicit, because Better Auth turns the origin and callback-URL checks off by itself whenever
      // NODE_ENV=test or TEST is set; the CSRF protection must not depend on the environment.
      disableOriginCheck: false,
      // Our auth route puts the real client address (or the proxy's, when trusted) into this header.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      // Open live streams follow their session: sign-out, revocation (one, others, all, by an admin), a ban
      // and a password reset with revocation all delete session rows, and every node re-checks that user.
      session: {
        delete: {
          after: async (ended) => {
            await announceAccessChange(deps.db, { userIds: [ended.userId] })
          },
        },
      },
      user: {
        // A site admin's role or ban changes what the user may read on every node.
        update: {
          after: async (updated, context) => {
            // A listed address just verified (the verification link, a change of address confirmed).
            const newAdmin =
              updated.emailVerified &&
              adminEmails.has(updated.email.toLowerCase()) &&
              (await grantAdminRoleByEmail(deps.db, [updated.email])) > 0
            if (newAdmin || context?.path?.startsWith('/admin/')) {
              await announceAccessChange(deps.db, { userIds: [updated.id] })
            }
          },
        },
        create: {
          before: async (user) => {
            // Stand-ins for anonymous visitors are made by the votes alone (never through Better Auth): nobody
            // signs up, is created by an admin or arrives from a provider with one of their addresses.
            if (isAnonymousVisitorEmail(user.email)) {
              throw new APIError('BAD_REQUEST', { message: 'This address cannot be used for an account' })
            }
            // Only a verified address proves its owner (admin-emails.server.ts); an unverified one gets the
            // role when it is verified.
            if (user.emailVerified && adminEmails.has(user.email.toLowerCase()))
              return { data: { ...user, role: 'admin' } }
            return { data: user }
          },
        },
      },
    },
    plugins: [
      // First, where Better Auth ran the options' own hooks: before every plugin's.
      endpointRules({ db: deps.db, adminUserIds: deps.adminUserIds }),
      username({
        minUsernameLength: USERNAME_MIN,
        maxUsernameLength: USERNAME_MAX,
        usernameValidator: isValidUsername,
      }),
      admin({
        defaultRole: 'user',
        adminRoles: ['admin'],
        adminUserIds: deps.adminUserIds,
        // A banned user is told why, and until when, at sign-in.
        bannedUserMessage: (user) => bannedUserMessage(user.banReason, user.banExpires),
      }),
      organization({
        ac: organizationAccess,
        roles: organizationRoles,
        creatorRole: 'owner',
        // Teams: groups of members inside an organisation. No team is made for a new organisation, and
        // its last team can be deleted like any other.
        teams: { enabled: true, defaultTeam: { enabled: false }, allowRemovingAllTeams: true },
        ...orgRules,
        organizationHooks: { ...orgRules.organizationHooks, ...teams.organizationHooks },
      }),
      invitationMail.plugin,
      teams.plugin,
      // Mail guard (a failed mail undoes its request and answers 502), /forget-password, direct deletion.
      flows.plugin,
      ...social.plugins,
      // An anonymous visitor's votes become theirs when they sign up or in.
      anonymousClaim({ db: deps.db, secret: deps.secret, work: deps.featureWork }),
      // A page opened with ?ott= exchanges the one-time token for its session.
      // Tokens are minted by the server only (sign-in service calls); browsers just verify them.
      oneTimeToken({ storeToken: 'hashed', disableClientRequest: true }),
      // Lets auth.api calls made inside server functions set cookies on the response.
      whenSettingCookies(tanstackStartCookies()),
    ],
  })
  // Every path that deletes a user ends in internalAdapter.deleteUser; Better Auth's own runs the session,
  // account and user deletes (and our organisation rules) as separate writes that can half-fail. Ours does
  // it all in one transaction. The handler copies the context's properties per request, so replacing the
  // method on the shared internal adapter reaches every request.
  void auth.$context
    .then((context) => {
      context.internalAdapter.deleteUser = (userId: string) =>
        deleteAccount(deps.db, userId, deps.featureWork)
      listPeopleOnly(context.internalAdapter)
    })
    .catch(() => {})
  return auth
}

export type Auth = ReturnType<typeof createAuth>
