import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { PROOF_OF_WORK_DIFFICULTY, type ProofOfWorkChallenge, solvesChallenge } from '../lib/proof-of-work'
import type { Database } from './db/client.server'
import { AppError } from './errors'
import { countAttempt } from './rate-limit.server'
import { VISITOR_COOKIE, visitorCookieOf } from './session-cookie'

/**
 * Anonymous visitors (people who vote on a board that accepts it without signing in): a first-party cookie that
 * names them, signed with the app's secret so that nobody can pose as another visitor, and the proof-of-work
 * challenges that every anonymous vote must answer. No third party is involved in either.
 */

/** A visitor cookie lasts a year; claiming it (sign-up or sign-in) clears it. */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 86_400

/** A challenge must be answered within 5 minutes, once. */
export const CHALLENGE_TTL_MS = 5 * 60_000

const sign = (purpose: string, payload: string, secret: string) =>
  createHmac('sha256', secret).update(`parley-${purpose}:${payload}`).digest('base64url')

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function signVisitorId(visitorId: string, secret: string): string {
  return `${visitorId}.${sign('visitor', visitorId, secret)}`
}

/** The visitor id a cookie value names, or null when it is missing, malformed or not signed by us. */
export function verifyVisitorCookie(value: string | null, secret: string): string | null {
  if (!value) return null
  const dot = value.lastIndexOf('.')
  if (dot <= 0) return null
  const id = value.slice(0, dot)
  if (!/^[0-9a-f-]{36}$/.test(id)) return null
  return sameSignature(sign('visitor', id, secret), value.slice(dot + 1)) ? id : null
}

/** The visitor id of a request's cookie, verified. */
export const visitorIdOf = (headers: Headers, secret: string) =>
  verifyVisitorCookie(visitorCookieOf(headers), secret)

/** The Set-Cookie value that gives a visitor their identity (HttpOnly: scripts never see it). */
export function visitorCookie(visitorId: string, secret: string, baseUrl: string): string {
  const secure = baseUrl.startsWith('https:') ? '; Secure' : ''
  return `${VISITOR_COOKIE}=${signVisitorId(visitorId, secret)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}${secure}`
}

/** The Set-Cookie value that ends it (after a claim). */
export function clearedVisitorCookie(baseUrl: string): string {
  const secure = baseUrl.startsWith('https:') ? '; Secure' : ''
  return `${VISITOR_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`
}

/** A new challenge: random, with its expiry and difficulty, signed (nothing is stored until it is answered). */
export function issueChallenge(secret: string, now = Date.now(), difficulty = PROOF_OF_WORK_DIFFICULTY) {
  const payload = `${randomBytes(16).toString('base64url')}.${now + CHALLENGE_TTL_MS}.${difficulty}`
  return {
    challenge: `${payload}.${sign('pow', payload, secret)}`,
    difficulty,
  } satisfies ProofOfWorkChallenge
}

export type ProofOfWork = { challenge: string; nonce: string }

const refusal = (message: string) => new AppError('BAD_REQUEST', message, { proof: [message] })

/**
 * Checks a proof: a challenge we issued, not expired, solved, and not answered before (each one counts once:
 * its use is recorded in the rate-limit table for as long as it could be valid). Throws a clear BAD_REQUEST.
 */
export async function verifyProofOfWork(
  db: Database,
  secret: string,
  proof: ProofOfWork | undefined,
  now = Date.now(),
): Promise<void> {
  if (!proof) throw refusal('Your browser must answer a challenge before this is accepted: please try again')
  const parts = proof.challenge.split('.')
  if (parts.length !== 4) throw refusal('This challenge was not issued here: please try again')
  const [random, expiresAt, difficulty, signature] = parts as [string, string, string, string]
  const payload = `${random}.${expiresAt}.${difficulty}`
  if (!sameSignature(sign('pow', payload, secret), signature)) {
    throw refusal('This challenge was not issued here: please try again')
  }
  if (!(Number(expiresAt) > now)) throw refusal('The challenge expired: please try again')
  if (!(await solvesChallenge(proof.challenge, proof.nonce, Number(difficulty)))) {
    throw refusal('The answer to the challenge is wrong: please try again')
  }
  const { count } = await countAttempt(db, `pow:${random}`, CHALLENGE_TTL_MS)
  if (count > 1) throw refusal('This challenge was already answered: please try again')
}
