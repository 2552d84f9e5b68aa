import type { Database } from '../db/client.server'

/**
 * What the features do inside Better Auth's writes. The platform's hooks (account deletion, the organisation
 * rules) call it without knowing any feature; the app assembly supplies it (src/app/auth-feature-work.server.ts).
 */
export type AuthFeatureWork = {
  /** In the account deletion's transaction, before the user's row goes: what the features forget of the user. */
  forgetUser: (tx: Database, userId: string) => Promise<void>
  /**
   * Schedules the removal of the bytes of these organisations' files (their rows go with the organisations),
   * at `runAt`, or as soon as the transaction commits.
   */
  purgeOrganizationFiles: (tx: Database, organizationIds: string[], runAt?: Date) => Promise<void>
  /**
   * When a visitor who voted anonymously signs up or in (in a transaction after Better Auth's write): their
   * anonymous votes and writing become the account's, counted once.
   */
  claimAnonymousVisitor: (tx: Database, visitorId: string, userId: string) => Promise<unknown>
  /** The create-team and settings forms' check of an organisation's name: why it is refused, or null. */
  organizationNameProblem: (name: unknown) => string | null
  /** The same forms' check of an organisation's logo (a data URL): why it is refused, or null. */
  organizationLogoProblem: (logo: string) => string | null
}
