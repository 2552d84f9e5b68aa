import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { handleApiV1Request } from '~/api/v1/handle.server'
import { writePersonalData } from '~/features/transfers/server/personal-export.server'
import { readTransferForViewer } from '~/features/transfers/server/runs.server'
import { startPersonalExport, startProjectExport } from '~/features/transfers/server/transfers.server'
import type { Viewer } from '~/lib/viewer'
import type { ApiApp } from '~/server/api/operation'
import { getProjectAccess } from '~/server/authz.server'
import { dataTransfer, member, organization } from '~/server/db/schema'
import { createLocalStorage } from '~/server/storage/local-storage.server'
import { API_TEST_BASE_URL, insertApiKey, type TestApiKey, testApiApp } from '../helpers/api-keys'
import { outcome, type Person } from '../helpers/test-orgs'
import { createTransfersWorld, type TransfersWorld } from '../helpers/transfers-world'

let w: TransfersWorld
let app: ApiApp
const people: Record<'admin' | 'member' | 'outsider', Person> = {} as never
let keys: { admin: TestApiKey; readOnly: TestApiKey; otherOrg: TestApiKey; oneProject: TestApiKey }
let otherOrgId: string

beforeAll(async () => {
  w = await createTransfersWorld()
  // The API's storage is the configuration's: the same folder as the world's.
  app = testApiApp(w.db, { DATA_DIR: w.directory })
  const storage = createLocalStorage(path.join(w.directory, 'files'))
  w.deps.storage = async () => storage
  for (const role of ['admin', 'member', 'outsider'] as const) people[role] = await w.f.newPerson(role)
  await w.f.addMember(
    { id: w.demo.org.id, slug: w.demo.org.slug, name: w.demo.org.name },
    people.admin,
    'admin',
  )
  await w.f.addMember(
    { id: w.demo.org.id, slug: w.demo.org.slug, name: w.demo.org.name },
    people.member,
    'member',
  )
  const other = await w.f.createOrganization(people.outsider, 'Outside')
  otherOrgId = other.id
  keys = {
    admin: await insertApiKey(w.db, { organizationId: w.demo.org.id, scopes: ['projects:admin'] }),
    readOnly: await insertApiKey(w.db, { organizationId: w.demo.org.id, scopes: ['projects:read'] }),
    otherOrg: await insertApiKey(w.db, { organizationId: other.id, scopes: ['projects:admin'] }),
    oneProject: await insertApiKey(w.db, {
      organizationId: w.demo.org.id,
      scopes: ['projects:admin'],
      projectId: w.demo.projectId,
    }),
  }
}, 120_000)
afterAll(() => w?.close())

async function call(method: string, url: string, key: TestApiKey, body?: BodyInit) {
  const response = await handleApiV1Request(
    new Request(`${API_TEST_BASE_URL}/api/v1${url}`, {
      method,
      headers: { Authorization: key.authorization },
      body,
    }),
    app,
  )
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    headers: response.headers,
    json: type.includes('json') ? ((await response.json()) as Record<string, unknown>) : null,
    bytes: type.includes('zip') ? Buffer.from(await response.arrayBuffer()) : null,
  }
}

describe('who may export a project and see its runs', () => {
  test('owners and admins may; members and outsiders are told the project or run does not exist', async () => {
    const viewers: Record<string, Viewer> = {
      owner: w.dana,
      admin: people.admin.viewer,
      member: people.member.viewer,
      outsider: people.outsider.viewer,
    }
    const started: Record<string, string> = {}
    for (const [role, viewer] of Object.entries(viewers)) {
      started[role] = await outcome(async () => {
        const access = await getProjectAccess(w.db, viewer, w.demo.org.slug, w.demo.project.slug)
        await startProjectExport(w.db, access)
      })
    }
    expect(started).toEqual({
      owner: 'ok',
      admin: 'ok',
      member: 'FORBIDDEN',
      outsider: 'FORBIDDEN',
    })
    const [run] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.requestedBy, w.dana.userId))
    const seen: Record<string, string> = {}
    for (const [role, viewer] of Object.entries(viewers)) {
      seen[role] = await outcome(readTransferForViewer(w.db, viewer, String(run?.id)))
    }
    expect(seen).toEqual({
      owner: 'ok',
      admin: 'ok',
      member: 'NOT_FOUND',
      outsider: 'NOT_FOUND',
    })
    // A demoted admin no longer sees the runs.
    await w.db.update(member).set({ role: 'member' }).where(eq(member.userId, people.admin.id))
    expect(await outcome(readTransferForViewer(w.db, people.admin.viewer, String(run?.id)))).toBe('NOT_FOUND')
    await w.db.update(member).set({ role: 'admin' }).where(eq(member.userId, people.admin.id))
  })

  test('a person’s own data is theirs alone, and holds what they wrote', async () => {
    const run = await startPersonalExport(w.db, w.dana)
    expect(await outcome(readTransferForViewer(w.db, people.admin.viewer, run.id))).toBe('NOT_FOUND')
    expect(await outcome(readTransferForViewer(w.db, w.dana, run.id))).toBe('ok')
    await w.run(run.id)
    const [done] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.id, run.id))
    expect(done?.status).toBe('done')
    // Valid for a day.
    const hours = ((done?.expiresAt?.getTime() ?? 0) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23)
    expect(hours).toBeLessThanOrEqual(24)
    const storage = await w.deps.storage()
    const stored = await storage.get(String(done?.outputKey))
    const yauzl = (await import('yauzl')).default
    const zip = await yauzl.fromBufferPromise(Buffer.from(stored?.data ?? []), { lazyEntries: true })
    const text = await new Promise<string>((resolve, reject) => {
      zip.on('entry', async (entry: import('yauzl').Entry) => {
        const chunks: Buffer[] = []
        for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer)
        resolve(Buffer.concat(chunks).toString('utf8'))
      })
      zip.on('error', reject)
      zip.readEntry()
    })
    const data = JSON.parse(text)
    expect(data.profile).toMatchObject({ email: 'demo@parley.local' })
    expect(data.memberships).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'owner' })]))
    for (const section of [
      'feedbackItems',
      'feedbackComments',
      'votes',
      'discussionPosts',
      'chatMessages',
      'reactions',
    ]) {
      expect(data[section].length, section).toBeGreaterThan(0)
    }
    expect(data).toHaveProperty('notificationSettings')
    await expect(
      writePersonalData({ db: w.db, storage, userId: 'nobody', key: 'transfers/x.zip', now: new Date() }),
    ).rejects.toThrow(/no longer exists/)
  })
})

describe('the API', () => {
  test('export: start, poll, download with the same key; others get 404', async () => {
    const started = await call('POST', `/projects/${w.demo.project.slug}/exports`, keys.admin)
    expect(started.status).toBe(202)
    const id = String(started.json?.id)
    expect(started.headers.get('location')).toBe(`/api/v1/exports/${id}`)
    const waiting = await call('GET', `/exports/${id}`, keys.admin)
    expect(waiting.json).toMatchObject({ id, status: 'running', download_url: null })
    await w.run(id)
    const done = await call('GET', `/exports/${id}`, keys.admin)
    expect(done.json).toMatchObject({ id, status: 'done', progress: 1 })
    expect(done.json?.download_url).toBe(`${API_TEST_BASE_URL}/api/v1/exports/${id}/download`)
    const download = await call('GET', `/exports/${id}/download`, keys.admin)
    expect(download.status).toBe(200)
    expect(download.bytes?.length).toBeGreaterThan(1000)
    // The key restricted to that project sees it too.
    expect((await call('GET', `/exports/${id}`, keys.oneProject)).status).toBe(200)
    expect((await call('GET', `/exports/${id}`, keys.otherOrg)).status).toBe(404)
    expect((await call('GET', `/exports/${id}/download`, keys.otherOrg)).status).toBe(404)
    expect((await call('GET', `/exports/${id}`, keys.readOnly)).status).toBe(403)
    expect((await call('POST', `/projects/${w.demo.project.slug}/exports`, keys.readOnly)).status).toBe(403)
    expect((await call('POST', `/projects/${w.demo.project.slug}/exports`, keys.otherOrg)).status).toBe(404)
    expect((await call('GET', `/exports/${crypto.randomUUID()}`, keys.admin)).status).toBe(404)
    // An import's id is not an export's.
    expect((await call('GET', `/imports/${id}`, keys.admin)).status).toBe(404)

    // Import that archive into the other organisation through the API.
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(download.bytes as Buffer)]), 'project.zip')
    const imported = await call('POST', '/imports', keys.otherOrg, form)
    expect(imported.status, JSON.stringify(imported.json)).toBe(202)
    const importId = String(imported.json?.id)
    expect((await call('GET', `/imports/${importId}`, keys.otherOrg)).json).toMatchObject({
      status: 'running',
      project: null,
    })
    await w.run(importId)
    const finished = await call('GET', `/imports/${importId}`, keys.otherOrg)
    expect(finished.json).toMatchObject({
      id: importId,
      kind: 'archive',
      status: 'done',
      project: w.demo.project.slug,
      progress: 1,
    })
    expect(finished.json?.report).toMatchObject({
      counts: expect.objectContaining({ items: expect.any(Number) }),
    })
    const [made] = await w.db.select().from(organization).where(eq(organization.id, otherOrgId))
    expect(made).toBeTruthy()
    expect((await call('GET', `/imports/${importId}`, keys.admin)).status).toBe(404)
    // A key restricted to one project may not make projects.
    const again = new FormData()
    again.append('file', new Blob([new Uint8Array(download.bytes as Buffer)]), 'project.zip')
    expect((await call('POST', '/imports', keys.oneProject, again)).status).toBe(404)
    const missing = new FormData()
    missing.append('other', 'x')
    expect((await call('POST', '/imports', keys.otherOrg, missing)).status).toBe(422)
  })

  test('a bad archive ends failed with its reason', async () => {
    const form = new FormData()
    form.append('file', new Blob(['not a zip']), 'bad.zip')
    const started = await call('POST', '/imports', keys.otherOrg, form)
    await w.run(String(started.json?.id))
    const failed = await call('GET', `/imports/${String(started.json?.id)}`, keys.otherOrg)
    expect(failed.json).toMatchObject({ status: 'failed', project: null })
    expect(String(failed.json?.error)).toMatch(/not a readable ZIP/)
  })

  test('the operations are in the OpenAPI document', async () => {
    const response = await handleApiV1Request(new Request(`${API_TEST_BASE_URL}/api/v1/openapi.json`), app)
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { operationId: string }>>
    }
    expect(document.paths['/projects/{project}/exports']?.post?.operationId).toBe('createProjectExport')
    expect(document.paths['/exports/{id}']?.get?.operationId).toBe('getExport')
    expect(document.paths['/exports/{id}/download']?.get?.operationId).toBe('downloadExport')
    expect(document.paths['/imports']?.post?.operationId).toBe('importProject')
    expect(document.paths['/imports/{id}']?.get?.operationId).toBe('getImport')
  })
})
