import { Pencil, Map as RoadmapIcon, Trash2 } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { ColorDot } from '~/components/ui/badges'
import { Button } from '~/components/ui/button'
import { ReorderButtons } from '~/components/ui/reorder-buttons'
import type { StatusFormValues } from '../feedback.schemas'
import type { StatusSummary } from '../server/statuses.server'
import { asFeedbackColor } from './status-colors'
import { StatusDeleteForm } from './status-delete-form'
import { CATEGORY_LABELS, StatusForm } from './status-form'

export type StatusRowMode = 'view' | 'edit' | 'delete'

type StatusRowProps = {
  status: StatusSummary
  index: number
  statuses: StatusSummary[]
  mode: StatusRowMode
  onModeChange: (mode: StatusRowMode) => void
  onMove: (delta: -1 | 1) => void
  onSave: (values: StatusFormValues) => Promise<void>
  onDelete: (reassignTo: string | null) => Promise<void>
}

/** One status in the settings list: what it is, and its edit, reorder and delete controls. */
export function StatusRow({
  status,
  index,
  statuses,
  mode,
  onModeChange,
  onMove,
  onSave,
  onDelete,
}: StatusRowProps) {
  const t = useT('feedbackAdmin')
  const isLast = statuses.length <= 1
  const editRef = React.useRef<HTMLButtonElement>(null)
  const deleteRef = React.useRef<HTMLButtonElement>(null)
  const previousMode = React.useRef(mode)
  // When a form closes (saved or cancelled), focus returns to the button that opened it.
  React.useEffect(() => {
    const previous = previousMode.current
    previousMode.current = mode
    if (mode !== 'view' || previous === 'view') return
    ;(previous === 'edit' ? editRef : deleteRef).current?.focus()
  }, [mode])
  return (
    <li data-testid="status-row" className="grid gap-3 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="flex min-w-0 flex-1 basis-48 flex-wrap items-center gap-2">
          <ColorDot color={status.color} />
          <span className="font-medium break-words">{status.name}</span>
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
            {t(CATEGORY_LABELS[status.category])}
          </span>
          {status.showOnRoadmap ? (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <RoadmapIcon aria-hidden className="size-3" /> {t('statusRow.onRoadmap')}
            </span>
          ) : null}
        </span>
        <span className="flex items-center gap-1">
          <ReorderButtons name={status.name} index={index} count={statuses.length} onMove={onMove} />
          <Button
            ref={editRef}
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t('common.editNamed', { name: status.name })}
            aria-expanded={mode === 'edit'}
            onClick={() => onModeChange(mode === 'edit' ? 'view' : 'edit')}
          >
            <Pencil aria-hidden /> {t('common.edit')}
          </Button>
          <Button
            ref={deleteRef}
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t('common.deleteNamed', { name: status.name })}
            aria-expanded={mode === 'delete'}
            disabled={isLast}
            title={isLast ? t('statusRow.needsOne') : undefined}
            onClick={() => onModeChange(mode === 'delete' ? 'view' : 'delete')}
          >
            <Trash2 aria-hidden /> {t('common.delete')}
          </Button>
        </span>
      </div>
      {mode === 'edit' ? (
        <StatusForm
          idPrefix={`status-${status.id}`}
          label={t('statusRow.editLabel', { status: status.name })}
          defaultValues={{
            name: status.name,
            color: asFeedbackColor(status.color),
            category: status.category,
            showOnRoadmap: status.showOnRoadmap,
          }}
          submitLabel={t('statusRow.save')}
          pendingLabel={t('common.saving')}
          errorMessage={t('statusRow.failed')}
          onSubmit={onSave}
          onCancel={() => onModeChange('view')}
        />
      ) : null}
      {mode === 'delete' && !isLast ? (
        <StatusDeleteForm
          status={status}
          otherStatuses={statuses.filter((other) => other.id !== status.id)}
          onDelete={onDelete}
          onCancel={() => onModeChange('view')}
        />
      ) : null}
    </li>
  )
}
