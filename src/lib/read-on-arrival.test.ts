import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { forgetUnlessShown } from './read-on-arrival'

const key = (around: string | null) => ['chat', 'org', 'project', 'chat', 'c1', 'messages', around] as const

describe('forgetUnlessShown', () => {
  test('forgets every cached query under the key that nothing shows, and nothing outside it', () => {
    const client = new QueryClient()
    client.setQueryData(key(null), 'latest')
    client.setQueryData(key('36'), 'around 36')
    client.setQueryData(['chat', 'org', 'project', 'chat', 'c1', 'detail'], 'detail')

    forgetUnlessShown(client, ['chat', 'org', 'project', 'chat', 'c1', 'messages'])

    expect(client.getQueryData(key(null))).toBeUndefined()
    expect(client.getQueryData(key('36'))).toBeUndefined()
    expect(client.getQueryData(['chat', 'org', 'project', 'chat', 'c1', 'detail'])).toBe('detail')
  })

  test('keeps a query a mounted page observes, so live patches still reach what it shows', () => {
    const client = new QueryClient()
    client.setQueryData(key(null), 'shown')
    client.setQueryData(key('36'), 'left behind')
    const observer = new QueryObserver(client, {
      queryKey: key(null),
      queryFn: () => 'refetched',
      staleTime: Infinity,
    })
    const unsubscribe = observer.subscribe(() => {})

    forgetUnlessShown(client, ['chat', 'org', 'project', 'chat', 'c1', 'messages'])

    expect(client.getQueryData(key(null))).toBe('shown')
    expect(client.getQueryData(key('36'))).toBeUndefined()
    // The page's own query is the one in the cache: a patch lands where the page reads.
    client.setQueryData(key(null), 'patched')
    expect(observer.getCurrentResult().data).toBe('patched')

    unsubscribe()
    forgetUnlessShown(client, ['chat', 'org', 'project', 'chat', 'c1', 'messages'])
    expect(client.getQueryData(key(null))).toBeUndefined()
  })
})
