import * as React from 'react'
import { useErrorText } from '~/components/i18n/use-t'
import { useQueuedAction } from '~/features/live/use-queued-action'
import { discussionKeys } from './discussion-keys'

/**
 * Runs a discussions change through the mutation queue and refreshes what discussions show. A refusal the
 * server words in English (one the `errors` catalogue knows) reaches the toast in the page's language.
 */
export function useDiscussionAction(orgSlug: string, projectSlug: string) {
  const queued = useQueuedAction(discussionKeys.project(orgSlug, projectSlug))
  const errorText = useErrorText()
  const queuedRun = queued.run
  const run = React.useCallback(
    <T>(call: () => Promise<T>, messages: { success?: string; failure: string }) =>
      queuedRun(async () => {
        try {
          return await call()
        } catch (error) {
          throw translatedRefusal(error, errorText)
        }
      }, messages),
    [queuedRun, errorText],
  )
  return { run, pending: queued.pending }
}

/** The same error, or (its message translated) a plain Error with it as the cause; network failures untouched. */
function translatedRefusal(error: unknown, errorText: (message: string) => string): unknown {
  if (!(error instanceof Error) || error instanceof TypeError || !error.message) return error
  const translated = errorText(error.message)
  return translated === error.message ? error : new Error(translated, { cause: error })
}
