import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { LoadError, Loading } from '~/components/ui/query-states'
import { useReorder } from '~/components/ui/reorder-buttons'
import { mutationQueue } from '~/features/live/mutation-queue'
import { useProject } from '~/features/projects/projects.queries'
import { toast } from '~/lib/toast'
import { createStatusFn, deleteStatusFn, reorderStatusesFn, updateStatusFn } from '../feedback.functions'
import { feedbackKeys, feedbackSetupQuery } from '../feedback.queries'
import type { StatusFormValues } from '../feedback.schemas'
import type { StatusSummary } from '../server/statuses.server'
import { useFeedbackLive } from '../use-feedback-live'
import { StatusForm } from './status-form'
import { StatusRow, type StatusRowMode } from './status-row'

type Scope = { orgSlug: string; projectSlug: string }

/** Project settings → Feedback statuses: editors rename, recolour, recategorise, reorder, add and delete. */
export function FeedbackStatusesSettings({ orgSlug, projectSlug }: Scope) {
  const project = useProject(orgSlug, projectSlug)
  const setup = useQuery(feedbackSetupQuery(orgSlug, projectSlug))
  const t = useT('feedbackAdmin')
  if (!project.permissions['board.manage']) return null
  return (
    <Card className="max-w-2xl p-4 sm:p-6">
      <section aria-labelledby="feedback-statuses-heading">
        <h3 id="feedback-statuses-heading" className="font-semibold">
          {t('statuses.title')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('statuses.intro')}</p>
        {setup.data ? (
          <StatusList
            orgSlug={orgSlug}
            projectSlug={projectSlug}
            statuses={setup.data.statuses}
            projectId={setup.data.projectId}
            isMember={setup.data.isMember}
          />
        ) : setup.isError ? (
          <LoadError
            line
            className="mt-4"
            message={t('statuses.loadFailed')}
            onRetry={() => void setup.refetch()}
          />
        ) : (
          <Loading line className="mt-4">
            {t('statuses.loading')}
          </Loading>
        )}
      </section>
    </Card>
  )
}

type StatusListProps = Scope & { statuses: StatusSummary[]; projectId: string; isMember: boolean }

function StatusList({ orgSlug, projectSlug, projectId, isMember, ...props }: StatusListProps) {
  useFeedbackLive({ orgSlug, projectSlug, projectId, isMember })
  const queryClient = useQueryClient()
  const t = useT('feedbackAdmin')
  const errorText = useErrorText()
  const [modes, setModes] = React.useState<Record<string, StatusRowMode>>({})
  const [adding, setAdding] = React.useState(false)
  const [announcement, setAnnouncement] = React.useState('')
  const addButtonRef = React.useRef<HTMLButtonElement>(null)
  const scope = { orgSlug, projectSlug }
  const setMode = (id: string, mode: StatusRowMode) => setModes((current) => ({ ...current, [id]: mode }))
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })

  const { rows: statuses, move: moveStatus } = useReorder(props.statuses)

  const move = (status: StatusSummary, index: number, delta: -1 | 1) => {
    setAnnouncement(
      t('common.moved', { name: status.name, position: index + delta + 1, count: statuses.length }),
    )
    return moveStatus(
      index,
      delta,
      async (ids) => {
        try {
          await mutationQueue.run(() => reorderStatusesFn({ data: { ...scope, ids } }))
        } catch (error) {
          toast.error(error instanceof Error ? errorText(error.message) : t('statuses.reorderFailed'))
          setAnnouncement(t('statuses.reorderFailedAnnouncement'))
        }
      },
      refresh,
    )
  }

  const save = async (status: StatusSummary, values: StatusFormValues) => {
    await mutationQueue.run(() => updateStatusFn({ data: { ...scope, statusId: status.id, ...values } }))
    await refresh()
    setMode(status.id, 'view')
    toast.success(t('statuses.saved', { status: values.name }))
  }

  const remove = async (status: StatusSummary, reassignTo: string | null) => {
    await mutationQueue.run(() => deleteStatusFn({ data: { ...scope, statusId: status.id, reassignTo } }))
    await refresh()
    toast.success(t('statuses.deleted', { status: status.name }))
  }

  const create = async (values: StatusFormValues) => {
    await mutationQueue.run(() => createStatusFn({ data: { ...scope, ...values } }))
    await refresh()
    setAdding(false)
    toast.success(t('statuses.added', { status: values.name }))
  }

  return (
    <div className="mt-4 grid gap-4">
      {statuses.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('statuses.empty')}</p>
      ) : (
        <ul aria-label={t('statuses.list')} className="divide-y divide-border">
          {statuses.map((status, index) => (
            <StatusRow
              key={status.id}
              status={status}
              index={index}
              statuses={statuses}
              mode={modes[status.id] ?? 'view'}
              onModeChange={(mode) => setMode(status.id, mode)}
              onMove={(delta) => void move(status, index, delta)}
              onSave={(values) => save(status, values)}
              onDelete={(reassignTo) => remove(status, reassignTo)}
            />
          ))}
        </ul>
      )}
      {adding ? (
        <StatusForm
          idPrefix="new-status"
          label={t('statuses.addLabel')}
          defaultValues={{ name: '', color: 'gray', category: 'open', showOnRoadmap: false }}
          submitLabel={t('statuses.add')}
          pendingLabel={t('common.adding')}
          errorMessage={t('statuses.addFailed')}
          onSubmit={create}
          onCancel={() => {
            setAdding(false)
            requestAnimationFrame(() => addButtonRef.current?.focus())
          }}
        />
      ) : (
        <Button
          ref={addButtonRef}
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => setAdding(true)}
        >
          <Plus aria-hidden /> {t('statuses.add')}
        </Button>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  )
}
