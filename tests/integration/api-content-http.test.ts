import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { handleApiV1Request } from '~/api/v1/handle.server'
import { getChatAccess } from '~/features/chat/server/chat-access.server'
import { createChat } from '~/features/chat/server/chats.server'
import { API_SCOPES, type ApiScope } from '~/lib/api-scopes'
import { discussionCategory, projectFile, rateLimit } from '~/server/db/schema'
import {
  API_TEST_BASE_URL,
  type ApiAnswer,
  apiClient,
  insertApiKey,
  type TestApiKey,
  testApiApp,
} from '../helpers/api-keys'
import { createFilesWorld, type FilesWorld, MiB, SAMPLE_HTML } from '../helpers/files-world'

/**
 * The content resources through the public API's own handler, as a client calls them: status codes, problem
 * details, scopes, the organisation's walls, multipart uploads and file downloads.
 */
let w: FilesWorld
let dataDir: string
let call: ReturnType<typeof apiClient>
let key: TestApiKey
let privateOnly: TestApiKey
let generalCategory: string
let generalChat: string
let foreign: { update: string; discussion: string; chat: string; file: string }

function expectProblem(answer: ApiAnswer, status: number) {
  expect(answer.status, answer.text).toBe(status)
  expect(answer.headers.get('content-type')).toBe('application/problem+json')
  expect(answer.json).toMatchObject({ status, type: expect.stringMatching(/^\/api\/docs#problem-/) })
}

/** A multipart upload as a client sends one. */
async function upload(
  who: TestApiKey,
  project: string,
  fields: Record<string, string | [Blob, string]>,
  app = call,
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) form.append(name, value[0], value[1])
    else form.append(name, value)
  }
  const request = new Request(`${API_TEST_BASE_URL}/api/v1/projects/${project}/files`, {
    method: 'POST',
    body: form,
  })
  return app('POST', `/projects/${project}/files`, {
    key: who,
    body: Buffer.from(await request.arrayBuffer()).toString('latin1'),
    headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
  })
}

beforeAll(async () => {
  w = await createFilesWorld()
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-api-content-'))
  call = apiClient(testApiApp(w.db, { DATA_DIR: dataDir, MAX_UPLOAD_MB: '1' }))
  key = await insertApiKey(w.db, { organizationId: w.org.id, name: 'Release bot' })
  privateOnly = await insertApiKey(w.db, { organizationId: w.org.id, projectId: w.projects.private.id })
  const [category] = await w.db
    .select()
    .from(discussionCategory)
    .where(
      and(eq(discussionCategory.projectId, w.projects.public.id), eq(discussionCategory.name, 'General')),
    )
  generalCategory = category!.id
  generalChat = (await w.generalChat()).id

  // Another organisation's content, made through the API with its own key.
  const other = await w.f.createOrganization(w.people.outsider, 'Elsewhere')
  const theirProject = await w.f.insertProject(other, 'public')
  const theirKey = await insertApiKey(w.db, { organizationId: other.id })
  const [theirCategory] = await w.db
    .select()
    .from(discussionCategory)
    .where(and(eq(discussionCategory.projectId, theirProject.id), eq(discussionCategory.name, 'General')))
  const theirChat = await createChat(
    w.db,
    await getChatAccess(w.db, w.people.outsider.viewer, {
      orgSlug: other.slug,
      projectSlug: theirProject.slug,
    }),
    {
      orgSlug: other.slug,
      projectSlug: theirProject.slug,
      name: 'Theirs',
      topic: '',
      memberIds: null,
      teamIds: [],
    },
  )
  const theirFile = await upload(theirKey, theirProject.slug, { file: [new Blob(['theirs']), 'theirs.txt'] })
  foreign = {
    update: String(
      (
        await call('POST', `/projects/${theirProject.slug}/updates`, {
          key: theirKey,
          body: { title: 'Their news' },
        })
      ).json?.id,
    ),
    discussion: String(
      (
        await call('POST', `/projects/${theirProject.slug}/discussions`, {
          key: theirKey,
          body: { title: 'Their talk', body: 'Hush', category_id: theirCategory!.id },
        })
      ).json?.id,
    ),
    chat: theirChat.id,
    file: String(theirFile.json?.id),
  }
}, 120_000)
afterAll(async () => {
  await w?.close()
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
})

const clearLimits = () => w.db.delete(rateLimit).where(like(rateLimit.key, '%:%'))

describe('the content resources over HTTP', () => {
  test('updates: create (201, Location), read, change, publish, list, delete (204)', async () => {
    const created = await call('POST', `/projects/${w.projects.public.slug}/updates`, {
      key,
      body: { title: 'Faster search', body: 'Now **fast**' },
    })
    expect(created.status, created.text).toBe(201)
    const id = String(created.json?.id)
    expect(created.headers.get('location')).toBe(`/api/v1/updates/${id}`)
    expect(created.json).toMatchObject({ state: 'draft', author: { name: 'Release bot' } })
    expect((await call('GET', `/updates/${id}`, { key })).json).toEqual(created.json)
    const changed = await call('PATCH', `/updates/${id}`, { key, body: { title: 'Much faster search' } })
    expect(changed.json).toMatchObject({ title: 'Much faster search', state: 'draft' })
    const published = await call('POST', `/updates/${id}/publish`, { key })
    expect(published.status).toBe(200)
    expect(published.json).toMatchObject({ state: 'published' })
    const listed = await call('GET', `/projects/${w.projects.public.slug}/updates?state=published&limit=5`, {
      key,
    })
    expect(listed.json).toMatchObject({ data: [expect.objectContaining({ id })], next_cursor: null })
    expectProblem(await call('PATCH', `/updates/${id}`, { key, body: { colour: 'red' } }), 422)
    const deleted = await call('DELETE', `/updates/${id}`, { key })
    expect(deleted.status).toBe(204)
    expectProblem(await call('GET', `/updates/${id}`, { key }), 404)
  })

  test('discussions and chat: start, reply, post as the key (an integration), read back', async () => {
    await clearLimits()
    const started = await call('POST', `/projects/${w.projects.public.slug}/discussions`, {
      key,
      body: { title: 'Release notes', body: 'Draft below', category_id: generalCategory },
    })
    expect(started.status, started.text).toBe(201)
    const threadId = String(started.json?.id)
    const replied = await call('POST', `/discussions/${threadId}/replies`, {
      key,
      body: { body: 'Build 812 is green' },
    })
    expect(replied.status, replied.text).toBe(201)
    const replies = await call('GET', `/discussions/${threadId}/replies`, { key })
    expect(replies.json).toMatchObject({ data: [{ body: 'Build 812 is green' }], next_cursor: null })
    expect((await call('GET', `/discussions/${threadId}`, { key })).json).toMatchObject({ reply_count: 1 })
    const invalid = await call('POST', `/discussions/${threadId}/replies`, { key, body: { body: ' ' } })
    expectProblem(invalid, 422)
    expect(invalid.json?.errors).toEqual([{ path: 'body.body', message: 'Write something first' }])

    const chats = await call('GET', `/projects/${w.projects.public.slug}/chats`, { key })
    expect(((chats.json?.data ?? []) as { id: string }[]).map((chat) => chat.id)).toContain(generalChat)
    const posted = await call('POST', `/chats/${generalChat}/messages`, {
      key,
      body: { body: 'Deployed' },
      headers: { 'Idempotency-Key': 'deploy-812' },
    })
    expect(posted.status, posted.text).toBe(201)
    expect(posted.json).toMatchObject({ author: { name: 'Release bot', integration: true } })
    // A retry with the same Idempotency-Key gets the same message, not a second one.
    const retried = await call('POST', `/chats/${generalChat}/messages`, {
      key,
      body: { body: 'Deployed' },
      headers: { 'Idempotency-Key': 'deploy-812' },
    })
    expect(retried.json?.id).toBe(posted.json?.id)
    await call('POST', `/chats/${generalChat}/messages`, { key, body: { body: 'Second' } })
    const newest = await call('GET', `/chats/${generalChat}/messages?limit=1`, { key })
    expect(newest.json).toMatchObject({ data: [{ body: 'Second' }], next_cursor: expect.any(String) })
    const older = await call(
      'GET',
      `/chats/${generalChat}/messages?limit=1&cursor=${newest.json?.next_cursor}`,
      {
        key,
      },
    )
    expect(older.json).toMatchObject({ data: [{ id: posted.json?.id }], next_cursor: null })
  })

  test('files: multipart upload, listing, details, and the bytes with the safe headers', async () => {
    const folder = await w.folder('owner', 'Builds')
    const uploaded = await upload(key, w.projects.public.slug, {
      file: [new Blob([SAMPLE_HTML]), 'report.html'],
      folder_id: folder,
    })
    expect(uploaded.status, uploaded.text).toBe(201)
    const id = String(uploaded.json?.id)
    expect(uploaded.headers.get('location')).toBe(`/api/v1/files/${id}`)
    expect(uploaded.json).toMatchObject({ name: 'report.html', folder_id: folder, size: SAMPLE_HTML.length })
    const listed = await call('GET', `/projects/${w.projects.public.slug}/files?folder=${folder}`, { key })
    expect(listed.json).toMatchObject({ data: [{ type: 'file', id }], next_cursor: null })
    expect((await call('GET', `/files/${id}`, { key })).json).toEqual(uploaded.json)

    const content = await call('GET', `/files/${id}/content`, { key })
    expect(content.status).toBe(200)
    expect(content.text).toBe(SAMPLE_HTML.toString())
    expect(content.headers.get('content-type')).toBe('application/octet-stream')
    expect(content.headers.get('content-disposition')).toMatch(/^attachment; filename="report.html"/)
    expect(content.headers.get('x-content-type-options')).toBe('nosniff')
    expect(content.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expectProblem(await call('GET', `/files/${id}/content?version=7`, { key }), 404)
  })

  test('uploads over the limits are refused with a problem, never a 5xx', async () => {
    const tooBig = await upload(key, w.projects.public.slug, {
      file: [new Blob([new Uint8Array(MiB + 1)]), 'big.bin'],
    })
    expectProblem(tooBig, 413)
    expect(tooBig.json?.detail).toMatch(/files can be at most 1\.0 MB/)

    // A body sent without a length is cut off at the limit, not read whole.
    const chunks = [new Uint8Array(512 * 1024), new Uint8Array(512 * 1024), new Uint8Array(512 * 1024)]
    const boundary = 'parley-boundary'
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="endless.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
        )
        for (const chunk of chunks) controller.enqueue(chunk)
        controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`))
        controller.close()
      },
    })
    const chunked = await handleApiV1Request(
      new Request(`${API_TEST_BASE_URL}/api/v1/projects/${w.projects.public.slug}/files`, {
        method: 'POST',
        headers: {
          Authorization: key.authorization,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
        },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      testApiApp(w.db, { DATA_DIR: dataDir, MAX_UPLOAD_MB: '1' }),
    )
    expect(chunked.status).toBe(413)
    // Cut off while reading (the file's own size check would have named the file).
    expect((await chunked.json()).detail).toBe('Files can be at most 1.0 MB')
    expect(await w.db.select().from(projectFile).where(eq(projectFile.name, 'endless.bin'))).toEqual([])

    const tight = apiClient(
      testApiApp(w.db, { DATA_DIR: dataDir, MAX_UPLOAD_MB: '1', MAX_STORAGE_MB_PER_ORG: '1' }),
    )
    const full = await upload(
      key,
      w.projects.public.slug,
      { file: [new Blob([new Uint8Array(MiB)]), 'full.bin'] },
      tight,
    )
    expectProblem(full, 413)
    expect(full.json?.detail).toMatch(/Not enough storage left/)
    expect(await w.db.select().from(projectFile).where(eq(projectFile.name, 'full.bin'))).toEqual([])

    expectProblem(await upload(key, w.projects.public.slug, { name: 'nothing.txt' }), 422)
    expectProblem(
      await call('POST', `/projects/${w.projects.public.slug}/files`, {
        key,
        body: { file: 'not multipart' },
      }),
      415,
    )
  })

  test('another organisation’s content, and another project than a restricted key’s: 404 like a missing one', async () => {
    const byId: [string, string, unknown?][] = [
      ['GET', `/updates/${foreign.update}`],
      ['PATCH', `/updates/${foreign.update}`, { title: 'Hijacked' }],
      ['DELETE', `/updates/${foreign.update}`],
      ['POST', `/updates/${foreign.update}/publish`],
      ['GET', `/discussions/${foreign.discussion}`],
      ['GET', `/discussions/${foreign.discussion}/replies`],
      ['POST', `/discussions/${foreign.discussion}/replies`, { body: 'Hello' }],
      ['GET', `/chats/${foreign.chat}/messages`],
      ['POST', `/chats/${foreign.chat}/messages`, { body: 'Hello' }],
      ['GET', `/files/${foreign.file}`],
      ['GET', `/files/${foreign.file}/content`],
    ]
    for (const [method, path, body] of byId) {
      const theirs = await call(method, path, { key, body })
      expectProblem(theirs, 404)
      const missingPath = path.replace(/\/[0-9a-f-]{36}/, '/00000000-0000-4000-8000-000000000000')
      expect(missingPath).not.toBe(path)
      const missing = await call(method, missingPath, { key, body })
      expect({ path, ...theirs.json }).toEqual({ path, ...missing.json })
    }
    for (const resource of ['updates', 'discussions', 'chats', 'files']) {
      expectProblem(
        await call('GET', `/projects/${w.projects.public.slug}/${resource}`, { key: privateOnly }),
        404,
      )
      expect(
        (await call('GET', `/projects/${w.projects.private.slug}/${resource}`, { key: privateOnly })).status,
      ).toBe(200)
    }
  })

  test('the OpenAPI document describes every content operation', async () => {
    const document = await call('GET', '/openapi.json')
    expect(document.status, document.text).toBe(200)
    const paths = document.json?.paths as Record<string, Record<string, { operationId: string }>>
    const ids = Object.values(paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId))
    expect(ids).toEqual(
      expect.arrayContaining([
        'listUpdates',
        'createUpdate',
        'getUpdate',
        'updateUpdate',
        'deleteUpdate',
        'publishUpdate',
        'listDiscussions',
        'createDiscussion',
        'getDiscussion',
        'listDiscussionReplies',
        'createDiscussionReply',
        'listChats',
        'listChatMessages',
        'createChatMessage',
        'listFiles',
        'uploadFile',
        'getFile',
        'getFileContent',
      ]),
    )
    expect(paths['/projects/{project}/files']?.post).toMatchObject({
      requestBody: { content: { 'multipart/form-data': expect.anything() } },
    })
  })

  test('each operation needs its scope: a key without it gets 403', async () => {
    const operations: [string, string, ApiScope, unknown?][] = [
      ['GET', `/projects/${w.projects.public.slug}/updates`, 'updates:read'],
      ['POST', `/projects/${w.projects.public.slug}/updates`, 'updates:write', { title: 'Nope' }],
      ['GET', '/updates/x', 'updates:read'],
      ['PATCH', '/updates/x', 'updates:write', { title: 'Nope' }],
      ['DELETE', '/updates/x', 'updates:write'],
      ['POST', '/updates/x/publish', 'updates:write'],
      ['GET', `/projects/${w.projects.public.slug}/discussions`, 'discussions:read'],
      [
        'POST',
        `/projects/${w.projects.public.slug}/discussions`,
        'discussions:write',
        { title: 'Nope', body: 'x', category_id: 'x' },
      ],
      ['GET', '/discussions/x', 'discussions:read'],
      ['GET', '/discussions/x/replies', 'discussions:read'],
      ['POST', '/discussions/x/replies', 'discussions:write', { body: 'Nope' }],
      ['GET', `/projects/${w.projects.public.slug}/chats`, 'chat:read'],
      ['GET', `/chats/${generalChat}/messages`, 'chat:read'],
      ['POST', `/chats/${generalChat}/messages`, 'chat:write', { body: 'Nope' }],
      ['GET', `/projects/${w.projects.public.slug}/files`, 'files:read'],
      ['POST', `/projects/${w.projects.public.slug}/files`, 'files:write'],
      ['GET', '/files/x', 'files:read'],
      ['GET', '/files/x/content', 'files:read'],
    ]
    for (const [method, path, scope, body] of operations) {
      const without = await insertApiKey(w.db, {
        organizationId: w.org.id,
        scopes: API_SCOPES.filter((candidate) => candidate !== scope),
      })
      const answer = await call(method, path, { key: without, body })
      expectProblem(answer, 403)
      expect(answer.json?.detail).toContain(scope)
    }
  })
})
