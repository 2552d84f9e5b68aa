import { expect, test } from 'vitest'
import type { ViewerIdentity } from '~/lib/viewer'
import { createIdentityReuse, IDENTITY_REUSE_MS } from './viewer-identity-reuse'

function setUp() {
  const reads: string[] = []
  let clock = 1_000
  let authRequests = 0
  const reuse = createIdentityReuse(
    async (href) => {
      reads.push(href)
      return { userId: 'u1', token: `token-${reads.length}` } satisfies ViewerIdentity
    },
    () => authRequests,
    () => clock,
  )
  const at = (href: string) => {
    const url = new URL(href, 'http://parley.test')
    return reuse({ pathname: url.pathname, href, searchStr: url.search })
  }
  return {
    reads,
    at,
    tick: (ms: number) => {
      clock += ms
    },
    authRequest: () => {
      authRequests++
    },
  }
}

test("a change of the page's search alone reuses the identity read for that page", async () => {
  const { reads, at } = setUp()
  const first = await at('/@acme/web/files')
  expect(await at('/@acme/web/files?file=f1')).toBe(first)
  expect(await at('/@acme/web/files?file=f2&sort=size')).toBe(first)
  expect(await at('/@acme/web/files')).toBe(first)
  expect(reads).toEqual(['/@acme/web/files'])
})

test('another page, the same address again, another ?lang=, an auth request or a minute: read again', async () => {
  const { reads, at, tick, authRequest } = setUp()
  await at('/@acme/web/files')
  await at('/@acme/web/chat') // another page
  await at('/@acme/web/chat') // the same address: a reload or router.invalidate()
  await at('/@acme/web/chat?lang=fr') // the language the page is read in
  authRequest() // a sign-in, a sign-out, an account switch…
  await at('/@acme/web/chat?lang=fr&q=x')
  tick(IDENTITY_REUSE_MS)
  await at('/@acme/web/chat?lang=fr&q=y')
  expect(reads).toEqual([
    '/@acme/web/files',
    '/@acme/web/chat',
    '/@acme/web/chat',
    '/@acme/web/chat?lang=fr',
    '/@acme/web/chat?lang=fr&q=x',
    '/@acme/web/chat?lang=fr&q=y',
  ])
})
