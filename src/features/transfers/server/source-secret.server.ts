import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * A run's source key (an import's Canny or Fider API key) is stored sealed in `data_transfer.source_secret`,
 * opened only by the job that uses it and forgotten when the run ends.
 */

/** The key that seals source secrets at rest, derived from the app's secret for this one use. */
function sealKey(appSecret: string): Buffer {
  return createHash('sha256').update(`parley:data-transfer:source-secret:${appSecret}`).digest()
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealSecret(plain: string, appSecret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(appSecret), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

export function openSecret(sealed: string, appSecret: string): string {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('The source key is not sealed as expected')
  const decipher = createDecipheriv('aes-256-gcm', sealKey(appSecret), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
}
