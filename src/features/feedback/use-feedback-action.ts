import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { toast } from 'sonner'
import { mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import { feedbackKeys } from './feedback.queries'

/**
 * Runs a feedback change through the mutation queue, refreshes what feedback shows, and reports: a toast on
 * success when given one, the server's message on failure. Resolves to the result, or undefined on failure.
 */
export function useFeedbackAction(orgSlug: string, projectSlug: string) {
  const queryClient = useQueryClient()
  const [pending, setPending] = React.useState(false)
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
        void queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
      }
    },
    [queryClient, orgSlug, projectSlug],
  )
  return { run, pending }
}
