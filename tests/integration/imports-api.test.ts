import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { handleApiV1Request } from '~/api/v1/handle.server'
import { runImportJob } from '~/features/imports/server/import-job.server'
import type { ApiApp } from '~/server/api/operation'
import { fileStorageFor } from '~/server/storage/storage.server'
import { API_TEST_BASE_URL, apiClient, insertApiKey, type TestApiKey, testApiApp } from '../helpers/api-keys'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'

/** POST /api/v1/projects/{project}/imports and GET /api/v1/imports/{id}, with the scope they need. */

let w: FeedbackWorld
let app: ApiApp
let dataDir: string
let admin: TestApiKey
let reader: TestApiKey
let otherOrg: TestApiKey

beforeAll(async () => {
  w = await createFeedbackWorld()
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-imports-api-'))
  app = testApiApp(w.db, {
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'imports-api-test-secret-0123456789abcdef',
  })
  admin = await insertApiKey(w.db, { organizationId: w.org.id, scopes: ['projects:admin'] })
  reader = await insertApiKey(w.db, { organizationId: w.org.id, scopes: ['projects:read', 'feedback:write'] })
  const stranger = await w.f.newPerson('Stranger Owner')
  const elsewhere = await w.f.createOrganization(stranger, 'Elsewhere')
  otherOrg = await insertApiKey(w.db, { organizationId: elsewhere.id, scopes: ['projects:admin'] })
})
afterAll(async () => {
  await w.close()
  await fs.rm(dataDir, { recursive: true, force: true })
})

function upload(key: TestApiKey, csv: string, fields: Record<string, string> = {}) {
  const form = new FormData()
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'feedback.csv')
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return handleApiV1Request(
    new Request(`${API_TEST_BASE_URL}/api/v1/projects/${w.projects.public.slug}/imports`, {
      method: 'POST',
      headers: { Authorization: key.authorization },
      body: form,
    }),
    app,
  )
}

const deps = () => ({
  db: w.db,
  storage: () => fileStorageFor(app.config),
  appSecret: app.config.secret ?? '',
})

describe('the imports API', () => {
  test('a CSV with its mapping: 202 with the id; the run reports through GET /imports/{id}', async () => {
    const response = await upload(admin, 'Title;Body\nFrom the API;Some text\n', {
      mapping: JSON.stringify({ columns: { title: 'Title', details: 'Body' } }),
      dry_run: 'false',
    })
    expect(response.status).toBe(202)
    const { id } = (await response.json()) as { id: string }
    const call = apiClient(app)
    const queued = await call('GET', `/imports/${id}`, { key: admin })
    expect(queued.status).toBe(200)
    expect(queued.json).toMatchObject({
      id,
      status: 'running', // queued counts as running: the API says only running, done or failed
      project: w.projects.public.slug,
      dry_run: false,
    })
    await runImportJob(deps(), id)
    const done = await call('GET', `/imports/${id}`, { key: admin })
    expect(done.json).toMatchObject({ status: 'done', progress: 1 })
    expect((done.json?.report as { counts: { items: number } } | undefined)?.counts.items).toBe(1)
  })

  test('a Canny source as JSON: 202, and the key is never answered', async () => {
    const call = apiClient(app)
    const answer = await call('POST', `/projects/${w.projects.public.slug}/imports`, {
      key: admin,
      body: { kind: 'canny', api_key: 'canny-key-from-the-api', dry_run: true },
    })
    expect(answer.status).toBe(202)
    const got = await call('GET', `/imports/${answer.json?.id}`, { key: admin })
    expect(got.text).not.toContain('canny-key-from-the-api')
  })

  test('refusals: no title column, unknown fields, without the scope, another organisation', async () => {
    expect((await upload(admin, 'a\nb\n', { mapping: JSON.stringify({ columns: {} }) })).status).toBe(422)
    expect((await upload(admin, 'a\nb\n', { surprise: 'yes' })).status).toBe(422)
    expect((await upload(reader, 'a\nb\n')).status).toBe(403)
    const call = apiClient(app)
    const started = await upload(admin, 'Title\nOne\n', {
      mapping: JSON.stringify({ columns: { title: 'Title' } }),
    })
    const { id } = (await started.json()) as { id: string }
    expect((await call('GET', `/imports/${id}`, { key: otherOrg })).status).toBe(404)
    expect((await call('GET', `/imports/${id}`, { key: reader })).status).toBe(403)
    expect(
      (
        await call('POST', `/projects/${w.projects.public.slug}/imports`, {
          key: otherOrg,
          body: { kind: 'canny', api_key: 'x'.repeat(20) },
        })
      ).status,
    ).toBe(404)
  })

  test('both operations are in the OpenAPI document', async () => {
    const document = await apiClient(app)('GET', '/openapi.json')
    const paths = document.json?.paths as Record<string, Record<string, unknown>>
    expect(paths['/projects/{project}/imports']?.post).toBeDefined()
    expect(paths['/imports/{id}']?.get).toBeDefined()
  })
})
