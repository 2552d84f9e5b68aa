import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { messageOf } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { mutationQueue } from './mutation-queue'

/**
 * Runs a change through the mutation queue (one at a time, in order), then refreshes the queries under
 * `refresh`, and reports: a toast on success when given one, the server's message on failure. Resolves to the
 * result, or undefined on failure.
 */
export function useQueuedAction(refresh: QueryKey) {
  const queryClient = useQueryClient()
  const [pending, setPending] = React.useState(false)
  const refreshKey = JSON.stringify(refresh)
  const run = React.useCallback(
    async <T>(
      call: () => Promise<T>,
      messages: { success?: string; failure: string },
    ): Promise<T | undefined> => {
      setPending(true)
      try {
        const result = await mutationQueue.run(call)
        if (messages.success) toast.success(messages.success)
        return result
      } catch (error) {
        toast.error(messageOf(error, messages.failure))
        return undefined
      } finally {
        setPending(false)
        void queryClient.invalidateQueries({ queryKey: JSON.parse(refreshKey) as QueryKey })
      }
    },
    [queryClient, refreshKey],
  )
  return { run, pending }
}
