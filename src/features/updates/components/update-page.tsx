import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { dropFromCachedLists } from '~/features/live/drop-from-cache'
import { useLiveQueries } from '~/features/live/live-provider'
import { mutationQueue } from '~/features/live/mutation-queue'
import { useProject } from '~/features/projects/projects.queries'
import { messageOf } from '~/lib/auth-result'
import { topicOf } from '~/lib/live-topics'
import { toast } from '~/lib/toast'
import type { UpdatesPage, UpdateView } from '../server/read.server'
import { deleteUpdateFn } from '../updates.functions'
import { updateKeys, updateQuery } from '../updates.queries'
import { UpdateCard } from './update-card'

type UpdatePageProps = { orgSlug: string; projectSlug: string; updateId: string }

export function UpdatePage({ orgSlug, projectSlug, updateId }: UpdatePageProps) {
  const t = useT('updates')
  const errorText = useErrorText()
  const { data } = useSuspenseQuery(updateQuery(orgSlug, projectSlug, updateId))
  // Editors also follow the members' topic, where drafts' changes are told (write.server.ts).
  const editor = useProject(orgSlug, projectSlug).permissions['update.publish']
  useLiveQueries(
    [topicOf.project(data.projectId), editor ? topicOf.members(data.projectId) : null],
    [updateKeys.project(orgSlug, projectSlug)],
  )
  const [deleting, setDeleting] = React.useState(false)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const params = { org: orgSlug, project: projectSlug }
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to="/@{$org}/$project/updates"
          params={params}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t('page.all')}
        </Link>
        {data.isEditor ? (
          <div className="flex gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/@{$org}/$project/updates/$updateId/edit" params={{ ...params, updateId }}>
                <Pencil aria-hidden /> {t('page.edit')}
              </Link>
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              onClick={() => setDeleting(true)}
            >
              <Trash2 aria-hidden /> {t('page.delete')}
            </Button>
          </div>
        ) : null}
      </div>
      <UpdateCard orgSlug={orgSlug} projectSlug={projectSlug} update={data.update} headingLevel="h1" />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('delete.title')}
        description={t('delete.description', { title: data.update.title })}
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.pending')}
        onConfirm={async () => {
          try {
            await mutationQueue.run(() => deleteUpdateFn({ data: { orgSlug, projectSlug, updateId } }))
            // A draft is listed apart from the published ones, on the first page.
            const gone = (updates: UpdateView[]) => updates.filter((update) => update.id !== updateId)
            await dropFromCachedLists<UpdatesPage & { drafts: UpdateView[] }>(
              queryClient,
              updateKeys.list(orgSlug, projectSlug),
              (page) => ({ ...page, updates: gone(page.updates), drafts: gone(page.drafts) }),
            )
            setDeleting(false)
            toast.success(t('delete.done'))
            await navigate({ to: '/@{$org}/$project/updates', params })
          } catch (error) {
            toast.error(errorText(messageOf(error, t('delete.failed'))))
          }
        }}
      />
    </div>
  )
}
