import { describe, expect, test } from 'vitest'
import { MIB } from '~/lib/file-rules'
import { renderInApp } from '../../../../tests/helpers/render-in-app'
import type { FileSummary } from '../files.types'
import { FilePreviewDialog } from './file-preview-dialog'
import { filesSearch, filtersOf } from './files-search'
import { UploadPanel } from './upload-panel'
import { tooLargeMessage, type UploadItem } from './use-uploads'

const noop = () => {}

const upload = (changes: Partial<UploadItem>): UploadItem => ({
  id: 'u1',
  file: {} as File,
  name: 'plan.pdf',
  size: 1000,
  sent: 250,
  status: 'uploading',
  error: null,
  retryable: true,
  target: { orgSlug: 'acme', projectSlug: 'web', purpose: 'file' },
  note: null,
  ...changes,
})

const file = (changes: Partial<FileSummary> = {}): FileSummary => ({
  id: 'f1',
  name: 'photo.png',
  folderId: null,
  size: 2048,
  mime: 'image/png',
  kind: 'image',
  versionCount: 1,
  versionId: 'v1',
  thumbnailStatus: 'none',
  thumbnailUrl: null,
  contentUrl: '/api/files/f1/content',
  downloadUrl: '/api/files/f1/content?download=1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  canEdit: true,
  path: '',
  ...changes,
})

describe('UploadPanel', () => {
  test('nothing without uploads', async () => {
    expect(
      await renderInApp(
        <UploadPanel items={[]} onCancel={noop} onRetry={noop} onRemove={noop} onClearFinished={noop} />,
        { namespaces: ['files'] },
      ),
    ).toBe('')
  })

  test('a region and list named Uploads, a progress bar per file named after it, and one for all', async () => {
    const html = await renderInApp(
      <UploadPanel
        items={[upload({}), upload({ id: 'u2', name: 'notes.txt', sent: 1000, status: 'done' })]}
        onCancel={noop}
        onRetry={noop}
        onRemove={noop}
        onClearFinished={noop}
      />,
      { namespaces: ['files'] },
    )
    expect(html).toMatch(/role="region" aria-label="Uploads"/)
    expect(html).toMatch(/<ul aria-label="Uploads"/)
    expect(html).toMatch(/role="progressbar" aria-label="plan.pdf"[^>]*aria-valuenow="25"/)
    expect(html).toMatch(/role="progressbar" aria-label="notes.txt"[^>]*aria-valuenow="100"/)
    expect(html).toMatch(/role="progressbar" aria-label="All uploads"[^>]*aria-valuenow="63"/)
    expect(html).toContain('aria-label="Cancel upload of plan.pdf"')
    expect(html).toContain('Clear finished')
  })

  test('a refusal shows its message; retry only when another try may succeed', async () => {
    const html = await renderInApp(
      <UploadPanel
        items={[
          upload({ status: 'error', error: 'Not enough storage left', retryable: true }),
          upload({ id: 'u2', name: 'huge.zip', status: 'error', error: 'too big', retryable: false }),
        ]}
        onCancel={noop}
        onRetry={noop}
        onRemove={noop}
        onClearFinished={noop}
      />,
      { namespaces: ['files'] },
    )
    expect(html).toContain('Not enough storage left')
    expect(html).toContain('aria-label="Retry upload of plan.pdf"')
    expect(html).not.toContain('aria-label="Retry upload of huge.zip"')
    expect(html).toContain('aria-label="Remove huge.zip from the list"')
  })

  test('in the page’s language', async () => {
    const html = await renderInApp(
      <UploadPanel
        items={[upload({})]}
        onCancel={noop}
        onRetry={noop}
        onRemove={noop}
        onClearFinished={noop}
      />,
      { namespaces: ['files'], locale: 'de' },
    )
    expect(html).toContain('aria-label="Alle Uploads"')
    expect(html).not.toContain('Cancel upload of')
    expect(html).toContain('plan.pdf')
  })
})

test('too large: the server’s wording', () => {
  expect(tooLargeMessage('video.mp4', 150 * MIB, 100 * MIB)).toBe(
    '“video.mp4” is 150 MB: files can be at most 100 MB',
  )
})

test('search params: bad values are dropped, the preview is not part of the listing’s filters', () => {
  const search = filesSearch({ folder: 'a', sort: 'nonsense', dir: 'desc', file: 'f1', q: ' x ' } as never)
  expect(search).toEqual({ folder: 'a', sort: undefined, dir: 'desc', file: 'f1', q: 'x' })
  expect(filtersOf(search)).toEqual({ folderId: 'a', q: 'x', sort: 'name', dir: 'desc' })
})

describe('FilePreviewDialog', () => {
  test('named after the file, an image inline, always a download', async () => {
    const html = await renderInApp(
      <FilePreviewDialog file={file()} files={[file()]} onNavigate={noop} onClose={noop} />,
      { namespaces: ['files'] },
    )
    expect(html).toMatch(/<h2 id="([^"]+)"[^>]*>photo.png<\/h2>/)
    expect(html).toContain('<img src="/api/files/f1/content" alt="photo.png"')
    expect(html).toContain('href="/api/files/f1/content?download=1" download')
  })

  test('no preview: icon, name, size and a download button', async () => {
    const html = await renderInApp(
      <FilePreviewDialog
        file={file({ name: 'data.zip', kind: 'archive', mime: 'application/zip' })}
        files={[]}
        onNavigate={noop}
        onClose={noop}
      />,
      { namespaces: ['files'] },
    )
    expect(html).toContain('There is no preview for this file.')
    expect(html).toContain('aria-label="Download data.zip"')
  })
})
