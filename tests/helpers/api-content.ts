import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { API_SCOPES, type ApiScope } from '~/lib/api-scopes'
import {
  type ApiKeyViewer,
  apiKeyStart,
  authenticateApiKey,
  generateApiKeySecret,
  hashApiKeySecret,
} from '~/server/api/api-key-auth.server'
import type { Database } from '~/server/db/client.server'
import { apiKey, user } from '~/server/db/schema'
import { isAppError } from '~/server/errors'

/**
 * A key of the organisation straight into the database, and the viewer its Bearer header authenticates as
 * (through the real authentication): its service user, carrying the key's identity.
 */
export async function insertContentKey(
  db: Database,
  options: { organizationId: string; projectId?: string | null; scopes?: readonly ApiScope[]; name?: string },
): Promise<{ secret: string; viewer: ApiKeyViewer }> {
  const secret = generateApiKeySecret()
  const serviceUserId = `api-key-${randomUUID()}`
  const name = options.name ?? 'Release bot'
  await db.insert(user).values({ id: serviceUserId, name, email: `${serviceUserId}@keys.parley.invalid` })
  await db.insert(apiKey).values({
    organizationId: options.organizationId,
    projectId: options.projectId ?? null,
    name,
    tokenHash: hashApiKeySecret(secret),
    start: apiKeyStart(secret),
    scopes: [...(options.scopes ?? API_SCOPES)],
    serviceUserId,
  })
  const authenticated = await authenticateApiKey(db, `Bearer ${secret}`)
  if (!authenticated.ok) throw new Error(`The key did not authenticate: ${authenticated.refusal}`)
  return { secret, viewer: authenticated.viewer }
}

/** The AppError a call ends in, as `CODE: message`, or 'ok'. */
export async function refusalOf(call: () => Promise<unknown>): Promise<string> {
  try {
    await call()
    return 'ok'
  } catch (error) {
    if (isAppError(error)) return `${error.code}: ${error.message}`
    throw error
  }
}

/** The AppError a call ends in, with its field errors. */
export async function appErrorOf(call: () => Promise<unknown>) {
  try {
    await call()
  } catch (error) {
    if (isAppError(error)) return { code: error.code, message: error.message, fields: error.fields ?? {} }
    throw error
  }
  expect.fail('The call succeeded')
}
