import { decodeProtectedHeader, errors, jwtVerify } from 'jose'
import { z } from 'zod'
import {
  WIDGET_TOKEN_CLOCK_TOLERANCE_S,
  WIDGET_TOKEN_ERRORS,
  WIDGET_TOKEN_MAX_LIFETIME_S,
  type WidgetTokenErrorCode,
} from '~/lib/widget-rules'

/**
 * The claims Parley takes from a host's identify token. Unknown claims are ignored; a known claim of the wrong
 * shape refuses the whole token (a host that sends a broken avatar should hear about it, not see it dropped).
 */
const companySchema = z.object({
  id: z.union([z.string().min(1).max(255), z.number().int().transform(String)]),
  name: z.string().trim().min(1).max(120),
  plan: z.string().trim().max(80).optional(),
  monthly_spend: z.number().finite().min(0).optional(),
})

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  iat: z.number().int(),
  exp: z.number().int(),
  email: z.email().max(254).optional(),
  name: z.string().trim().max(80).optional(),
  avatar: z
    .url({ protocol: /^https$/, message: 'avatar must be an https URL' })
    .max(2048)
    .optional(),
  company: companySchema.optional(),
})

export type WidgetClaims = {
  sub: string
  iat: number
  exp: number
  email?: string
  name?: string
  avatar?: string
  company?: { id: string; name: string; plan?: string; monthly_spend?: number }
}

export type WidgetTokenResult =
  | { ok: true; claims: WidgetClaims }
  | { ok: false; code: WidgetTokenErrorCode; message: string }

const refuse = (code: WidgetTokenErrorCode, detail?: string): WidgetTokenResult => ({
  ok: false,
  code,
  message: detail ? `${WIDGET_TOKEN_ERRORS[code]} (${detail})` : WIDGET_TOKEN_ERRORS[code],
})

const encoder = new TextEncoder()

/**
 * Verifies a host's identify token against a project's widget secrets (the current one, and the previous one
 * during its 24 hours of overlap). The HMAC key is the secret string's UTF-8 bytes, as every JWT library takes
 * a string secret. Only HS256: the header is checked before any key is tried, so `none`, RS256 (and a
 * public-key-as-HMAC-secret confusion) or HS512 are refused as such. Then the claims: `sub`, `iat` and `exp`
 * required, `exp` in the future and at most 15 minutes after `iat` (30 s of clock skew allowed either way).
 * `now` is for tests.
 */
export async function verifyWidgetToken(
  token: string,
  secrets: readonly string[],
  now: Date = new Date(),
): Promise<WidgetTokenResult> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 8192) return refuse('invalid_token')
  let alg: unknown
  try {
    alg = decodeProtectedHeader(token).alg
  } catch {
    return refuse('invalid_token')
  }
  if (alg !== 'HS256') return refuse('unsupported_algorithm')
  const currentTime = Math.floor(now.getTime() / 1000)
  let payload: unknown = null
  let expired = false
  for (const secret of secrets) {
    try {
      const verified = await jwtVerify(token, encoder.encode(secret), {
        algorithms: ['HS256'],
        clockTolerance: WIDGET_TOKEN_CLOCK_TOLERANCE_S,
        currentDate: now,
      })
      payload = verified.payload
      break
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        // The signature was good (jose checks claims after it): the token is this project's, only old.
        expired = true
        break
      }
      if (error instanceof errors.JOSEAlgNotAllowed) return refuse('unsupported_algorithm')
      if (error instanceof errors.JWSSignatureVerificationFailed) continue
      if (error instanceof errors.JWTClaimValidationFailed) return refuse('invalid_claims', error.message)
      return refuse('invalid_token')
    }
  }
  if (expired) return refuse('expired_token')
  if (payload === null) return refuse('invalid_token')
  const parsed = claimsSchema.safeParse(payload)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return refuse(
      'invalid_claims',
      issue ? `${issue.path.join('.') || 'payload'}: ${issue.message}` : undefined,
    )
  }
  const claims = parsed.data
  if (claims.exp - claims.iat > WIDGET_TOKEN_MAX_LIFETIME_S) return refuse('token_lifetime_too_long')
  if (claims.exp <= claims.iat) return refuse('invalid_claims', 'exp must be after iat')
  if (claims.iat > currentTime + WIDGET_TOKEN_CLOCK_TOLERANCE_S)
    return refuse('invalid_claims', 'iat is in the future')
  // jose checks exp only when present; it is required here, so check it ourselves too.
  if (claims.exp <= currentTime - WIDGET_TOKEN_CLOCK_TOLERANCE_S) return refuse('expired_token')
  const { name, ...rest } = claims
  return { ok: true, claims: name ? { ...rest, name } : rest }
}
