// Better Auth runs every mail callback inside the endpoint's async context; that context is how a failed mail
// reaches the after-hook of the same request. Better Auth does not re-export it, so it comes from its core.
import { tryGetCurrentAuthEndpointContext } from '@better-auth/core/context'
import { APIError, type BetterAuthOptions, type BetterAuthPlugin } from 'better-auth'
import {
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  isAPIError,
  originCheck,
  requestPasswordReset,
} from 'better-auth/api'
import { generateRandomString } from 'better-auth/crypto'
import { z } from 'zod'
// Relative imports only: Better Auth's CLI loads create-auth.ts, and with it this file.
import { PASSWORD_MAX_LENGTH, RESET_PASSWORD_TOKEN_SECONDS } from '../../lib/account-rules'
import { isAnonymousVisitorEmail } from '../../lib/anonymous-visitor-rules'
import { isApiKeyServiceEmail } from '../../lib/api-key-rules'
import type { Database } from '../db/client.server'
import type { MailMessage } from '../mail/mailer.server'
import { changeEmailMail, deleteAccountMail, resetPasswordMail, verifyEmailMail } from '../mail/templates'
import { organizationsOnDeletion, soleOwnerRefusal } from './account-deletion.server'

export type AccountFlowDeps = {
  db: Database
  baseUrl: string
  sendMail: (message: MailMessage) => Promise<void>
  /** REQUIRE_EMAIL_VERIFICATION: refuse sign-in until the address is verified. */
  requireEmailVerification: boolean
}

/**
 * Token lifetimes: a password reset 1 hour (RESET_PASSWORD_TOKEN_SECONDS, in src/lib: the reset pages say it),
 * a delete-account link 24 hours, an email verification 1 hour.
 */
export const DELETE_ACCOUNT_TOKEN_SECONDS = 86_400
export const EMAIL_VERIFICATION_TOKEN_SECONDS = 3600

export const MAIL_FAILED_CODE = 'MAIL_DELIVERY_FAILED'
export const MAIL_FAILED_MESSAGE =
  'The email could not be sent. Nothing was changed; please try again in a moment.'

/**
 * Answers that must not tell whether an address has an account take at least this long, so that the mail a
 * known address triggers does not show in the timing (Better Auth's own floor for verification is 500 ms).
 */
export const ENUMERATION_SAFE_FLOOR_MS = 800

/** Rate limits (per client address, stored in the database) of the mailing endpoints; see create-auth.ts. */
export function accountRateLimitRules(relaxed: boolean) {
  const mailing = relaxed ? { window: 60, max: 1000 } : { window: 60, max: 3 }
  return {
    '/request-password-reset': mailing,
    '/forget-password': mailing,
    '/send-verification-email': mailing,
  }
}

type Undo = (ctx: HookContext) => Promise<unknown>
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

const PASSWORD_RESET_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
}

function tokenPayload(token: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
  } catch {
    return {}
  }
}

/** A relative path on this site (the only kind of "next" the verify page follows). */
function isLocalPath(value: string | null): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
}

/**
 * The mailed account flows on Better Auth: email verification, password reset, change email,
 * delete account. Returns the parts of Better Auth's options they need, and a plugin (mail guard, the
 * /forget-password alias, the direct delete path); create-auth.ts merges them.
 */
export function accountFlows(deps: AccountFlowDeps) {
  const { db, baseUrl } = deps

  /** Per request (Better Auth's per-request auth context object): mail failures and their undo steps. */
  const failedMail = new WeakMap<object, Undo[]>()
  const startedAt = new WeakMap<object, number>()
  const emailBefore = new WeakMap<object, { userId: string; email: string; emailVerified: boolean }>()
  const directDeleteToken = new WeakMap<object, string>()
  const revokeOnReset = new WeakSet<object>()

  /** Sends a mail; on failure remembers how to take back what the request did, and fails with a clear error. */
  async function deliver(message: MailMessage, undo?: Undo) {
    // An API key's service user has an address that can receive nothing and an account nobody may take
    // over: no reset, verification or deletion mail is ever made for it (the request answers as for anyone).
    // An anonymous visitor's stand-in is the same.
    if (isApiKeyServiceEmail(message.to) || isAnonymousVisitorEmail(message.to)) return
    try {
      await deps.sendMail(message)
    } catch (error) {
      const request = tryGetCurrentAuthEndpointContext()
      if (request) {
        const undos = failedMail.get(request.context) ?? []
        if (undo) undos.push(undo)
        failedMail.set(request.context, undos)
      }
      throw new APIError('BAD_GATEWAY', {
        code: MAIL_FAILED_CODE,
        message: MAIL_FAILED_MESSAGE,
        cause: error,
      })
    }
  }

  const sendVerificationEmail = async (data: {
    user: { id: string; email: string; name: string; language?: string | null }
    url: string
    token: string
  }) => {
    const payload = tokenPayload(data.token)
    const link = new URL(data.url)
    if (typeof payload.updateTo === 'string') {
      // Change of a verified address: the mail goes to the new address; the change happens on opening it.
      link.searchParams.set('callbackURL', `${baseUrl}/verify-email?kind=change`)
      const content = changeEmailMail({
        name: data.user.name,
        currentEmail: String(payload.email ?? ''),
        newEmail: payload.updateTo,
        url: link.toString(),
        expiresInSeconds: EMAIL_VERIFICATION_TOKEN_SECONDS,
        // The account's language: the new address belongs to the same person.
        language: data.user.language,
      })
      await deliver({ to: payload.updateTo, ...content })
      return
    }
    const next = link.searchParams.get('callbackURL')
    const landing = new URL(`${baseUrl}/verify-email`)
    if (isLocalPath(next) && next !== '/' && !next.startsWith('/verify-email')) {
      landing.searchParams.set('next', next)
    }
    link.searchParams.set('callbackURL', landing.toString())
    const content = verifyEmailMail({
      name: data.user.name,
      url: link.toString(),
      expiresInSeconds: EMAIL_VERIFICATION_TOKEN_SECONDS,
      language: data.user.language,
    })
    await deliver({ to: data.user.email, ...content }, async (ctx) => {
      // A sign-up whose verification mail failed is taken back: the address can sign up again.
      if (ctx.path === '/sign-up/email') await ctx.context.internalAdapter.deleteUser(data.user.id)
    })
  }

  const emailAndPassword = {
    requireEmailVerification: deps.requireEmailVerification,
    resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_SECONDS,
    // Whether other sessions end is the user's choice on the reset page (see onPasswordReset).
    revokeSessionsOnPasswordReset: false,
    sendResetPassword: async (data: {
      user: { email: string; name: string; language?: string | null }
      url: string
      token: string
    }) => {
      const link = new URL(data.url)
      if (!link.searchParams.get('callbackURL'))
        link.searchParams.set('callbackURL', `${baseUrl}/reset-password`)
      const content = resetPasswordMail({
        name: data.user.name,
        url: link.toString(),
        expiresInSeconds: RESET_PASSWORD_TOKEN_SECONDS,
        // In the recipient's language: the person asking may not be the account's owner.
        language: data.user.language,
      })
      await deliver({ to: data.user.email, ...content }, (ctx) =>
        ctx.context.internalAdapter.deleteVerificationByIdentifier(`reset-password:${data.token}`),
      )
    },
    onPasswordReset: async ({ user }: { user: { id: string } }) => {
      // POST /reset-password takes { revokeOtherSessions: true } from the reset page's checkbox.
      const request = tryGetCurrentAuthEndpointContext()
      if (!request || !revokeOnReset.has(request.context)) return
      await request.context.internalAdapter.deleteUserSessions(user.id)
    },
  } satisfies Partial<NonNullable<BetterAuthOptions['emailAndPassword']>>

  const emailVerification = {
    sendVerificationEmail,
    sendOnSignUp: deps.requireEmailVerification,
    sendOnSignIn: deps.requireEmailVerification,
    autoSignInAfterVerification: true,
    expiresIn: EMAIL_VERIFICATION_TOKEN_SECONDS,
  } satisfies BetterAuthOptions['emailVerification']

  const user = {
    changeEmail: {
      enabled: true,
      // Unverified address: changed at once, plus a verification mail to the new one. Verified address: a
      // confirmation mail to the new address, and the change happens when it is opened.
      updateEmailWithoutVerification: true,
    },
    deleteUser: {
      enabled: true,
      deleteTokenExpiresIn: DELETE_ACCOUNT_TOKEN_SECONDS,
      sendDeleteAccountVerification: async (data: {
        user: { id: string; email: string; name: string; language?: string | null }
        url: string
        token: string
      }) => {
        const link = new URL(data.url)
        const callbackURL = link.searchParams.get('callbackURL')
        if (!callbackURL || callbackURL === '/')
          link.searchParams.set('callbackURL', `${baseUrl}/account-deleted`)
        const fates = await organizationsOnDeletion(db, data.user.id)
        const content = deleteAccountMail({
          name: data.user.name,
          url: link.toString(),
          expiresInSeconds: DELETE_ACCOUNT_TOKEN_SECONDS,
          deletedOrganizations: fates.filter((org) => org.fate === 'deleted').map((org) => org.name),
          language: data.user.language,
        })
        await deliver({ to: data.user.email, ...content }, (ctx) =>
          ctx.context.internalAdapter.deleteVerificationByIdentifier(`delete-account-${data.token}`),
        )
      },
      // The organisation rules of deletion run as database hooks (create-auth.ts), so that they hold for
      // every path that deletes a user, the admin API's included.
    },
  } satisfies BetterAuthOptions['user']

  const floorPaths = new Set([
    '/request-password-reset',
    '/forget-password',
    '/send-verification-email',
    '/change-email',
    ...(deps.requireEmailVerification ? ['/sign-up/email'] : []),
  ])

  /** POST /forget-password, the older name of /request-password-reset (Better Auth 1.7 dropped it). */
  const forgetPassword = createAuthEndpoint(
    '/forget-password',
    {
      method: 'POST',
      body: z.object({ email: z.email(), redirectTo: z.string().optional() }),
      use: [originCheck((ctx) => ctx.body.redirectTo)],
      metadata: {
        openapi: { description: 'Send a password reset email (alias of /request-password-reset)' },
      },
    },
    async (ctx) => {
      const answer = await requestPasswordReset({
        ...ctx,
        asResponse: false,
        returnHeaders: false,
        returnStatus: false,
      } as unknown as Parameters<typeof requestPasswordReset>[0])
      return ctx.json(answer ?? PASSWORD_RESET_ANSWER)
    },
  )

  const plugin = {
    id: 'parley-account-flows',
    endpoints: { forgetPassword },
    hooks: {
      before: [
        {
          matcher: (ctx) => floorPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            startedAt.set(ctx.context, Date.now())
          }),
        },
        {
          // Better Auth's body schema drops the extra field before onPasswordReset could see it.
          matcher: (ctx) => ctx.path === '/reset-password' && ctx.method === 'POST',
          handler: createAuthMiddleware(async (ctx) => {
            if ((ctx.body as { revokeOtherSessions?: unknown } | undefined)?.revokeOtherSessions === true) {
              revokeOnReset.add(ctx.context)
            }
          }),
        },
        {
          // Remembered so that a change whose verification mail failed can be taken back.
          matcher: (ctx) => ctx.path === '/change-email',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx).catch(() => null)
            if (!session) return
            emailBefore.set(ctx.context, {
              userId: session.user.id,
              email: session.user.email,
              emailVerified: session.user.emailVerified,
            })
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/delete-user',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx).catch(() => null)
            if (!session) return
            // Told before any mail goes out, not only when the link is opened.
            const blocked = (await organizationsOnDeletion(db, session.user.id)).filter(
              (org) => org.fate === 'blocked',
            )
            if (blocked.length > 0) throw soleOwnerRefusal(blocked)
            // Direct deletion: with the right password the account goes at once. Better Auth would mail
            // a link whenever sendDeleteAccountVerification is set, so the checked password is turned into a
            // short-lived delete token, which Better Auth's own token path then consumes.
            const body = (ctx.body ?? {}) as { password?: unknown; token?: unknown }
            if (typeof body.password !== 'string' || body.token !== undefined) return
            if (body.password.length > PASSWORD_MAX_LENGTH) return
            const credential = await ctx.context.internalAdapter.findCredentialAccount(session.user.id)
            if (!credential?.password) return
            const matches = await ctx.context.password.verify({
              hash: credential.password,
              password: body.password,
            })
            if (!matches) return
            const token = generateRandomString(32, '0-9', 'a-z')
            await ctx.context.internalAdapter.createVerificationValue({
              value: session.user.id,
              identifier: `delete-account-${token}`,
              expiresAt: new Date(Date.now() + 60_000),
            })
            directDeleteToken.set(ctx.context, token)
            return { context: { body: { ...body, token } } }
          }),
        },
      ],
      after: [
        {
          // A mail that failed: undo what the request changed and say so (Better Auth swallows the error).
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const undos = failedMail.get(ctx.context)
            if (!undos) return
            failedMail.delete(ctx.context)
            const before = emailBefore.get(ctx.context)
            if (ctx.path === '/change-email' && before) {
              undos.push(() =>
                ctx.context.internalAdapter.updateUser(before.userId, {
                  email: before.email,
                  emailVerified: before.emailVerified,
                }),
              )
            }
            let undone = true
            for (const undo of undos) {
              try {
                await undo(ctx)
              } catch (error) {
                undone = false
                ctx.context.logger.error(`Could not undo ${ctx.path} after its mail failed`, error)
              }
            }
            ctx.context.logger.error(
              `Mail for ${ctx.path} could not be sent; ${undone ? 'the request was undone' : 'UNDO FAILED'}`,
            )
            ctx.context.responseHeaders?.delete('set-cookie')
            if (ctx.path?.startsWith('/sign-in/')) {
              throw new APIError('FORBIDDEN', {
                code: 'EMAIL_NOT_VERIFIED',
                message:
                  'Email not verified. The verification email could not be sent; please try again in a moment.',
              })
            }
            throw new APIError('BAD_GATEWAY', { code: MAIL_FAILED_CODE, message: MAIL_FAILED_MESSAGE })
          }),
        },
        {
          // The short-lived token of a direct deletion never outlives its request.
          matcher: (ctx) => ctx.path === '/delete-user',
          handler: createAuthMiddleware(async (ctx) => {
            const token = directDeleteToken.get(ctx.context)
            if (!token) return
            directDeleteToken.delete(ctx.context)
            await ctx.context.internalAdapter.deleteVerificationByIdentifier(`delete-account-${token}`)
          }),
        },
        {
          // A browser that opened a mailed deletion link and failed (expired link, signed out, an organisation
          // still needing an owner) lands on the deletion page with the reason; API clients get the error.
          matcher: (ctx) => ctx.path === '/delete-user/callback',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned
            if (!isAPIError(returned) || returned.statusCode < 400) return
            if (!(ctx.headers?.get('accept') ?? '').includes('text/html')) return
            const target = new URL(`${baseUrl}/settings/delete-account`)
            target.searchParams.set('error', String(returned.body?.code ?? 'INVALID_TOKEN'))
            // Signed out: the link still works after signing in (any other failure has used the token up).
            const token = (ctx.query as { token?: unknown } | undefined)?.token
            if (typeof token === 'string' && returned.body?.code === 'FAILED_TO_GET_USER_INFO') {
              target.searchParams.set('token', token)
            }
            // A Response, not ctx.redirect: Better Auth would keep the error's status on a thrown redirect.
            return new Response(null, { status: 302, headers: { Location: target.toString() } })
          }),
        },
        {
          matcher: (ctx) => floorPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const started = startedAt.get(ctx.context)
            if (started === undefined) return
            const remaining = ENUMERATION_SAFE_FLOOR_MS - (Date.now() - started)
            if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining))
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin

  return { emailAndPassword, emailVerification, user, plugin }
}
