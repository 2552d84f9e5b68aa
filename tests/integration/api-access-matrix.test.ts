import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiOperations } from '~/api/v1/registry'
import { API_SCOPES, type ApiScope } from '~/lib/api-scopes'
import type { ApiOperation } from '~/server/api/operation'
import { type ApiAnswer, apiClient, insertApiKey, type TestApiKey, testApiApp } from '../helpers/api-keys'
import { type ApiSample, apiSamples } from '../helpers/api-samples'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'

/**
 * Every operation of the public API × every scope × whose it is: a key without the operation's scope is refused
 * with 403, whatever else it may do; a key of another organisation, or one restricted to another project, finds
 * nothing (404, as for what does not exist); no key at all is 401; and a key holding only the operation's scope
 * succeeds. The two organisation-wide lists (projects, members) answer another organisation's key with its own
 * organisation's entries, and a restricted key with its one project.
 */
let w: FeedbackWorld
let call: ReturnType<typeof apiClient>
let dataDir: string
let samples: Record<string, ApiSample>
let otherOrganization: TestApiKey
let privateProjectOnly: TestApiKey
const onlyScope = new Map<ApiScope, TestApiKey>()

const ORGANIZATION_WIDE = new Set([
  'listProjects',
  'listMembers',
  'listWebhooks',
  'createWebhook',
  'importProject',
])
/** The organisation's customers: another organisation's key reads and writes its own; one project's key none. */
const CUSTOMERS = new Set([
  'listCompanies',
  'getCompany',
  'putCompany',
  'listPeople',
  'getPerson',
  'putPerson',
])

beforeAll(async () => {
  w = await createFeedbackWorld()
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-api-matrix-'))
  call = apiClient(
    testApiApp(w.db, {
      DATA_DIR: dataDir,
      RATE_LIMIT_ENABLED: 'false',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    }),
  )
  const everything = await insertApiKey(w.db, { organizationId: w.org.id })
  samples = await apiSamples({ w, call, key: everything, dataDir })()
  for (const scope of API_SCOPES) {
    onlyScope.set(scope, await insertApiKey(w.db, { organizationId: w.org.id, scopes: [scope] }))
  }
  const elsewhere = await w.f.createOrganization(w.people.outsider, 'Elsewhere')
  otherOrganization = await insertApiKey(w.db, { organizationId: elsewhere.id })
  privateProjectOnly = await insertApiKey(w.db, {
    organizationId: w.org.id,
    projectId: w.projects.private.id,
  })
}, 120_000)

afterAll(async () => {
  await w?.close()
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
})

function send(operation: ApiOperation, key: TestApiKey | undefined): Promise<ApiAnswer> {
  const sample = samples[operation.id]
  if (!sample) throw new Error(`no sample call for ${operation.id}`)
  const url = sample.query ? `${sample.path}?${sample.query}` : sample.path
  return call(operation.method, url, { key, body: sample.body, headers: sample.headers })
}

function expectRefusal(answer: ApiAnswer, status: number, what: string) {
  expect(answer.status, `${what}: ${answer.text}`).toBe(status)
  expect(answer.headers.get('content-type'), what).toBe('application/problem+json')
}

const listed = (answer: ApiAnswer, field: string) =>
  ((answer.json?.data as Record<string, unknown>[] | undefined) ?? []).map((entry) => entry[field])

describe('every operation', () => {
  test('the matrix covers the whole registry', () => {
    expect(Object.keys(samples).sort()).toEqual(apiOperations.map((operation) => operation.id).sort())
  })

  // In the registry's order, as the samples were made for: the last call of each operation (with its scope
  // alone) may change or delete what it was given, so the refusals come first.
  test.each(apiOperations.map((operation) => [operation.id, operation] as const))(
    '%s',
    async (_id, operation) => {
      expectRefusal(await send(operation, undefined), 401, `${operation.id} without a key`)
      for (const scope of API_SCOPES) {
        if (scope === operation.scope) continue
        expectRefusal(await send(operation, onlyScope.get(scope)), 403, `${operation.id} with only ${scope}`)
      }

      const theirs = await send(operation, otherOrganization)
      const restricted = await send(operation, privateProjectOnly)
      if (operation.id === 'listProjects') {
        expect(theirs.status).toBe(200)
        expect(listed(theirs, 'slug')).not.toContain(w.projects.public.slug)
        expect(restricted.status).toBe(200)
        expect(listed(restricted, 'slug')).toEqual([w.projects.private.slug])
      } else if (operation.id === 'listMembers') {
        expect(theirs.status).toBe(200)
        expect(listed(theirs, 'id')).not.toContain(w.people.owner.id)
        expect(restricted.status).toBe(200)
      } else if (
        operation.id === 'listWebhooks' ||
        operation.id === 'createWebhook' ||
        operation.id === 'importProject'
      ) {
        // The key's own organisation's webhooks (another organisation's key lists or adds its own); endpoints
        // are the organisation's, so a key restricted to one project may not manage them.
        expect(theirs.status, theirs.text).toBe(operation.status)
        if (operation.id === 'listWebhooks') expect(listed(theirs, 'id')).toEqual([])
        expectRefusal(restricted, 404, `${operation.id} with a key for one project`)
      } else if (CUSTOMERS.has(operation.id)) {
        if (operation.id.startsWith('get'))
          expectRefusal(theirs, 404, `${operation.id} of another organisation`)
        else expect(theirs.status, theirs.text).toBe(operation.status)
        if (operation.id.startsWith('list')) expect(listed(theirs, 'external_id')).toEqual([])
        expectRefusal(restricted, 404, `${operation.id} with a key for one project`)
      } else {
        expect(ORGANIZATION_WIDE.has(operation.id)).toBe(false)
        expectRefusal(theirs, 404, `${operation.id} with another organisation's key`)
        expectRefusal(restricted, 404, `${operation.id} with a key for another project`)
      }

      const allowed = await send(operation, onlyScope.get(operation.scope))
      expect(allowed.status, `${operation.id} with only ${operation.scope}: ${allowed.text}`).toBe(
        operation.status,
      )
    },
  )
})
