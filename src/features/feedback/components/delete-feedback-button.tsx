import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trash2 } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { dropFromCachedLists } from '~/features/live/drop-from-cache'
import { mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { deleteFeedbackFn } from '../feedback.functions'
import { feedbackKeys } from '../feedback.queries'
import type { FeedbackPage } from '../server/list.server'

type DeleteFeedbackButtonProps = { orgSlug: string; projectSlug: string; itemId: string; title: string }

export function DeleteFeedbackButton({ orgSlug, projectSlug, itemId, title }: DeleteFeedbackButtonProps) {
  const t = useT('feedback')
  const errorText = useErrorText()
  const [open, setOpen] = React.useState(false)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return (
    <>
      <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden /> {t('delete.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('delete.title')}
        description={t('delete.description', { title })}
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('action.deleting')}
        onConfirm={async () => {
          try {
            await mutationQueue.run(() =>
              deleteFeedbackFn({ data: { orgSlug, projectSlug, feedbackId: itemId } }),
            )
            await dropFromCachedLists<FeedbackPage>(
              queryClient,
              feedbackKeys.lists(orgSlug, projectSlug),
              (page) => ({ ...page, items: page.items.filter((item) => item.id !== itemId) }),
            )
            toast.success(t('delete.done'))
            setOpen(false)
            await navigate({
              to: '/@{$org}/$project/feedback',
              params: { org: orgSlug, project: projectSlug },
            })
          } catch (error) {
            toast.error(errorText(messageOf(error, t('delete.failed'))))
          }
        }}
      />
    </>
  )
}
