import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
import { Card } from '~/components/ui/card'
import { mutationQueue } from '~/features/live/mutation-queue'
import { useProject } from '~/features/projects/projects.queries'
import { toast } from '~/lib/toast'
import { createBoardFn } from '../feedback.functions'
import { feedbackKeys } from '../feedback.queries'
import { BoardForm } from './board-form'

/** /feedback/boards/new: editors create a board; it lands at the end of the list. */
export function BoardNewPage({ orgSlug, projectSlug }: { orgSlug: string; projectSlug: string }) {
  const project = useProject(orgSlug, projectSlug)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const t = useT('feedbackAdmin')
  const params = { org: orgSlug, project: projectSlug }
  return (
    <div className="grid max-w-2xl gap-4">
      <Link
        to="/@{$org}/$project/feedback/boards"
        params={params}
        className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t('boards.all')}
      </Link>
      <h3 className="text-lg font-semibold tracking-tight">{t('boardNew.title')}</h3>
      <Card className="p-4 sm:p-6">
        <BoardForm
          label={t('boardNew.title')}
          orgName={project.orgName}
          orgSlug={orgSlug}
          defaultValues={{
            name: '',
            description: '',
            color: 'blue',
            teamOnly: false,
            teamIds: [],
            anonymousVotes: false,
            anonymousPosts: false,
            holdAnonymousPosts: true,
          }}
          submitLabel={t('boardNew.submit')}
          pendingLabel={t('boardNew.pending')}
          errorMessage={t('boardNew.failed')}
          onSubmit={async (values) => {
            const created = await mutationQueue.run(() =>
              createBoardFn({ data: { orgSlug, projectSlug, ...values } }),
            )
            await queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
            toast.success(t('boardNew.created', { board: created.name }))
            await navigate({ to: '/@{$org}/$project/feedback/boards', params })
          }}
        />
      </Card>
    </div>
  )
}
