import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { applyMarkRead, type MarkReadScope } from './mark-read-cache'
import { markNotificationsReadFn } from './notifications.functions'
import { notificationKeys } from './notifications.queries'

/**
 * Marks notifications read through the mutation queue, optimistically; a refusal puts the server's view back
 * and says so. `quiet` skips the failure toast (a click that also leaves the page).
 */
export function useMarkRead() {
  const t = useT('notifications')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  return React.useCallback(
    async (scope: MarkReadScope, options: { quiet?: boolean } = {}) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.inbox() })
      applyMarkRead(queryClient, scope)
      try {
        return await mutationQueue.run(() => markNotificationsReadFn({ data: scope }))
      } catch (error) {
        if (!options.quiet) toast.error(errorText(messageOf(error, t('markReadFailure'))))
        return undefined
      } finally {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox() })
      }
    },
    [queryClient, t, errorText],
  )
}
