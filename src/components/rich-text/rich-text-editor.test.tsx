import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { shortcutCommand, toolbarButtons } from './editor-toolbar'
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor'

const render = (props: Partial<RichTextEditorProps> = {}) =>
  renderToStaticMarkup(
    <RichTextEditor
      id="field-details"
      name="details"
      label="Details"
      value="Hello"
      onChange={() => {}}
      {...props}
    />,
  )

describe('RichTextEditor (server render)', () => {
  test('without an id, each editor gets its own, and its label points at it', () => {
    const noop = () => {}
    const html = renderToStaticMarkup(
      <>
        <RichTextEditor name="body" label="Comment" value="" onChange={noop} />
        <RichTextEditor name="body" label="Edit comment" value="" onChange={noop} />
      </>,
    )
    const ids = [...html.matchAll(/<textarea[^>]*id="([^"]+)"/g)].map((match) => match[1])
    const targets = [...html.matchAll(/<label[^>]*for="([^"]+)"/g)].map((match) => match[1])
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
    expect(targets).toEqual(ids)
    for (const id of ids) expect(id).toMatch(/^field-body-[A-Za-z0-9]+$/)
  })

  test('a labelled textarea with the given id', () => {
    const html = render()
    expect(html).toMatch(/<label[^>]*for="field-details"[^>]*>Details<\/label>/)
    expect(html).toMatch(/<textarea[^>]*id="field-details"[^>]*name="details"/)
    expect(html).toContain('>Hello</textarea>')
  })

  test('an error sets aria-invalid and is described', () => {
    const html = render({ error: 'Too long', maxLength: 10, description: 'Be kind' })
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain(
      'aria-describedby="field-details-description field-details-counter field-details-error"',
    )
    expect(html).toMatch(/<p id="field-details-error"[^>]*role="alert"[^>]*>Too long<\/p>/)
    expect(html).toContain('<p id="field-details-description">Be kind</p>')
  })

  test('the counter shows the length and says what is left', () => {
    const html = render({ maxLength: 10_000 })
    expect(html).toContain('maxLength="10000"')
    expect(html).toContain('5/10,000')
    expect(html).toContain('9,995 characters left')
  })

  test('the toolbar: named buttons with their shortcuts, one tab stop', () => {
    const html = render()
    expect(html).toContain('role="toolbar"')
    for (const name of ['Bold', 'Italic', 'Link', 'Code', 'Bulleted list', 'Quote'])
      expect(html).toContain(`aria-label="${name}"`)
    expect(html).toContain('aria-keyshortcuts="Control+B Meta+B"')
    expect(html.match(/tabindex="0"/gi)?.length).toBe(1)
    expect(shortcutCommand('b')).toBe('bold')
    expect(shortcutCommand('K')).toBe('link')
    expect(shortcutCommand('x')).toBeUndefined()
    expect(toolbarButtons.filter((button) => button.key).map((button) => button.key)).toEqual(['B', 'I', 'K'])
  })

  test('Write/Preview toggle starts in Write', () => {
    const html = render()
    expect(html).toMatch(/aria-pressed="true"[^>]*>Write</)
    expect(html).toMatch(/aria-pressed="false"[^>]*>Preview</)
  })

  test('autocomplete wiring only with a mention source; disabled disables everything', () => {
    expect(render()).not.toContain('aria-autocomplete')
    expect(render({ mentionSource: async () => [] })).toContain('aria-autocomplete="list"')
    const disabled = render({ disabled: true })
    expect(disabled).toMatch(/<textarea[^>]*disabled=""/)
    expect(disabled.match(/<button[^>]*disabled=""/g)?.length).toBe(8)
  })

  test('attachments: an "Attach files" button in the toolbar and a file input, only when asked', () => {
    expect(render()).not.toContain('Attach files')
    expect(render()).not.toContain('type="file"')
    const html = render({
      attachments: { target: { orgSlug: 'acme', projectSlug: 'web', purpose: 'comment' } },
    })
    expect(html).toMatch(/role="toolbar"[\s\S]*aria-label="Attach files"/)
    expect(html).toMatch(/<input[^>]*type="file"[^>]*multiple=""/)
    expect(html.match(/tabindex="0"/gi)?.length).toBe(1)
    // Disabled editors offer no attaching.
    expect(
      render({
        disabled: true,
        attachments: { target: { orgSlug: 'acme', projectSlug: 'web', purpose: 'comment' } },
      }),
    ).not.toContain('Attach files')
  })

  test('hideLabel keeps the label for screen readers', () => {
    expect(render({ hideLabel: true })).toMatch(/<label class="[^"]*sr-only[^"]*"/)
  })
})
