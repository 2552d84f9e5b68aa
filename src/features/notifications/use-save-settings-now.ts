import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { useErrorText } from '~/components/i18n/use-t'
import { mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import type { NotificationSettings } from '~/lib/notification-rules'
import { toast } from '~/lib/toast'
import { updateNotificationSettingsFn } from './notifications.functions'
import { notificationKeys } from './notifications.queries'
import type { NotificationSettingsView } from './notifications.types'

/**
 * Saves one change at once (pause, resume, e-mails back on) over the settings as stored now, leaving the
 * form's unsaved edits alone. Resolves to true when saved; a refusal is a toast.
 */
export function useSaveSettingsNow() {
  const queryClient = useQueryClient()
  const errorText = useErrorText()
  const [pending, setPending] = React.useState(false)
  const save = React.useCallback(
    async (changes: Partial<NotificationSettings>, messages: { success: string; failure: string }) => {
      const latest = queryClient.getQueryData<NotificationSettingsView>(notificationKeys.settings())
      if (!latest) return false
      setPending(true)
      try {
        const saved = await mutationQueue.run(() =>
          updateNotificationSettingsFn({ data: { ...latest.settings, ...changes } }),
        )
        queryClient.setQueryData(notificationKeys.settings(), saved)
        toast.success(messages.success)
        return true
      } catch (error) {
        toast.error(errorText(messageOf(error, messages.failure)))
        return false
      } finally {
        setPending(false)
      }
    },
    [queryClient, errorText],
  )
  return { save, pending }
}
