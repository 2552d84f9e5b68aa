/**
 * The stand-in accounts anonymous votes are cast through. Pure: no app imports (Better Auth's hooks, the admin
 * list and the features share it).
 *
 * A stand-in is a `user` row so that its votes count in every total like anyone's, but it is nobody: it has no
 * password nor provider, its address is under `.invalid` (a top-level domain reserved never to resolve, so no
 * mail reaches it and no provider vouches for it), and its site role keeps it out of every list of people.
 */
export const ANONYMOUS_VISITOR_EMAIL_DOMAIN = 'anonymous-visitors.invalid'

/** The site role of every stand-in: no permission anywhere names it; the admin's list of users leaves it out. */
export const ANONYMOUS_VISITOR_ROLE = 'anonymous-visitor'

export function anonymousVisitorEmail(visitorId: string): string {
  return `visitor-${visitorId}@${ANONYMOUS_VISITOR_EMAIL_DOMAIN}`
}

/** Whether an address is a stand-in's: such an address never gets mail, never signs in, is never given out. */
export function isAnonymousVisitorEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${ANONYMOUS_VISITOR_EMAIL_DOMAIN}`)
}

/** The name a visitor may give with an anonymous post or comment (optional: "Anonymous" without one). */
export const ANONYMOUS_NAME_MAX = 50

/** What a stand-in is called until its visitor gives a name. */
export const ANONYMOUS_NAME = 'Anonymous'
