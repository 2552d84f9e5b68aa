import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import Ajv2020 from 'ajv/dist/2020'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiDocumentJson } from '~/api/v1/handle.server'
import { apiOperations } from '~/api/v1/registry'
import { renderDocsPage } from '~/server/api/docs-page.server'
import { API_TEST_BASE_URL, apiClient, insertApiKey, type TestApiKey, testApiApp } from '../helpers/api-keys'
import { type ApiSample, apiSamples } from '../helpers/api-samples'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'

/**
 * The OpenAPI document is valid OpenAPI 3.1, names every operation, and tells the truth: every operation is
 * called here and its answer checked against what the document says it answers.
 */
type Json = Record<string, unknown>
let w: FeedbackWorld
let call: ReturnType<typeof apiClient>
let key: TestApiKey
let document: Json
let dataDir: string
let sampleCalls: () => Promise<Record<string, ApiSample>>

beforeAll(async () => {
  w = await createFeedbackWorld()
  // Uploads go to a directory of their own, not the worktree's ./data.
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-api-openapi-'))
  call = apiClient(testApiApp(w.db, { DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }))
  key = await insertApiKey(w.db, { organizationId: w.org.id })
  sampleCalls = apiSamples({ w, call, key, dataDir })
  const answer = await call('GET', '/openapi.json')
  expect(answer.status).toBe(200)
  document = answer.json as Json
}, 120_000)

afterAll(async () => {
  await w?.close()
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
})

function responseValidator(schema: Json) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true })
  return ajv.compile({ ...schema, components: (document.components as Json) ?? {} })
}

describe('the document', () => {
  test('is valid OpenAPI 3.1', async () => {
    const validator = new Validator()
    const result = await validator.validate(document)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  test('has every registered operation with its scope, security and problem answers', () => {
    const paths = document.paths as Record<string, Record<string, Json>>
    for (const operation of apiOperations) {
      const described = paths[operation.path]?.[operation.method.toLowerCase()]
      expect(described, operation.id).toBeDefined()
      expect(described?.operationId).toBe(operation.id)
      expect(described?.['x-required-scope']).toBe(operation.scope)
      expect(described?.security).toEqual([{ apiKey: [operation.scope] }])
      expect(Object.keys(described?.responses as Json)).toEqual(
        expect.arrayContaining([String(operation.status), '401', '403', '404', '429', '500']),
      )
    }
    expect(document.servers).toEqual([{ url: `${API_TEST_BASE_URL}/api/v1` }])
    expect((document.components as Json).securitySchemes).toEqual({
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    })
  })

  test('is served without a key, and is the same document each time', async () => {
    const again = await call('GET', '/openapi.json', { key: 'Bearer nonsense' })
    expect(again.status).toBe(200)
    expect(again.text).toBe(apiDocumentJson(API_TEST_BASE_URL))
    const posted = await call('POST', '/openapi.json', { key, body: {} })
    expect(posted.status).toBe(405)
    expect(posted.headers.get('allow')).toBe('GET')
  })
})

describe('every operation answers as documented', () => {
  test('the samples cover the registry', async () => {
    expect(Object.keys(await sampleCalls()).sort()).toEqual(
      apiOperations.map((operation) => operation.id).sort(),
    )
  })

  test('each success body matches its response schema; each problem the Problem schema', async () => {
    const samples = await sampleCalls()
    const paths = document.paths as Record<string, Record<string, Json>>
    const problem = responseValidator({ $ref: '#/components/schemas/Problem' })
    for (const operation of apiOperations) {
      const sample = samples[operation.id]
      if (!sample) throw new Error(`no sample call for ${operation.id}`)
      const url = sample.query ? `${sample.path}?${sample.query}` : sample.path
      const answer = await call(operation.method, url, { key, body: sample.body, headers: sample.headers })
      expect(answer.status, `${operation.id}: ${answer.text}`).toBe(operation.status)
      if (sample.raw) {
        expect(answer.headers.get('content-type'), operation.id).not.toMatch(/json/)
        continue
      }
      const described = paths[operation.path]?.[operation.method.toLowerCase()] as Json
      const success = (described.responses as Record<string, Json>)[String(operation.status)]
      const schema = (success?.content as Record<string, { schema: Json }> | undefined)?.['application/json']
        ?.schema
      if (!schema) {
        expect(answer.text, operation.id).toBe('')
        continue
      }
      const validate = responseValidator(schema)
      expect(validate(answer.json), `${operation.id}: ${JSON.stringify(validate.errors)}`).toBe(true)

      const refused = await call(operation.method, url, {
        key: 'Bearer nonsense',
        body: sample.body,
        headers: sample.headers,
      })
      expect(problem(refused.json), JSON.stringify(problem.errors)).toBe(true)
    }
  })
})

describe('the reference page', () => {
  test('lists every operation, the problem types and the guide, with no script', () => {
    const html = renderDocsPage(document)
    for (const operation of apiOperations) expect(html).toContain(`id="op-${operation.id}"`)
    for (const anchor of [
      'problem-not-found',
      'problem-validation-failed',
      'authentication',
      'idempotency',
      'rate-limits',
    ]) {
      expect(html).toContain(`id="${anchor}"`)
    }
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain('prefers-color-scheme:dark')
    expect(html).toContain('name="viewport"')
  })
})
