/**
 * The files authorization matrix: every files operation × six personas × a public and a private project.
 * Files belong to the organisation's members: outsiders and anonymous visitors get not found
 * everywhere, public projects included, except for what is attached to something they may read (a public
 * feedback item, comment or update). Members upload and change their own files; owners, admins and site
 * admins change anyone's. Each case runs on subjects of its own, so "someone else's" holds for all.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addComment } from '~/features/feedback/server/comments.server'
import {
  createFolder,
  deleteFile,
  deleteFolder,
  moveFile,
  moveFolder,
  renameFile,
  renameFolder,
} from '~/features/files/server/changes.server'
import { getFile, listFiles, listFolderOptions, listVersions } from '~/features/files/server/listing.server'
import { serveFileContent, serveFileThumbnail } from '~/features/files/server/serve.server'
import { attachmentMarkdown } from '~/lib/file-rules'
import { canSubscribeToTopic } from '~/server/authz.server'
import { failure } from '../helpers/chat-world'
import { PERSONAS, type Persona, type Visibility } from '../helpers/feedback-world'
import { createFilesWorld, type FilesWorld, SAMPLE_PNG } from '../helpers/files-world'

let w: FilesWorld
beforeAll(async () => {
  w = await createFilesWorld()
}, 120_000)
afterAll(() => w?.close())

const limits = { maxUploadBytes: 1024 * 1024, quotaBytes: 1024 * 1024 * 1024 }
const MEMBERS: Persona[] = ['member', 'admin', 'owner', 'siteAdmin']
const EDITORS: Persona[] = ['admin', 'owner', 'siteAdmin']
const VISIBILITIES: Visibility[] = ['public', 'private']

type Outcome = 'ok' | 'NOT_FOUND' | 'FORBIDDEN' | 'UNAUTHORIZED'
const outcome = async (call: () => Promise<unknown>): Promise<Outcome> => {
  const result = await failure(call)
  return 'error' in result ? (result.error?.code as Outcome) : 'ok'
}
const status = async (response: Promise<Response>) => {
  const answered = await response
  return answered.status === 200 ? 'ok' : answered.status === 404 ? 'NOT_FOUND' : String(answered.status)
}

/** Fresh subjects of the owner's: a folder and a file (with a thumbnail), plus a file of the persona's own. */
async function subjects(visibility: Visibility, who: Persona) {
  const folderId = await w.folder('owner', `Folder ${crypto.randomUUID().slice(0, 8)}`, visibility)
  const fileId = await w.upload('owner', 'owners.png', SAMPLE_PNG, { visibility })
  await w.makeThumbnails()
  const ownFileId = MEMBERS.includes(who)
    ? await w.upload(who, 'mine.txt', Buffer.from('mine'), { visibility })
    : null
  return { folderId, fileId, ownFileId }
}

const expected = (who: Persona, allowed: Persona[]): Outcome =>
  allowed.includes(who) ? 'ok' : who === 'member' ? 'FORBIDDEN' : 'NOT_FOUND'
const membersOnly = (who: Persona): Outcome => (MEMBERS.includes(who) ? 'ok' : 'NOT_FOUND')

describe.each(VISIBILITIES)('a %s project', (visibility) => {
  describe.each(PERSONAS)('as %s', (who) => {
    const access = () => w.filesAccess(who, visibility)
    const viewer = () => w.viewerOf(who)

    test('reads: list, search, one file, versions, folders', async () => {
      const { fileId } = await subjects(visibility, who)
      const sort = { sort: 'name' as const, dir: 'asc' as const }
      expect(await outcome(async () => listFiles(w.db, await access(), sort, limits))).toBe(membersOnly(who))
      expect(
        await outcome(async () => listFiles(w.db, await access(), { ...sort, q: 'owners' }, limits)),
      ).toBe(membersOnly(who))
      expect(await outcome(async () => getFile(w.db, await access(), fileId))).toBe(membersOnly(who))
      expect(await outcome(async () => listVersions(w.db, await access(), fileId))).toBe(membersOnly(who))
      expect(await outcome(async () => listFolderOptions(w.db, await access()))).toBe(membersOnly(who))
    })

    test('bytes: download, preview (inline), thumbnail', async () => {
      const { fileId } = await subjects(visibility, who)
      const serve = (query: string) =>
        serveFileContent({
          db: w.db,
          storage: w.storage,
          viewer: viewer(),
          request: new Request(`http://parley.test/api/files/${fileId}/content${query}`),
          fileId,
        })
      expect(await status(serve('?download=1'))).toBe(membersOnly(who))
      expect(await status(serve(''))).toBe(membersOnly(who))
      expect(
        await status(serveFileThumbnail({ db: w.db, storage: w.storage, viewer: viewer(), fileId })),
      ).toBe(membersOnly(who))
    })

    test('folders: create; rename, move and delete someone else’s', async () => {
      const { folderId } = await subjects(visibility, who)
      const other = await w.folder('owner', `Target ${crypto.randomUUID().slice(0, 8)}`, visibility)
      expect(
        await outcome(async () =>
          createFolder(w.db, await access(), {
            parentId: null,
            name: `New ${who} ${crypto.randomUUID().slice(0, 6)}`,
          }),
        ),
      ).toBe(membersOnly(who))
      expect(
        await outcome(async () =>
          renameFolder(w.db, await access(), folderId, `Renamed ${crypto.randomUUID().slice(0, 6)}`),
        ),
      ).toBe(expected(who, EDITORS))
      expect(await outcome(async () => moveFolder(w.db, await access(), folderId, other))).toBe(
        expected(who, EDITORS),
      )
      expect(await outcome(async () => deleteFolder(w.db, await access(), folderId))).toBe(
        expected(who, EDITORS),
      )
    })

    test('files: rename, move and delete someone else’s; one’s own', async () => {
      const { fileId, folderId, ownFileId } = await subjects(visibility, who)
      expect(await outcome(async () => renameFile(w.db, await access(), fileId, 'renamed.png'))).toBe(
        expected(who, EDITORS),
      )
      expect(await outcome(async () => moveFile(w.db, await access(), fileId, folderId))).toBe(
        expected(who, EDITORS),
      )
      expect(await outcome(async () => deleteFile(w.db, await access(), fileId))).toBe(expected(who, EDITORS))
      if (ownFileId) {
        expect(await outcome(async () => renameFile(w.db, await access(), ownFileId, 'still-mine.txt'))).toBe(
          'ok',
        )
        expect(await outcome(async () => deleteFile(w.db, await access(), ownFileId))).toBe('ok')
      }
    })

    test('uploads: to the files page, and as an attachment to feedback', async () => {
      const page = await w.begin(who, { name: 'up.txt', size: 3, visibility })
      const pageOutcome =
        page.status === 201
          ? 'ok'
          : page.status === 401
            ? 'UNAUTHORIZED'
            : page.status === 404
              ? 'NOT_FOUND'
              : String(page.status)
      expect(pageOutcome).toBe(who === 'anonymous' ? 'UNAUTHORIZED' : membersOnly(who))
      const attach = await w.begin(who, { name: 'shot.png', size: 3, visibility, purpose: 'feedback' })
      // Anyone signed in may post feedback on a public project; on a private one only members.
      const mayAttach = who !== 'anonymous' && (visibility === 'public' || MEMBERS.includes(who))
      expect(attach.status).toBe(who === 'anonymous' ? 401 : mayAttach ? 201 : 404)
    })

    test('the live topic of the files page', async () => {
      const topic = { kind: 'members' as const, id: w.projects[visibility].id }
      expect(await canSubscribeToTopic(w.db, viewer(), topic)).toBe(MEMBERS.includes(who))
    })
  })
})

describe('attachments are read by whoever may read what they are attached to', () => {
  async function attachedToComment(visibility: Visibility, options: { internal: boolean }) {
    const fileId = await w.upload('member', 'diagram.png', SAMPLE_PNG, { visibility, purpose: 'comment' })
    const file = await w.fileRow(fileId)
    const { id: itemId } = await w.post('member', `Item ${crypto.randomUUID().slice(0, 6)}`, { visibility })
    await addComment(w.db, await w.access('member', visibility), itemId, {
      body: `Here: ${attachmentMarkdown({ id: fileId, name: 'diagram.png', mime: file!.mime })}`,
      internal: options.internal,
    })
    return fileId
  }
  const read = async (fileId: string, who: Persona) =>
    status(
      serveFileContent({
        db: w.db,
        storage: w.storage,
        viewer: w.viewerOf(who),
        request: new Request(`http://parley.test/api/files/${fileId}/content`),
        fileId,
      }),
    )

  test('a public comment’s picture: everyone; an internal note’s: members only; a private project’s: members only', async () => {
    const open = await attachedToComment('public', { internal: false })
    const internal = await attachedToComment('public', { internal: true })
    const hidden = await attachedToComment('private', { internal: false })
    for (const who of PERSONAS) {
      expect([who, await read(open, who)]).toEqual([who, 'ok'])
      expect([who, await read(internal, who)]).toEqual([who, membersOnly(who)])
      expect([who, await read(hidden, who)]).toEqual([who, membersOnly(who)])
    }
  })

  test('an outsider sees their own attachment before posting; they cannot attach someone else’s file', async () => {
    const own = await w.upload('outsider', 'mine.png', SAMPLE_PNG, { purpose: 'feedback' })
    expect(await read(own, 'outsider')).toBe('ok')
    expect(await read(own, 'anonymous')).toBe('NOT_FOUND')
    const membersFile = await w.upload('member', 'internal-plan.png', SAMPLE_PNG)
    const { id: itemId } = await w.post('outsider', 'Look at this')
    await addComment(w.db, await w.access('outsider'), itemId, {
      body: attachmentMarkdown({ id: membersFile, name: 'x.png', mime: 'image/png' }),
      internal: false,
    })
    expect(await read(membersFile, 'anonymous')).toBe('NOT_FOUND')
    expect(await read(membersFile, 'outsider')).toBe('NOT_FOUND')
  })

  test('the uploader reads their attachment only while it holds their bytes: not a version someone else added', async () => {
    const own = await w.upload('outsider', 'draft.png', SAMPLE_PNG, { purpose: 'feedback' })
    expect(await read(own, 'outsider')).toBe('ok')
    // The owner replaces it from the files page (editors may add a version to anyone's file).
    await w.upload('owner', 'replaced.txt', Buffer.from('the members’ version'), { replacesFileId: own })
    expect((await w.fileRow(own))?.versionCount).toBe(2)
    expect(await read(own, 'outsider')).toBe('NOT_FOUND')
    expect(await read(own, 'member')).toBe('ok')
  })

  test('a private chat’s file cannot be shared onwards by someone outside that chat', async () => {
    const { chat, chatMember } = await import('~/server/db/schema')
    const [secret] = await w.db
      .insert(chat)
      .values({
        projectId: w.projects.public.id,
        name: `secret-${crypto.randomUUID().slice(0, 6)}`,
        isPrivate: true,
        createdById: w.people.owner.viewer.userId,
      })
      .returning()
    await w.db.insert(chatMember).values({ chatId: secret!.id, userId: w.people.owner.viewer.userId })
    const attachIn = async (who: Persona, fileId: string) => {
      const { id: itemId } = await w.post(who, `Item ${crypto.randomUUID().slice(0, 6)}`)
      await addComment(w.db, await w.access(who), itemId, {
        body: attachmentMarkdown({ id: fileId, name: 'x.pdf', mime: 'application/pdf' }),
        internal: false,
      })
    }
    const leaked = await w.upload('owner', 'salaries.pdf', Buffer.from('%PDF-1.4\n'), {
      purpose: 'chat',
      chatId: secret!.id,
    })
    // A member who is not in the chat learned its id (say, from a live event) and links it in public.
    await attachIn('member', leaked)
    for (const who of ['anonymous', 'outsider', 'member'] as const)
      expect([who, await read(leaked, who)]).toEqual([who, 'NOT_FOUND'])
    // Someone in the chat may share it on purpose, as they could share its words.
    const shared = await w.upload('owner', 'agenda.pdf', Buffer.from('%PDF-1.4\n'), {
      purpose: 'chat',
      chatId: secret!.id,
    })
    await attachIn('owner', shared)
    expect(await read(shared, 'anonymous')).toBe('ok')
  })
})
