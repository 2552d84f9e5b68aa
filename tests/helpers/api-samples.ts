import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { transferRunners } from '~/app/transfer-runners.server'
import {
  upsertCompanyByExternalId,
  upsertPersonByExternalId,
} from '~/features/customers/server/customers.server'
import { setVote } from '~/features/feedback/server/votes.server'
import { runTransfer } from '~/features/transfers/server/runs.server'
import { chat, discussionCategory } from '~/server/db/schema'
import { createLocalStorage } from '~/server/storage/local-storage.server'
import { API_TEST_BASE_URL, type apiClient, type TestApiKey } from './api-keys'
import type { FeedbackWorld } from './feedback-world'

/**
 * One call per operation, made from the world: `{project}` is the public project, `{board}` a board of it.
 * A resource added to the registry needs its sample here, or the coverage test below fails.
 */
export type ApiSample = {
  path: string
  body?: unknown
  query?: string
  headers?: Record<string, string>
  /** The answer is not JSON (a file's bytes): its status is checked, and that it is no problem. */
  raw?: true
}

/** A multipart body with one file, as a client uploads it. */
async function multipartSample(name: string, bytes: string): Promise<Pick<ApiSample, 'body' | 'headers'>> {
  const form = new FormData()
  form.append('file', new Blob([bytes]), name)
  const request = new Request(API_TEST_BASE_URL, { method: 'POST', body: form })
  return {
    body: Buffer.from(await request.arrayBuffer()).toString('latin1'),
    headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
  }
}

/**
 * The sample calls of a feedback world: `call` and `key` make what the samples need (an update, a discussion,
 * a file); `sampleCalls()` builds one fresh set each time it is called.
 */
export function apiSamples({
  w,
  call,
  key,
  dataDir,
}: {
  w: FeedbackWorld
  call: ReturnType<typeof apiClient>
  key: TestApiKey
  /** The API's DATA_DIR: the sample export runs there, so that its archive downloads. */
  dataDir: string
}): () => Promise<Record<string, ApiSample>> {
  /** The id of what a sample POST created, for the samples that read, change or delete it. */
  async function created(
    path: string,
    body: unknown,
    options: Pick<ApiSample, 'headers'> = {},
  ): Promise<string> {
    const answer = await call('POST', path, { key, body, headers: options.headers })
    expect(answer.status, answer.text).toBe(201)
    return String(answer.json?.id)
  }

  async function sampleCalls(): Promise<Record<string, ApiSample>> {
    const [board] = await w.boardsOf('public')
    const extra = await w.insertBoard('public', `Disposable ${Date.now()}`, false)
    const p = `/projects/${w.projects.public.slug}`
    const item = await w.post('owner', `Sample item ${Date.now()}`)
    const doomed = await w.post('owner', `Sample to delete ${Date.now()}`)
    const duplicate = await w.post('owner', `Sample duplicate ${Date.now()}`)
    await setVote(w.db, await w.access('member'), item.id, true)
    const f = `/feedback/${item.id}`
    await w.db.transaction(async (tx) => {
      await upsertCompanyByExternalId(tx, w.org.id, 'sample-co', {
        name: 'Sample Co',
        monthlySpendCents: 100_00,
      })
      await upsertPersonByExternalId(tx, w.org.id, 'sample-person', {
        name: 'Sam Sample',
        companyExternalId: 'sample-co',
      })
    })
    return {
      listCompanies: { path: '/companies', query: 'limit=2' },
      getCompany: { path: '/companies/sample-co' },
      putCompany: {
        path: '/companies/sample-co',
        body: { name: 'Sample Co', plan: 'Pro', monthly_spend: 120 },
      },
      listPeople: { path: '/people', query: 'limit=2' },
      getPerson: { path: '/people/sample-person' },
      putPerson: { path: '/people/sample-person', body: { name: 'Sam Sample' } },
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
      ...(await transferSamples(p)),
    }
  }

  /** A project export (run, so that it downloads) and an archive import (queued). */
  async function transferSamples(p: string): Promise<Record<string, ApiSample>> {
    const exported = await call('POST', `${p}/exports`, { key })
    expect(exported.status, exported.text).toBe(202)
    const exportId = String(exported.json?.id)
    const storage = createLocalStorage(path.join(dataDir, 'files'))
    await runTransfer({ db: w.db, storage: async () => storage, runners: transferRunners }, exportId, 0)
    const importBody = await multipartSample('project.zip', 'an archive, as far as the upload can tell')
    const imported = await call('POST', '/imports', { key, ...importBody })
    expect(imported.status, imported.text).toBe(202)
    const importId = String(imported.json?.id)
    return {
      createProjectExport: { path: `${p}/exports` },
      getExport: { path: `/exports/${exportId}` },
      downloadExport: { path: `/exports/${exportId}/download`, raw: true },
      importProject: { path: '/imports', ...importBody },
      getImport: { path: `/imports/${importId}` },
    }
  }

  /** Updates, discussions, chat and files: each sample reads, changes or deletes something made for it. */
  async function contentSamples(p: string): Promise<Record<string, ApiSample>> {
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
    // Nothing listens there, and no delivery runs in these tests (the API tests allow private addresses).
    const hookUrl = 'http://127.0.0.1:9/parley-hooks'
    const hook = await created('/webhooks', { url: hookUrl, event_types: ['feedback.created'] })
    const doomedHook = await created('/webhooks', { url: hookUrl, all_events: true })
    const importSource = { kind: 'canny', api_key: 'sample-canny-key', dry_run: true }
    const started = await call('POST', `${p}/imports`, { key, body: importSource })
    expect(started.status, started.text).toBe(202)
    const importId = String(started.json?.id)
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
      listWebhooks: { path: '/webhooks' },
      createWebhook: { path: '/webhooks', body: { url: hookUrl, all_events: true, format: 'slack' } },
      getWebhook: { path: `/webhooks/${hook}` },
      updateWebhook: { path: `/webhooks/${hook}`, body: { description: 'Changed', enabled: false } },
      deleteWebhook: { path: `/webhooks/${doomedHook}` },
      rotateWebhookSecret: { path: `/webhooks/${hook}/rotate-secret` },
      listWebhookDeliveries: { path: `/webhooks/${hook}/deliveries`, query: 'limit=5' },
      startImport: { path: `${p}/imports`, body: importSource },
      getImport: { path: `/imports/${importId}` },
    }
  }

  return sampleCalls
}
