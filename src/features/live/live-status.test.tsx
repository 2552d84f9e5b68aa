import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { LiveConnection } from './live-connection'
import { LiveContext, useLiveStatus } from './live-provider'

function Status() {
  return <output>{useLiveStatus()}</output>
}

describe('useLiveStatus', () => {
  test('renders what the server did ("idle") while the page hydrates, whatever the connection says by then', () => {
    // A live list that hydrated first may have started the connection before the header hydrates: reading its
    // status in that render would draw the indicator where the server's HTML has none (React's error #418).
    const started = { status: 'connecting', onStatus: () => () => {} } as unknown as LiveConnection
    const html = renderToString(
      <LiveContext.Provider value={started}>
        <Status />
      </LiveContext.Provider>,
    )
    expect(html).toBe('<output>idle</output>')
  })
})
