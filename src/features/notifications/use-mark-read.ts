import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { writeOptimistically } from '~/features/live/optimistic-write'
import { messageOf } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { applyMarkRead, type MarkReadScope } from './mark-read-cache'
import { markNotificationsReadFn } from './notifications.functions'
import { notificationKeys } from './notifications.queries'

/**
 * Marks notifications read, optimistically (writeOptimistically); a refusal puts the server's view back (the
 * refresh after it) and says so. `quiet` skips the failure toast (a click that also leaves the page).
 */
export function useMarkRead() {
  const t = useT('notifications')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  return React.useCallback(
    async (scope: MarkReadScope, options: { quiet?: boolean } = {}) => {
      try {
        return await writeOptimistically(
          queryClient,
          notificationKeys.inbox(),
          () => applyMarkRead(queryClient, scope),
          () => markNotificationsReadFn({ data: scope }),
        )
      } catch (error) {
        if (!options.quiet) toast.error(errorText(messageOf(error, t('markReadFailure'))))
        return undefined
      }
    },
    [queryClient, t, errorText],
  )
}
