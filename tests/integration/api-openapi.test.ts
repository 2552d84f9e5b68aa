import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import Ajv2020 from 'ajv/dist/2020'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiDocumentJson } from '~/api/v1/handle.server'
import { apiOperations } from '~/api/v1/registry'
import { setVote } from '~/features/feedback/server/votes.server'
import { renderDocsPage } from '~/server/api/docs-page.server'
import { chat, discussionCategory } from '~/server/db/schema'
import { API_TEST_BASE_URL, apiClient, insertApiKey, type TestApiKey, testApiApp } from '../helpers/api-keys'
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

beforeAll(async () => {
  w = await createFeedbackWorld()
  // Uploads go to a directory of their own, not the worktree's ./data.
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-api-openapi-'))
  call = apiClient(testApiApp(w.db, { DATA_DIR: dataDir }))
  key = await insertApiKey(w.db, { organizationId: w.org.id })
  const answer = await call('GET', '/openapi.json')
  expect(answer.status).toBe(200)
  document = answer.json as Json
}, 120_000)

afterAll(async () => {
  await w?.close()
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
})

/**
 * One call per operation, made from the world: `{project}` is the public project, `{board}` a board of it.
 * A resource added to the registry needs its sample here, or the coverage test below fails.
 */
type Sample = {
  path: string
  body?: unknown
  query?: string
  headers?: Record<string, string>
  /** The answer is not JSON (a file's bytes): its status is checked, and that it is no problem. */
  raw?: true
}

/** A multipart body with one file, as a client uploads it. */
async function multipartSample(name: string, bytes: string): Promise<Pick<Sample, 'body' | 'headers'>> {
  const form = new FormData()
  form.append('file', new Blob([bytes]), name)
  const request = new Request(API_TEST_BASE_URL, { method: 'POST', body: form })
  return {
    body: Buffer.from(await request.arrayBuffer()).toString('latin1'),
    headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
  }
}

/** The id of what a sample POST created, for the samples that read, change or delete it. */
async function created(path: string, body: unknown, options: Pick<Sample, 'headers'> = {}): Promise<string> {
  const answer = await call('POST', path, { key, body, headers: options.headers })
  expect(answer.status, answer.text).toBe(201)
  return String(answer.json?.id)
}

async function sampleCalls(): Promise<Record<string, Sample>> {
  const [board] = await w.boardsOf('public')
  const extra = await w.insertBoard('public', `Disposable ${Date.now()}`, false)
  const p = `/projects/${w.projects.public.slug}`
  const item = await w.post('owner', `Sample item ${Date.now()}`)
  const doomed = await w.post('owner', `Sample to delete ${Date.now()}`)
  const duplicate = await w.post('owner', `Sample duplicate ${Date.now()}`)
  await setVote(w.db, await w.access('member'), item.id, true)
  const f = `/feedback/${item.id}`
  return {
    listProjects: { path: '/projects', query: 'limit=1' },
    getProject: { path: p },
    listProjectStatuses: { path: `${p}/statuses` },
    listBoards: { path: `${p}/boards` },
    getBoard: { path: `${p}/boards/${board?.id}` },
    createBoard: { path: `${p}/boards`, body: { name: `Sample ${Date.now()}`, team_only: true } },
    updateBoard: { path: `${p}/boards/${board?.id}`, body: { description: 'Changed' } },
    deleteBoard: { path: `${p}/boards/${extra.id}` },
    listMembers: { path: '/members', query: 'limit=2' },
    listFeedback: { path: `${p}/feedback`, query: 'sort=new&limit=2' },
    createFeedback: { path: `${p}/feedback`, body: { title: 'Sample post', board: board?.id } },
    getFeedback: { path: f },
    updateFeedback: { path: f, body: { details: 'Changed' } },
    deleteFeedback: { path: `/feedback/${doomed.id}` },
    listFeedbackVotes: { path: `${f}/votes` },
    addFeedbackVote: { path: `${f}/votes`, body: { email: 'sample.voter@customer.example' } },
    removeFeedbackVote: { path: `${f}/votes/${w.people.member.id}` },
    listFeedbackComments: { path: `${f}/comments` },
    addFeedbackComment: { path: `${f}/comments`, body: { body: 'A sample comment' } },
    mergeFeedback: { path: `/feedback/${duplicate.id}/merge`, body: { into: item.id } },
    unmergeFeedback: { path: `/feedback/${duplicate.id}/unmerge` },
    getRoadmap: { path: `${p}/roadmap` },
    ...(await contentSamples(p)),
  }
}

/** Updates, discussions, chat and files: each sample reads, changes or deletes something made for it. */
async function contentSamples(p: string): Promise<Record<string, Sample>> {
  const update = await created(`${p}/updates`, { title: 'Sample update' })
  const doomed = await created(`${p}/updates`, { title: 'Sample to delete' })
  const [category] = await w.db
    .select({ id: discussionCategory.id })
    .from(discussionCategory)
    .where(
      and(eq(discussionCategory.projectId, w.projects.public.id), eq(discussionCategory.name, 'General')),
    )
  const discussion = await created(`${p}/discussions`, {
    title: 'Sample discussion',
    body: 'Opening',
    category_id: category?.id,
  })
  const [general] = await w.db
    .select({ id: chat.id })
    .from(chat)
    .where(and(eq(chat.projectId, w.projects.public.id), eq(chat.name, 'General')))
  const upload = await multipartSample('sample.txt', 'Sample bytes')
  const file = await created(`${p}/files`, upload.body, upload)
  return {
    listUpdates: { path: `${p}/updates`, query: 'limit=2' },
    createUpdate: { path: `${p}/updates`, body: { title: 'Another sample update' } },
    getUpdate: { path: `/updates/${update}` },
    updateUpdate: { path: `/updates/${update}`, body: { title: 'Sample update, changed' } },
    deleteUpdate: { path: `/updates/${doomed}` },
    publishUpdate: { path: `/updates/${update}/publish` },
    listDiscussions: { path: `${p}/discussions`, query: 'limit=2' },
    createDiscussion: {
      path: `${p}/discussions`,
      body: { title: 'Another sample discussion', body: 'Opening', category_id: category?.id },
    },
    getDiscussion: { path: `/discussions/${discussion}` },
    listDiscussionReplies: { path: `/discussions/${discussion}/replies` },
    createDiscussionReply: { path: `/discussions/${discussion}/replies`, body: { body: 'A sample reply' } },
    listChats: { path: `${p}/chats` },
    listChatMessages: { path: `/chats/${general?.id}/messages` },
    createChatMessage: { path: `/chats/${general?.id}/messages`, body: { body: 'A sample message' } },
    listFiles: { path: `${p}/files` },
    uploadFile: { path: `${p}/files`, ...(await multipartSample('another.txt', 'More bytes')) },
    getFile: { path: `/files/${file}` },
    getFileContent: { path: `/files/${file}/content`, raw: true },
  }
}

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
