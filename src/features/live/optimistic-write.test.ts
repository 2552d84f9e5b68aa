import { QueryClient } from '@tanstack/react-query'
import { expect, it } from 'vitest'
import { mutationQueue } from './mutation-queue'
import { writeOptimistically } from './optimistic-write'

const key = ['follows', 'chat', 'c1']

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

it('drops a read begun before the change: its late answer does not put the old state back', async () => {
  const queryClient = new QueryClient()
  queryClient.setQueryData(key, 'old')
  const staleRead = deferred<string>()
  void queryClient.fetchQuery({ queryKey: key, queryFn: () => staleRead.promise, staleTime: 0 })

  const written = writeOptimistically(
    queryClient,
    key,
    () => queryClient.setQueryData(key, 'new'),
    async () => 'saved',
  )
  // Shown at once, in the caller's task: a second key press before the next render must see it.
  expect(queryClient.getQueryData(key)).toBe('new')
  staleRead.resolve('old')
  expect(await written).toBe('saved')
  expect(queryClient.getQueryData(key)).toBe('new')
})

it('reads the queries again once every change in flight has settled, accepted or refused', async () => {
  const queryClient = new QueryClient()
  queryClient.setQueryData(key, 'old')
  const first = deferred<string>()
  const second = deferred<string>()
  const showNothing = () => {}
  const firstWritten = writeOptimistically(queryClient, key, showNothing, () => first.promise)
  const secondWritten = writeOptimistically(queryClient, key, showNothing, () => second.promise)
  expect(mutationQueue.pending).toBe(2)

  first.resolve('saved')
  expect(await firstWritten).toBe('saved')
  // The second change is still in flight: a read now would not have it.
  expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false)

  second.reject(new Error('refused'))
  await expect(secondWritten).rejects.toThrow('refused')
  expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true)
})
