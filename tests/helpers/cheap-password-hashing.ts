import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * A salted SHA-256 in place of Better Auth's scrypt, for the integration suites only. scrypt is slow on purpose
 * (about a tenth of a second of a core per sign-up or sign-in, several times that on a busy machine), and the
 * suites sign people up and in thousands of times: most of their time went to hashing. What the suites check
 * about passwords (length rules, wrong passwords refused, changes and resets taking effect) holds for any hash;
 * `auth-sign-up.test.ts` checks that production keeps scrypt.
 */
export const cheapPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex')
    return `${salt}:${digest(salt, password)}`
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [salt, expected] = hash.split(':')
    if (!salt || !expected) return false
    const actual = Buffer.from(digest(salt, password), 'hex')
    const wanted = Buffer.from(expected, 'hex')
    return actual.length === wanted.length && timingSafeEqual(actual, wanted)
  },
}

const digest = (salt: string, password: string) =>
  createHash('sha256').update(`${salt}:${password}`).digest('hex')
