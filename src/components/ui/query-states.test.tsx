import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { EmptyState, ListSkeleton, LoadError, Loading } from './query-states'
import { Skeleton } from './skeleton'

const noop = () => {}

describe('Loading', () => {
  test('announces what is loading as a status, with a spinner outside a line', () => {
    const html = renderToStaticMarkup(<Loading>Loading chats…</Loading>)
    expect(html).toContain('role="status"')
    expect(html).toContain('Loading chats…')
    expect(html).toContain('animate-spin')
    expect(renderToStaticMarkup(<Loading line>Loading…</Loading>)).not.toContain('animate-spin')
  })

  test('only marks the area busy when it must not announce', () => {
    const html = renderToStaticMarkup(<Loading announce={false}>Loading discussions…</Loading>)
    expect(html).toContain('aria-busy="true"')
    expect(html).not.toContain('role="status"')
  })
})

describe('ListSkeleton', () => {
  test('a named status with one placeholder per row', () => {
    const html = renderToStaticMarkup(<ListSkeleton rows={3} label="Loading users" />)
    expect(html).toContain('role="status"')
    expect(html).toContain('aria-label="Loading users"')
    // Two lines of text a row, and a round avatar before them.
    expect(html.match(/animate-pulse bg-muted rounded /g)?.length).toBe(6)
    expect(html.match(/animate-pulse bg-muted rounded-full /g)?.length).toBe(3)
  })

  test('a busy list of items when it must not announce', () => {
    const html = renderToStaticMarkup(<ListSkeleton rows={2} label="Loading members" announce={false} />)
    expect(html).toMatch(/^<ul aria-busy="true" aria-label="Loading members"/)
    expect(html.match(/<li /g)?.length).toBe(2)
    expect(html).not.toContain('role="status"')
  })
})

describe('LoadError', () => {
  test('an alert with the title, the message and the retry as given', () => {
    const html = renderToStaticMarkup(
      <LoadError title="Something went wrong!" message="Timeout" onRetry={noop} retryLabel="Try Again" />,
    )
    expect(html).toContain('role="alert"')
    expect(html).toContain('Something went wrong!')
    expect(html).toContain('Timeout')
    expect(html).toContain('>Try Again</button>')
  })

  test('"Try again" by default, and no button without a way to retry', () => {
    expect(renderToStaticMarkup(<LoadError message="Failed" onRetry={noop} />)).toContain(
      '>Try again</button>',
    )
    expect(renderToStaticMarkup(<LoadError line message="Failed" />)).not.toContain('<button')
  })
})

describe('EmptyState', () => {
  test('a title, its explanation and an action', () => {
    const html = renderToStaticMarkup(
      <EmptyState title="No updates yet" action={<a href="/new">Write one</a>}>
        When the team ships something, it is announced here.
      </EmptyState>,
    )
    expect(html).toContain('>No updates yet</p>')
    expect(html).toContain('When the team ships something, it is announced here.')
    expect(html).toContain('<a href="/new">Write one</a>')
  })

  test('a line is its title alone', () => {
    expect(renderToStaticMarkup(<EmptyState line title="No comments yet." />)).toBe(
      '<p class="text-sm text-muted-foreground">No comments yet.</p>',
    )
  })
})

describe('Skeleton', () => {
  test('a silent grey bar of the size given, with the corners of its shape', () => {
    expect(renderToStaticMarkup(<Skeleton className="h-4 w-48" />)).toBe(
      '<div aria-hidden="true" class="animate-pulse bg-muted rounded h-4 w-48"></div>',
    )
    expect(renderToStaticMarkup(<Skeleton as="span" shape="circle" className="size-8" />)).toBe(
      '<span aria-hidden="true" class="animate-pulse bg-muted rounded-full size-8"></span>',
    )
    expect(renderToStaticMarkup(<Skeleton shape="tile" />)).toContain(
      'class="animate-pulse bg-muted rounded-lg"',
    )
  })
})
