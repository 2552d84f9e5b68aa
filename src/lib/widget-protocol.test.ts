import { describe, expect, test } from 'vitest'
import { acceptEmbedMessage, acceptHostMessage } from './widget-protocol'

/** Stand-ins for windows: the checks compare identity only. */
const hostWindow = { name: 'host' }
const iframeWindow = { name: 'iframe' }
const otherWindow = { name: 'another frame of the page' }

const HOST = 'https://app.example.com'
const PARLEY = 'https://parley.example.org'

describe('the iframe accepts only its host page', () => {
  const expected = { origin: HOST, source: hostWindow }
  const identify = { parley: 1, type: 'identify', token: 'eyJ.a.b' }

  test('from the window that framed it, at the exact origin it was framed for', () => {
    expect(acceptHostMessage({ origin: HOST, source: hostWindow, data: identify }, expected)).toEqual(
      identify,
    )
    expect(
      acceptHostMessage(
        { origin: HOST, source: hostWindow, data: { parley: 1, type: 'open', tab: 'updates' } },
        expected,
      ),
    ).toEqual({ parley: 1, type: 'open', tab: 'updates' })
  })

  test.each([
    ['another scheme', 'http://app.example.com'],
    ['a longer host that starts the same', 'https://app.example.com.evil.test'],
    ['a sub-domain', 'https://evil.app.example.com'],
    ['another port', 'https://app.example.com:8443'],
    ['a trailing slash', 'https://app.example.com/'],
    ['an opaque origin', 'null'],
    ['upper case (origins come lower case from the browser)', 'https://APP.example.com'],
  ])('refuses %s', (_, origin) => {
    expect(acceptHostMessage({ origin, source: hostWindow, data: identify }, expected)).toBeNull()
  })

  test('refuses the right origin from another window (another frame of the page, a popup)', () => {
    expect(acceptHostMessage({ origin: HOST, source: otherWindow, data: identify }, expected)).toBeNull()
    expect(acceptHostMessage({ origin: HOST, source: null, data: identify }, expected)).toBeNull()
    // Not framed at all: nothing is expected, nothing is accepted.
    expect(
      acceptHostMessage({ origin: HOST, source: null, data: identify }, { origin: HOST, source: null }),
    ).toBeNull()
  })

  test('refuses what is not one of ours, or not well formed', () => {
    const from = (data: unknown) => acceptHostMessage({ origin: HOST, source: hostWindow, data }, expected)
    expect(from('identify')).toBeNull()
    expect(from(null)).toBeNull()
    expect(from({ type: 'identify', token: 'x' })).toBeNull()
    expect(from({ parley: 2, type: 'identify', token: 'x' })).toBeNull()
    expect(from({ parley: 1, type: 'ready' })).toBeNull()
    expect(from({ parley: 1, type: 'identify' })).toBeNull()
    expect(from({ parley: 1, type: 'identify', token: '' })).toBeNull()
    expect(from({ parley: 1, type: 'identify', token: 'x'.repeat(9000) })).toBeNull()
    expect(from({ parley: 1, type: 'open', tab: 'settings' })).toBeNull()
    expect(from({ parley: 1, type: 'open', item: 42 })).toBeNull()
    expect(from({ parley: 1, type: 'theme', theme: 'sepia' })).toBeNull()
    expect(from({ parley: 1, type: 'theme', theme: 'dark' })).toEqual({
      parley: 1,
      type: 'theme',
      theme: 'dark',
    })
    expect(from({ parley: 1, type: 'seen', at: 'yesterday-ish' })).toBeNull()
    expect(from({ parley: 1, type: 'seen', at: '2026-11-29T05:25:12.000Z' })).toEqual({
      parley: 1,
      type: 'seen',
      at: '2026-11-29T05:25:12.000Z',
    })
  })
})

describe('the loader accepts only its own iframe', () => {
  const expected = { origin: PARLEY, source: iframeWindow }
  const ready = {
    parley: 1,
    type: 'ready',
    launcher: { position: 'right', colour: '#5b4be0' },
    unread: false,
  }

  test("from its iframe's window at Parley's origin", () => {
    expect(acceptEmbedMessage({ origin: PARLEY, source: iframeWindow, data: ready }, expected)).toEqual(ready)
  })

  test('refuses the host page itself, another frame, and look-alike origins', () => {
    // A script on the host page (or any frame) posting a fake `ready` or `identified`.
    expect(acceptEmbedMessage({ origin: HOST, source: hostWindow, data: ready }, expected)).toBeNull()
    expect(acceptEmbedMessage({ origin: PARLEY, source: otherWindow, data: ready }, expected)).toBeNull()
    expect(
      acceptEmbedMessage(
        { origin: 'https://parley.example.org.evil.test', source: iframeWindow, data: ready },
        expected,
      ),
    ).toBeNull()
    expect(
      acceptEmbedMessage(
        { origin: 'http://parley.example.org', source: iframeWindow, data: ready },
        expected,
      ),
    ).toBeNull()
  })

  test("refuses the host's own message types and unknown ones", () => {
    const from = (data: unknown) =>
      acceptEmbedMessage({ origin: PARLEY, source: iframeWindow, data }, expected)
    expect(from({ parley: 1, type: 'identify', token: 'x' })).toBeNull()
    expect(from({ parley: 1, type: 'anything' })).toBeNull()
    expect(from({ parley: 1, type: 'close' })).toEqual({ parley: 1, type: 'close' })
    expect(from({ parley: 1, type: 'seen', at: { toString: 'x' } })).toBeNull()
    expect(from({ parley: 1, type: 'seen', at: '2026-11-29T05:25:12.000Z' })).toEqual({
      parley: 1,
      type: 'seen',
      at: '2026-11-29T05:25:12.000Z',
    })
  })
})
