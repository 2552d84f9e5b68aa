import { useQuery, useQueryClient } from '@tanstack/react-query'
import { BellOff } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { setProjectMutedFn } from '../notifications.functions'
import { projectMuteQuery } from '../notifications.queries'

/** Mute a whole project: nothing from it notifies any more, except mentions of the viewer. */
export function ProjectMuteCard({ orgSlug, projectSlug }: { orgSlug: string; projectSlug: string }) {
  const t = useT('notifications')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const options = projectMuteQuery(orgSlug, projectSlug)
  const state = useQuery(options)
  const [pending, setPending] = React.useState(false)
  if (state.isError) return null
  const muted = state.data?.muted ?? false

  const toggle = async () => {
    setPending(true)
    try {
      const next = await mutationQueue.run(() =>
        setProjectMutedFn({ data: { orgSlug, projectSlug, muted: !muted } }),
      )
      queryClient.setQueryData(options.queryKey, next)
      toast.success(next.muted ? t('mute.muted') : t('mute.unmuted'))
    } catch (error) {
      toast.error(errorText(messageOf(error, t('follow.failure'))))
    } finally {
      setPending(false)
    }
  }

  return (
    <Card className="grid gap-2 p-5" data-testid="project-mute">
      <h3 className="text-sm font-medium uppercase tracking-wide text-muted-foreground">{t('title')}</h3>
      <p className="text-sm text-muted-foreground" role="status">
        {muted ? t('mute.statusMuted') : t('mute.statusUnmuted')}
      </p>
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={state.isPending || pending}
          onClick={() => void toggle()}
        >
          <BellOff aria-hidden /> {muted ? t('mute.unmute') : t('mute.mute')}
        </Button>
      </div>
    </Card>
  )
}
