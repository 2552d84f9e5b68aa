import { useQuery } from '@tanstack/react-query'
import { GitMerge, Search } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { StatusBadge } from '~/components/ui/badges'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Input } from '~/components/ui/input'
import { EmptyState, Loading } from '~/components/ui/query-states'
import { listFeedbackFn, mergeFeedbackFn } from '../feedback.functions'
import type { FeedbackDetail } from '../server/item-detail.server'
import { useFeedbackAction } from '../use-feedback-action'

type MergeDialogProps = {
  orgSlug: string
  projectSlug: string
  item: FeedbackDetail
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** "Merge into…": find the item this one duplicates, then merge (votes combine, comments come along). */
export function MergeDialog({ orgSlug, projectSlug, item, open, onOpenChange }: MergeDialogProps) {
  const [text, setText] = React.useState('')
  const [query, setQuery] = React.useState('')
  const { run, pending } = useFeedbackAction(orgSlug, projectSlug)
  const t = useT('feedbackAdmin')
  React.useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250)
    return () => clearTimeout(timer)
  }, [text])
  const results = useQuery({
    queryKey: ['feedback', orgSlug, projectSlug, 'merge-candidates', query],
    queryFn: async () => {
      const page = await listFeedbackFn({
        data: { orgSlug, projectSlug, board: 'all', sort: 'top', q: query || undefined },
      })
      return 'moved' in page ? [] : page.items
    },
    enabled: open,
  })
  const candidates = (results.data ?? []).filter((candidate) => candidate.id !== item.id)

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('merge.title')}
      description={t('merge.description', { title: item.title })}
    >
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t('merge.searchLabel')}
          placeholder={t('merge.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="ps-9"
          autoFocus
        />
      </div>
      <div className="mt-3 max-h-72 overflow-y-auto" aria-busy={results.isFetching}>
        {results.isPending ? (
          <Loading line className="p-3">
            {t('merge.searching')}
          </Loading>
        ) : candidates.length === 0 ? (
          <EmptyState line className="p-3" title={t('merge.noMatch')} />
        ) : (
          <ul className="grid gap-1" aria-label={t('merge.candidates')}>
            {candidates.map((candidate) => (
              <li
                key={candidate.id}
                className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-muted"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{candidate.title}</span>
                  <span className="flex items-center gap-2 text-xs text-muted-foreground">
                    <StatusBadge status={candidate.status} />{' '}
                    {t('merge.votes', { count: candidate.voteCount })}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={pending}
                  aria-label={t('merge.intoNamed', { title: candidate.title })}
                  onClick={async () => {
                    const merged = await run(
                      () =>
                        mergeFeedbackFn({
                          data: { orgSlug, projectSlug, feedbackId: item.id, targetId: candidate.id },
                        }),
                      {
                        success: t('merge.merged', { title: candidate.title }),
                        failure: t('merge.failed'),
                      },
                    )
                    if (merged) onOpenChange(false)
                  }}
                >
                  <GitMerge aria-hidden /> {t('merge.merge')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </Dialog>
  )
}
