import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { useErrorText } from '~/components/i18n/use-t'
import { mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import { fileKeys } from './files.queries'

/**
 * Runs a files change through the mutation queue (one at a time, in order) and refreshes the project's files
 * queries whatever the outcome. Resolves to an error message for the caller to show (in the page's language
 * when the `errors` catalogue knows it), or null on success.
 */
export function useFileChange(orgSlug: string, projectSlug: string) {
  const queryClient = useQueryClient()
  const errorText = useErrorText()
  const [pending, setPending] = React.useState(false)
  const run = React.useCallback(
    async (call: () => Promise<unknown>, failure: string): Promise<string | null> => {
      setPending(true)
      try {
        await mutationQueue.run(call)
        return null
      } catch (error) {
        return errorText(messageOf(error, failure))
      } finally {
        setPending(false)
        void queryClient.invalidateQueries({ queryKey: fileKeys.project(orgSlug, projectSlug) })
      }
    },
    [queryClient, orgSlug, projectSlug, errorText],
  )
  return { run, pending }
}
