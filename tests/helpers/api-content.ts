import { expect } from 'vitest'
import type { ApiScope } from '~/lib/api-scopes'
import { type ApiKeyViewer, authenticateApiKey } from '~/server/api/api-key-auth.server'
import { ApiProblem } from '~/server/api/problem'
import type { Database } from '~/server/db/client.server'
import { isAppError } from '~/server/errors'
import { insertApiKey, type TestApiKey } from './api-keys'

/**
 * A key of the organisation (named "Release bot" unless told), and the viewer its Bearer header authenticates
 * as through the real authentication: its service user, carrying the key's identity. For calling the content
 * resources' functions directly, below the dispatcher.
 */
export async function insertContentKey(
  db: Database,
  options: { organizationId: string; projectId?: string | null; scopes?: readonly ApiScope[]; name?: string },
): Promise<{ key: TestApiKey; viewer: ApiKeyViewer }> {
  const key = await insertApiKey(db, { name: 'Release bot', ...options })
  const authenticated = await authenticateApiKey(db, key.authorization)
  if (!authenticated.ok) throw new Error(`The key did not authenticate: ${authenticated.refusal}`)
  return { key, viewer: authenticated.viewer }
}

/** How a call ended: 'ok', or the AppError's `CODE: message` (an API problem's `kind: message`). */
export async function refusalOf(call: () => Promise<unknown>): Promise<string> {
  try {
    await call()
    return 'ok'
  } catch (error) {
    if (isAppError(error)) return `${error.code}: ${error.message}`
    if (error instanceof ApiProblem) return `${error.kind}: ${error.message}`
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
