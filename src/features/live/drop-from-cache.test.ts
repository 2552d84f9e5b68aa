import { QueryClient } from '@tanstack/react-query'
import { expect, it } from 'vitest'
import { dropFromCache, dropFromCachedLists } from './drop-from-cache'

type Page = { items: { id: string }[]; nextCursor: string | null }
const without = (id: string) => (page: Page) => ({
  ...page,
  items: page.items.filter((item) => item.id !== id),
})

function cached(queryClient: QueryClient, key: unknown[], pages: Page[]) {
  queryClient.setQueryData(key, { pages, pageParams: pages.map((_, index) => index) })
}

it('takes the entry out of every page of every cached list under the key, and leaves other keys alone', async () => {
  const queryClient = new QueryClient()
  cached(
    queryClient,
    ['feedback', 'p', 'list', { sort: 'top' }],
    [
      { items: [{ id: 'a' }, { id: 'gone' }], nextCursor: 'x' },
      { items: [{ id: 'b' }], nextCursor: null },
    ],
  )
  cached(
    queryClient,
    ['feedback', 'p', 'list', { sort: 'new' }],
    [{ items: [{ id: 'gone' }], nextCursor: null }],
  )
  cached(queryClient, ['feedback', 'other', 'list', {}], [{ items: [{ id: 'gone' }], nextCursor: null }])

  await dropFromCachedLists(queryClient, ['feedback', 'p', 'list'], without('gone'))

  const ids = (key: unknown[]) =>
    queryClient.getQueryData<{ pages: Page[] }>(key)?.pages.map((page) => page.items.map((item) => item.id))
  expect(ids(['feedback', 'p', 'list', { sort: 'top' }])).toEqual([['a'], ['b']])
  expect(ids(['feedback', 'p', 'list', { sort: 'new' }])).toEqual([[]])
  expect(ids(['feedback', 'other', 'list', {}])).toEqual([['gone']])
})

it('cancels a list fetch begun before the deletion, so its answer cannot bring the entry back', async () => {
  const queryClient = new QueryClient()
  const key = ['updates', 'p', 'list']
  cached(queryClient, key, [{ items: [{ id: 'a' }, { id: 'gone' }], nextCursor: null }])
  let answer: (page: Page) => void = () => {}
  const stale = queryClient.fetchInfiniteQuery({
    queryKey: key,
    initialPageParam: 0,
    getNextPageParam: () => undefined,
    queryFn: () => new Promise<Page>((resolve) => (answer = resolve)),
  })

  await dropFromCachedLists(queryClient, key, without('gone'))
  answer({ items: [{ id: 'a' }, { id: 'gone' }], nextCursor: null })
  await stale.catch(() => {})

  const data = queryClient.getQueryData<{ pages: Page[] }>(key)
  expect(data?.pages[0]?.items.map((item) => item.id)).toEqual(['a'])
})

it('works on a plain cached list as well, and leaves a query without data alone', async () => {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['projects', 'team', 'list'], [{ slug: 'keep' }, { slug: 'gone' }])
  queryClient.getQueryCache().build(queryClient, { queryKey: ['projects', 'team', 'list', 'never read'] })

  await dropFromCache<{ slug: string }[]>(queryClient, ['projects', 'team', 'list'], (projects) =>
    projects.filter((project) => project.slug !== 'gone'),
  )

  expect(queryClient.getQueryData(['projects', 'team', 'list'])).toEqual([{ slug: 'keep' }])
  expect(queryClient.getQueryData(['projects', 'team', 'list', 'never read'])).toBeUndefined()
})
