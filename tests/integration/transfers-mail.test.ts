import fs from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import yauzl from 'yauzl'
import { runTransfer, type TransferDeps } from '~/features/transfers/server/runs.server'
import { transferDownloadRoute } from '~/features/transfers/server/transfer-routes.server'
import {
  startPersonalExport,
  startProjectExport,
  transferFinishedMailer,
} from '~/features/transfers/server/transfers.server'
import { getProjectAccess } from '~/server/authz.server'
import { dataTransfer } from '~/server/db/schema'
import { setupMailWorld } from '../helpers/mail-world'
import { TEST_BASE_URL } from '../helpers/test-auth'
import { createTransfersWorld, silentLogger, type TransfersWorld } from '../helpers/transfers-world'

/**
 * The "archive ready" mail over real SMTP: sent to the person who asked when their export is done, with a link
 * that downloads the archive for them and for nobody else.
 */
const mail = setupMailWorld()
let w: TransfersWorld
let deps: TransferDeps

beforeAll(async () => {
  // The mail world's database, with the demo and every kind of content on it.
  w = await createTransfersWorld({ database: mail.database })
  deps = {
    ...w.deps,
    onFinished: transferFinishedMailer({
      db: w.db,
      mailer: mail.mailer,
      baseUrl: TEST_BASE_URL,
      logger: silentLogger,
    }),
  }
}, 120_000)
// The database is the mail world's: it closes it.
afterAll(() => fs.rm(w.directory, { recursive: true, force: true }))

/** The run id in a mailed download link, checked to be this instance's download route. */
function runIdOf(link: string) {
  const url = new URL(link)
  expect(url.origin).toBe(TEST_BASE_URL)
  const id = /^\/api\/transfers\/([^/]+)\/download$/.exec(url.pathname)?.[1]
  expect(id, link).toBeTruthy()
  return String(id)
}

async function entriesOf(data: Buffer) {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true })
  const names: string[] = []
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      names.push(entry.fileName)
      zip.readEntry()
    })
    zip.on('end', resolve)
    zip.on('error', reject)
    zip.readEntry()
  })
  return names
}

describe('the archive-ready mail', () => {
  test('a project export mails its requester a link that downloads the archive, for them alone', async () => {
    const since = mail.inbox.received.length
    const access = await getProjectAccess(w.db, w.dana, w.demo.org.slug, w.demo.project.slug)
    const run = await startProjectExport(w.db, access)
    // Nothing is mailed before the run is done.
    expect(mail.inbox.mailsTo(w.dana.email, since)).toHaveLength(0)
    await runTransfer(deps, run.id, 0)

    const received = await mail.inbox.waitFor(w.dana.email, { since })
    expect(received.subject).toBe(`The export of ${w.demo.project.name} is ready to download`)
    expect(received.text).toContain('valid for 7 days')
    const link = received.links.find((candidate) => candidate.includes('/api/transfers/'))
    expect(link, received.text).toBeTruthy()
    expect(runIdOf(String(link))).toBe(run.id)
    // Only to the person who asked.
    expect(mail.inbox.received.slice(since)).toHaveLength(1)

    const response = await transferDownloadRoute({ db: w.db, storage: w.storage, viewer: w.dana, id: run.id })
    expect(response.status).toBe(200)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(await entriesOf(bytes)).toContain('project.json')
    const [row] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.id, run.id))
    expect(bytes.length).toBe(row?.outputSize)

    // Someone else following the same link: not found.
    const stranger = await w.f.newPerson('Stranger')
    const refused = await transferDownloadRoute({
      db: w.db,
      storage: w.storage,
      viewer: stranger.viewer,
      id: run.id,
    })
    expect(refused.status).toBe(404)
  })

  test("a person's own data mails them a link valid for 24 hours", async () => {
    const since = mail.inbox.received.length
    const run = await startPersonalExport(w.db, w.dana)
    await runTransfer(deps, run.id, 0)
    const received = await mail.inbox.waitFor(w.dana.email, { since })
    expect(received.subject).toBe('Your Parley data is ready to download')
    expect(received.text).toContain('24 hours')
    const link = String(received.links.find((candidate) => candidate.includes('/api/transfers/')))
    expect(runIdOf(link)).toBe(run.id)
    const response = await transferDownloadRoute({ db: w.db, storage: w.storage, viewer: w.dana, id: run.id })
    expect(response.status).toBe(200)
    expect(await entriesOf(Buffer.from(await response.arrayBuffer()))).toContain('my-data.json')
  })
})
