/**
 * What a banned user is told when they try to sign in: Better Auth's sentence, then the reason the admin
 * gave and when the ban ends (admin plugin's bannedUserMessage, see create-auth.ts).
 */
export function bannedUserMessage(
  reason: string | null | undefined,
  expires: Date | string | null | undefined,
): string {
  const parts = ['You have been banned from this application.']
  // Better Auth stores "No reason" when the admin gave none.
  const why = reason?.trim()
  if (why && why !== 'No reason') parts.push(`Reason: ${why}${/[.!?]$/.test(why) ? '' : '.'}`)
  const until = expires ? new Date(expires) : null
  if (until && !Number.isNaN(until.getTime())) {
    parts.push(`The ban ends on ${until.toUTCString().replace('GMT', 'UTC')}.`)
  } else {
    parts.push('Please contact support if you believe this is an error.')
  }
  return parts.join(' ')
}
