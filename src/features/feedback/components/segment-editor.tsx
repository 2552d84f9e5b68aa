import { useQueryClient } from '@tanstack/react-query'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { deleteSegmentFn, saveSegmentFn, updateSegmentFn } from '../demand.functions'
import { feedbackKeys } from '../feedback.queries'
import { type Segment, SegmentsManager } from './segments-manager'

/**
 * The organisation's saved segments from the feedback list's "Segments…", for members: saved, changed and
 * deleted here (or on the Customers page), picked in the list's and the roadmap's Segment filter.
 */
export function SegmentEditor({
  orgSlug,
  projectSlug,
  segments,
  plans,
  onClose,
}: {
  orgSlug: string
  projectSlug: string
  segments: Segment[]
  plans: string[]
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const scope = { orgSlug, projectSlug }
  const t = useT('feedbackAdmin')
  return (
    <Card className="grid gap-3 p-4" data-testid="segment-editor">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{t('segments.title')}</h4>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('segments.close')}
        </Button>
      </div>
      <SegmentsManager
        segments={segments}
        plans={plans}
        actions={{
          save: (fields) => saveSegmentFn({ data: { ...scope, ...fields } }),
          update: (segmentId, fields) => updateSegmentFn({ data: { ...scope, segmentId, ...fields } }),
          remove: (segmentId) => deleteSegmentFn({ data: { ...scope, segmentId } }),
          refresh: () =>
            queryClient.invalidateQueries({ queryKey: feedbackKeys.setup(orgSlug, projectSlug) }),
        }}
      />
    </Card>
  )
}
