import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { makeVersionThumbnail } from '~/features/files/server/file-jobs.server'
import { FILES_THUMBNAIL_JOB, finishUpload } from '~/features/files/server/uploads.server'
import type { Database } from '~/server/db/client.server'
import { fileFolder, fileUpload, projectFile } from '~/server/db/schema'
import { simplePdf } from '~/server/files/simple-pdf'
import { renderSvgAsPng } from '~/server/files/thumbnail.server'
import { cancelJob } from '~/server/jobs/queue.server'
import type { FileStorage } from '~/server/storage/file-storage'

type DemoFile = {
  folder: string | null
  name: string
  uploader: string
  daysAgo: number
  bytes: () => Promise<Buffer>
}

const DAY = 24 * 60 * 60 * 1000

/** A picture for the demo: a small roadmap board drawn as SVG and rendered to PNG. */
async function roadmapPicture(): Promise<Buffer> {
  const column = (x: number, title: string, color: string, cards: string[]) =>
    `<g><rect x="${x}" y="90" width="250" height="400" rx="14" fill="#f1f5f9"/>
      <text x="${x + 20}" y="125" font-family="sans-serif" font-size="20" font-weight="700" fill="#0f172a">${title}</text>
      ${cards
        .map(
          (card, index) =>
            `<rect x="${x + 16}" y="${145 + index * 78}" width="218" height="62" rx="10" fill="#fff" stroke="${color}" stroke-width="3"/>
             <text x="${x + 30}" y="${182 + index * 78}" font-family="sans-serif" font-size="16" fill="#334155">${card}</text>`,
        )
        .join('')}</g>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="840" height="520">
    <rect width="840" height="520" fill="#ffffff"/>
    <text x="30" y="55" font-family="sans-serif" font-size="28" font-weight="800" fill="#4f46e5">Roadmap — next quarter</text>
    ${column(30, 'Planned', '#a5b4fc', ['Dark mode', 'CSV import', 'Slack digest'])}
    ${column(295, 'In progress', '#fcd34d', ['Mobile layout', 'Faster search'])}
    ${column(560, 'Shipped', '#86efac', ['File uploads', 'Teams', 'Mentions', 'Changelog'])}
  </svg>`
  // Drawn by the thumbnail child, so that seeding does not load sharp into the server either.
  return Buffer.from(await renderSvgAsPng(svg))
}

const RELEASE_CHECKLIST = `# Release checklist

Before every release we go through this list together.

- [x] Changelog entry drafted in **Updates**
- [x] Feedback items moved to *Shipped* (voters are told automatically)
- [ ] Screenshots refreshed in the Design folder
- [ ] Announcement thread in Discussions

| Step | Owner |
|---|---|
| Build and tag | Engineering |
| Release notes | Product |
| Support heads-up | Support |
`

const ARCHITECTURE_NOTES = `# Architecture notes

Our internal tools share one database and one bucket; every node is stateless.

## Decisions
1. PostgreSQL for everything durable, including the job queue.
2. Files in an S3-compatible bucket, served through short-lived signed links.
3. Live updates through LISTEN/NOTIFY — no extra broker.

\`\`\`ts
// The one rule: authorize on the server, every time.
const access = await getProjectAccess(db, viewer, orgSlug, projectSlug)
\`\`\`
`

const DEMO_FILES: Record<string, DemoFile[]> = {
  'public-roadmap': [
    { folder: 'Design', name: 'Roadmap board.png', uploader: 'demo', daysAgo: 12, bytes: roadmapPicture },
    {
      folder: 'Docs',
      name: 'Brand guidelines.pdf',
      uploader: 'demo',
      daysAgo: 20,
      bytes: async () =>
        simplePdf('Brand guidelines', [
          'Our name is always written Parley, never PARLEY.',
          'Primary colour: indigo #4f46e5. Text: slate #0f172a.',
          'Use sentence case for headings and buttons.',
          'Screenshots: light theme, 1280 px wide.',
        ]),
    },
    {
      folder: 'Docs',
      name: 'Release checklist.md',
      uploader: 'demo',
      daysAgo: 3,
      bytes: async () => Buffer.from(RELEASE_CHECKLIST),
    },
  ],
  'internal-tools': [
    {
      folder: null,
      name: 'Architecture notes.md',
      uploader: 'demo',
      daysAgo: 9,
      bytes: async () => Buffer.from(ARCHITECTURE_NOTES),
    },
    {
      folder: null,
      name: 'Onboarding.pdf',
      uploader: 'demo',
      daysAgo: 30,
      bytes: async () =>
        simplePdf('Welcome to the team', [
          'Day 1: accounts, laptop, and a coffee with your buddy.',
          'Day 2: read the architecture notes in Files.',
          'Day 3: ship something small.',
        ]),
    },
  ],
}

/**
 * A project's demo files — through the same path as an upload (bytes into storage, then finishUpload: type
 * sniffing, versions; the thumbnails are made at once) — unless it already has files (a restart, or a team that used them).
 */
export async function seedProjectFiles(
  db: Database,
  storage: FileStorage,
  input: {
    projectId: string
    projectSlug: string
    organizationId: string
    userIds: Map<string, string>
    now?: number
  },
): Promise<number> {
  const files = DEMO_FILES[input.projectSlug]
  if (!files) return 0
  const [any] = await db
    .select({ id: projectFile.id })
    .from(projectFile)
    .where(eq(projectFile.projectId, input.projectId))
    .limit(1)
  if (any) return 0
  const now = input.now ?? Date.now()
  const folders = new Map<string, string>()
  for (const file of files) {
    const userId = input.userIds.get(file.uploader)
    if (!userId) continue
    let folderId: string | null = null
    if (file.folder) {
      folderId = folders.get(file.folder) ?? null
      if (!folderId) {
        await db
          .insert(fileFolder)
          .values({ projectId: input.projectId, name: file.folder, createdById: userId })
          .onConflictDoNothing()
        const [folder] = await db
          .select({ id: fileFolder.id })
          .from(fileFolder)
          .where(and(eq(fileFolder.projectId, input.projectId), eq(fileFolder.name, file.folder)))
        folderId = folder?.id ?? null
        if (folderId) folders.set(file.folder, folderId)
      }
    }
    const bytes = await file.bytes()
    const key = `uploads/${randomBytes(16).toString('hex')}`
    await storage.put(key, bytes, { contentType: 'application/octet-stream' })
    await db.insert(fileUpload).values({
      id: key,
      projectId: input.projectId,
      organizationId: input.organizationId,
      userId,
      name: file.name,
      size: bytes.length,
      folderId,
    })
    const finished = await finishUpload(db, storage, key)
    // The demo shows its thumbnails from the first page load on (the worker would make them a moment later).
    await makeVersionThumbnail(db, storage, finished.versionId)
    await cancelJob(db, `${FILES_THUMBNAIL_JOB}:${finished.versionId}`)
    const when = new Date(now - file.daysAgo * DAY)
    await db
      .update(projectFile)
      .set({ createdAt: when, updatedAt: when })
      .where(eq(projectFile.id, finished.fileId))
  }
  return files.length
}
