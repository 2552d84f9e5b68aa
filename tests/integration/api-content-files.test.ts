import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fileListSchema, fileSchema } from '~/api/v1/files/api-files.schemas'
import {
  getApiFile,
  getApiFileContent,
  listProjectFiles,
  uploadApiFile,
} from '~/api/v1/files/api-files.server'
import { createChat } from '~/features/chat/server/chats.server'
import type { FileLimits } from '~/features/files/server/quota.server'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import { fileUpload, projectFile } from '~/server/db/schema'
import { appErrorOf, insertContentKey, refusalOf } from '../helpers/api-content'
import { createFilesWorld, type FilesWorld, MiB, SAMPLE_HTML, SAMPLE_PNG } from '../helpers/files-world'

let w: FilesWorld
let key: ApiKeyViewer
let privateOnly: ApiKeyViewer
let foreignFileId: string
const limits: FileLimits = { maxUploadBytes: 1 * MiB, quotaBytes: 100 * MiB }

function multipart(
  fields: Record<string, string | Blob | [Blob, string]>,
  headers: Record<string, string> = {},
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) form.append(name, value[0], value[1])
    else form.append(name, value)
  }
  return new Request('http://parley.test/api/v1/projects/p/files', { method: 'POST', body: form, headers })
}

const upload = (
  viewer: ApiKeyViewer,
  fields: Record<string, string | Blob | [Blob, string]>,
  options: { project?: string; limits?: FileLimits; headers?: Record<string, string> } = {},
) =>
  uploadApiFile(w.db, viewer, w.storage, options.limits ?? limits, multipart(fields, options.headers), {
    project: options.project ?? w.projects.public.slug,
  })

const content = (viewer: ApiKeyViewer, id: string, headers: Record<string, string> = {}) =>
  getApiFileContent(
    w.db,
    viewer,
    w.storage,
    new Request(`http://parley.test/api/v1/files/${id}/content`, { headers }),
    { id },
    {},
  )

beforeAll(async () => {
  w = await createFilesWorld()
  key = (await insertContentKey(w.db, { organizationId: w.org.id })).viewer
  privateOnly = (await insertContentKey(w.db, { organizationId: w.org.id, projectId: w.projects.private.id }))
    .viewer
  const other = await w.f.createOrganization(w.people.outsider, 'Elsewhere')
  const otherProject = await w.f.insertProject(other, 'public')
  const [row] = await w.db
    .insert(projectFile)
    .values({
      id: crypto.randomUUID(),
      projectId: otherProject.id,
      name: 'theirs.txt',
      currentVersionId: crypto.randomUUID(),
      size: 4,
      mime: 'text/plain',
      kind: 'text',
      thumbnailStatus: 'none',
    })
    .returning()
  foreignFileId = row!.id
}, 120_000)
afterAll(() => w?.close())

describe('files through the API', () => {
  test('an upload goes through the app’s path: a file in the folder, its type from its bytes', async () => {
    const folderId = await w.folder('owner', 'Builds')
    const created = await upload(key, {
      file: [new Blob([SAMPLE_PNG]), 'pixel.png'],
      folder_id: folderId,
    })
    expect(fileSchema.strict().parse(created)).toEqual(created)
    expect(created).toMatchObject({
      type: 'file',
      project: w.projects.public.slug,
      name: 'pixel.png',
      folder_id: folderId,
      size: SAMPLE_PNG.length,
      mime: 'image/png',
      kind: 'image',
      version_count: 1,
      uploaded_by: { id: key.userId, name: 'Release bot', username: null },
    })
    expect(await getApiFile(w.db, key, { id: created.id })).toEqual(created)
    // A second upload of the same name gets the next free one, as in the app.
    const again = await upload(key, { file: [new Blob([SAMPLE_PNG]), 'pixel.png'], folder_id: folderId })
    expect(again.name).toBe('pixel (2).png')
    // `name` overrides the uploaded file's own.
    const named = await upload(key, { file: [new Blob(['hello']), 'x.bin'], name: 'notes.txt' })
    expect(named).toMatchObject({ name: 'notes.txt', folder_id: null })
    // Each upload finished: none is left reserving quota.
    const uploads = await w.db.select().from(fileUpload).where(eq(fileUpload.userId, key.userId))
    expect(uploads.map((row) => row.finishedAt !== null)).toEqual([true, true, true])
  })

  test('the bytes come with the app’s safe file headers; markup is never served as markup', async () => {
    const html = await upload(key, { file: [new Blob([SAMPLE_HTML]), 'cute-cat.png'] })
    const response = await content(key, html.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="cute-cat.png"/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(Buffer.from(await response.arrayBuffer())).toEqual(SAMPLE_HTML)

    const png = await upload(key, { file: [new Blob([SAMPLE_PNG]), 'dot.png'] })
    const image = await content(key, png.id)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('content-disposition')).toMatch(/^attachment;/)
    const range = await content(key, png.id, { range: 'bytes=0-3' })
    expect(range.status).toBe(206)
    expect(Buffer.from(await range.arrayBuffer())).toEqual(SAMPLE_PNG.subarray(0, 4))
  })

  test('size and quota limits are refused with a clear 413, the reservation freed; bad forms are 422', async () => {
    const tooBig = await appErrorOf(() =>
      upload(key, { file: [new Blob([new Uint8Array(MiB + 1)]), 'big.bin'] }),
    )
    expect(tooBig).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('files can be at most 1.0 MB'),
    })
    const declared = await appErrorOf(() =>
      upload(
        key,
        { file: [new Blob(['x']), 'tiny.bin'] },
        { headers: { 'content-length': String(50 * MiB) } },
      ),
    )
    expect(declared.code).toBe('PAYLOAD_TOO_LARGE')
    const full = await appErrorOf(() =>
      upload(
        key,
        { file: [new Blob([new Uint8Array(2048)]), 'full.bin'] },
        { limits: { maxUploadBytes: MiB, quotaBytes: 1024 } },
      ),
    )
    expect(full).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('Not enough storage left'),
    })
    expect(await w.db.select().from(fileUpload).where(eq(fileUpload.name, 'full.bin'))).toEqual([])

    expect(await appErrorOf(() => upload(key, { name: 'nothing.txt' }))).toMatchObject({
      code: 'UNPROCESSABLE_ENTITY',
      fields: { file: [expect.any(String)] },
    })
    expect(
      await appErrorOf(() => upload(key, { file: [new Blob(['x']), 'a.txt'], colour: 'red' })),
    ).toMatchObject({
      code: 'UNPROCESSABLE_ENTITY',
      fields: { colour: ['Unknown field'] },
    })
    const badName = await appErrorOf(() => upload(key, { file: [new Blob(['x']), 'a.txt'], name: '../..' }))
    expect(badName.code).toBe('UNPROCESSABLE_ENTITY')
    expect(Object.keys(badName.fields)).toEqual(['name'])
    expect(
      await refusalOf(() => upload(key, { file: [new Blob(['x']), 'a.txt'], folder_id: 'no-such-folder' })),
    ).toBe('NOT_FOUND: Folder not found')
  })

  test('a folder lists its folders, then its files, by name, a keyset page at a time', async () => {
    const parent = await w.folder('owner', 'Listing', 'private')
    await w.folder('owner', 'beta', 'private', parent)
    await w.folder('owner', 'Alpha', 'private', parent)
    for (const name of ['b.txt', 'A.txt', 'c.txt']) {
      await upload(
        privateOnly,
        { file: [new Blob([name]), name], folder_id: parent },
        { project: w.projects.private.slug },
      )
    }
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page = await listProjectFiles(
        w.db,
        privateOnly,
        { project: w.projects.private.slug },
        { limit: 2, folder: parent, cursor },
      )
      expect(fileListSchema.parse(page)).toEqual(page)
      seen.push(...page.data.map((entry) => `${entry.type}:${entry.name}`))
      cursor = page.next_cursor ?? undefined
    } while (cursor)
    expect(seen).toEqual(['folder:Alpha', 'folder:beta', 'file:A.txt', 'file:b.txt', 'file:c.txt'])
    const top = await listProjectFiles(
      w.db,
      privateOnly,
      { project: w.projects.private.slug },
      { limit: 100 },
    )
    expect(top.data.map((entry) => entry.name)).toContain('Listing')
    expect(
      await refusalOf(() =>
        listProjectFiles(
          w.db,
          privateOnly,
          { project: w.projects.private.slug },
          { limit: 2, cursor: 'WzEsMl0' },
        ),
      ),
    ).toMatch(/^bad-request/)
  })

  test('a file of a private chat the key is not in, another organisation’s, another project’s: not found', async () => {
    const leadership = (
      await createChat(w.db, await w.chatAccess('owner'), {
        ...w.scope(),
        name: 'Leadership',
        topic: '',
        memberIds: [w.people.owner.viewer.userId],
        teamIds: [],
      })
    ).id
    const secret = await w.upload('owner', 'plans.txt', Buffer.from('secret plans'), {
      purpose: 'chat',
      chatId: leadership,
    })
    const row = await w.fileRow(secret)
    const inFolder = await listProjectFiles(
      w.db,
      key,
      { project: w.projects.public.slug },
      { limit: 100, folder: row!.folderId! },
    )
    expect(inFolder.data.map((entry) => entry.id)).not.toContain(secret)
    for (const id of [secret, foreignFileId]) {
      expect(await refusalOf(() => getApiFile(w.db, key, { id }))).toBe('NOT_FOUND: File not found')
      expect(await refusalOf(() => content(key, id))).toBe('NOT_FOUND: File not found')
    }
    const onPublic = await upload(key, { file: [new Blob(['public']), 'public.txt'] })
    expect(await refusalOf(() => getApiFile(w.db, privateOnly, { id: onPublic.id }))).toBe(
      'NOT_FOUND: File not found',
    )
    expect(await refusalOf(() => content(privateOnly, onPublic.id))).toBe('NOT_FOUND: File not found')
    expect(
      await refusalOf(() =>
        listProjectFiles(w.db, privateOnly, { project: w.projects.public.slug }, { limit: 20 }),
      ),
    ).toBe('NOT_FOUND: Project not found')
    expect(
      await refusalOf(() =>
        upload(privateOnly, { file: [new Blob(['x']), 'x.txt'] }, { project: w.projects.public.slug }),
      ),
    ).toBe('NOT_FOUND: Project not found')
  })
})
