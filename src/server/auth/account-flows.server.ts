import type { BetterAuthOptions } from 'better-auth'
import type { Database } from '../db/client.server'
import type { MailMessage } from '../mail/mailer.server'

export type AccountFlowDeps = {
  db: Database
  baseUrl: string
  sendMail: (message: MailMessage) => Promise<void>
  /** REQUIRE_EMAIL_VERIFICATION: refuse sign-in until the address is verified. */
  requireEmailVerification: boolean
}

/**
 * The mailed account flows of SPEC §4 on Better Auth: email verification, password reset, change email,
 * delete account. Returns the parts of Better Auth's options they need; create-auth.ts merges them.
 */
export function accountFlows(_deps: AccountFlowDeps): {
  emailAndPassword: Partial<NonNullable<BetterAuthOptions['emailAndPassword']>>
  emailVerification: BetterAuthOptions['emailVerification']
  user: BetterAuthOptions['user']
} {
  return { emailAndPassword: {}, emailVerification: undefined, user: undefined }
}
