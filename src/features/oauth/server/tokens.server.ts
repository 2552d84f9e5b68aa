import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A new opaque secret: the prefix and 256 random bits (43 base64url characters). Only its hash is stored. */
export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`
}

/** SHA-256 is enough for a 256-bit random secret: there is nothing to guess that a slow hash would protect. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}

/** PKCE's S256: the challenge is base64url(SHA-256(verifier)), without padding. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

/** RFC 7636: 43–128 characters of the unreserved set. */
export const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/
/** An S256 challenge is always 43 base64url characters. */
export const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/

/** The token shape of one prefix: the prefix and 40–64 base64url characters. */
export function tokenShape(prefix: string): RegExp {
  return new RegExp(`^${prefix}[A-Za-z0-9_-]{40,64}$`)
}
