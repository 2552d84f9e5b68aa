import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { MessagesSquare } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { FormDialog } from '~/components/ui/form-dialog'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { startThreadFromFeedbackFn } from '../discussions.functions'
import { discussionSetupQuery } from '../discussions.queries'
import { useDiscussionAction } from '../use-discussion-action'

/**
 * On a feedback item (moderators): start a team discussion from it. The thread carries the item's details and
 * a link back; the item gets an internal note linking to the thread.
 */
export function StartDiscussionButton(props: { orgSlug: string; projectSlug: string; feedbackId: string }) {
  const t = useT('discussions')
  const [open, setOpen] = React.useState(false)
  const setup = useQuery({ ...discussionSetupQuery(props.orgSlug, props.projectSlug), enabled: open })
  const [categoryId, setCategoryId] = React.useState('')
  const { run, pending } = useDiscussionAction(props.orgSlug, props.projectSlug)
  const navigate = useNavigate()
  const id = React.useId()
  const categories = setup.data?.categories ?? []
  const chosen = categoryId || categories[0]?.id || ''
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <MessagesSquare aria-hidden /> {t('start.button')}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('start.button')}
        description={t('start.description')}
        submitLabel={t('common.startDiscussion')}
        pendingLabel={t('common.starting')}
        pending={pending}
        disabled={!chosen}
        onSubmit={async () => {
          const { orgSlug, projectSlug, feedbackId } = props
          const done = await run(
            () =>
              startThreadFromFeedbackFn({ data: { orgSlug, projectSlug, feedbackId, categoryId: chosen } }),
            { success: t('start.done'), failure: t('start.failed') },
          )
          if (!done) return
          setOpen(false)
          await navigate({
            to: '/@{$org}/$project/discussions/$discussionId',
            params: { org: orgSlug, project: projectSlug, discussionId: done.threadId },
          })
        }}
      >
        <Label htmlFor={id}>{t('common.category')}</Label>
        <NativeSelect
          id={id}
          value={chosen}
          disabled={!setup.data}
          onChange={(event) => setCategoryId(event.target.value)}
        >
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.emoji} {category.name}
            </option>
          ))}
        </NativeSelect>
      </FormDialog>
    </>
  )
}
