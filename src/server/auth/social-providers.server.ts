import type { BetterAuthOptions } from 'better-auth'

/**
 * The social providers of SPEC §3 that this deployment configures (`<PROVIDER>_CLIENT_ID` and
 * `<PROVIDER>_CLIENT_SECRET`, plus the extra settings some need), and the account-linking rules of SPEC §5.
 */
export function socialSignIn(_env: Record<string, string | undefined>): {
  socialProviders: BetterAuthOptions['socialProviders']
  account: BetterAuthOptions['account']
} {
  return { socialProviders: {}, account: undefined }
}
