import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Lock, LockOpen, MessageSquareShare, Pin, PinOff, Trash2 } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FormDialog } from '~/components/ui/form-dialog'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { feedbackSetupQuery } from '~/features/feedback/feedback.queries'
import { dropFromCachedLists } from '~/features/live/drop-from-cache'
import { LOCK_REASON_MAX } from '~/lib/discussion-rules'
import { discussionKeys } from '../discussion-keys'
import {
  convertThreadToFeedbackFn,
  deleteThreadFn,
  lockThreadFn,
  moveThreadFn,
  pinThreadFn,
} from '../discussions.functions'
import type { DiscussionCategory, ThreadDetail, ThreadListPage } from '../discussions.types'
import { useDiscussionAction } from '../use-discussion-action'

type ThreadModerationProps = {
  orgSlug: string
  projectSlug: string
  thread: ThreadDetail
  categories: DiscussionCategory[]
}

/** What moderators do to a thread: pin, lock with a reason, move, convert to feedback, delete. */
export function ThreadModeration({ orgSlug, projectSlug, thread, categories }: ThreadModerationProps) {
  const t = useT('discussions')
  const { run, pending } = useDiscussionAction(orgSlug, projectSlug)
  const [dialog, setDialog] = React.useState<'lock' | 'convert' | 'delete' | null>(null)
  const scope = { orgSlug, projectSlug, threadId: thread.id }
  const moveId = React.useId()
  const moderator = thread.permissions.canModerate

  return (
    <Card className="grid gap-3 p-4">
      <h2 className="text-sm font-medium uppercase tracking-wide text-muted-foreground">{t('mod.title')}</h2>
      {moderator ? (
        <>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              aria-pressed={thread.pinned}
              onClick={() =>
                void run(() => pinThreadFn({ data: { ...scope, pinned: !thread.pinned } }), {
                  success: thread.pinned ? t('mod.unpinned') : t('mod.pinnedToTop'),
                  failure: t('mod.changeFailed'),
                })
              }
            >
              {thread.pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
              {thread.pinned ? t('mod.unpin') : t('mod.pin')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              aria-pressed={thread.locked}
              onClick={() =>
                thread.locked
                  ? void run(() => lockThreadFn({ data: { ...scope, locked: false, reason: '' } }), {
                      success: t('mod.unlocked'),
                      failure: t('mod.unlockFailed'),
                    })
                  : setDialog('lock')
              }
            >
              {thread.locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
              {thread.locked ? t('mod.unlock') : t('mod.lock')}
            </Button>
            {thread.convertedToFeedback ? null : (
              <Button variant="outline" size="sm" disabled={pending} onClick={() => setDialog('convert')}>
                <MessageSquareShare aria-hidden /> {t('mod.convert')}
              </Button>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={moveId}>{t('common.category')}</Label>
            <NativeSelect
              id={moveId}
              value={thread.categoryId}
              disabled={pending}
              onChange={(event) => {
                const categoryId = event.target.value
                const name =
                  categories.find((category) => category.id === categoryId)?.name ?? t('common.theCategory')
                void run(() => moveThreadFn({ data: { ...scope, categoryId } }), {
                  success: t('mod.moved', { name }),
                  failure: t('mod.moveFailed'),
                })
              }}
            >
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.emoji} {category.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        </>
      ) : null}
      {thread.permissions.canDelete ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start text-destructive"
          onClick={() => setDialog('delete')}
        >
          <Trash2 aria-hidden /> {t('mod.delete')}
        </Button>
      ) : null}
      <LockDialog
        open={dialog === 'lock'}
        onClose={() => setDialog(null)}
        onLock={(reason) =>
          run(() => lockThreadFn({ data: { ...scope, locked: true, reason } }), {
            success: t('mod.lockedToast'),
            failure: t('mod.lockFailed'),
          })
        }
      />
      {moderator ? (
        <ConvertDialog {...scope} open={dialog === 'convert'} onClose={() => setDialog(null)} />
      ) : null}
      <DeleteThreadDialog
        {...scope}
        title={thread.title}
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
      />
    </Card>
  )
}

function LockDialog(props: {
  open: boolean
  onClose: () => void
  onLock: (reason: string) => Promise<unknown>
}) {
  const t = useT('discussions')
  const [reason, setReason] = React.useState('')
  const [pending, setPending] = React.useState(false)
  const id = React.useId()
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('lock.title')}
      description={t('lock.description')}
      submitLabel={t('lock.submit')}
      pendingLabel={t('lock.pending')}
      pending={pending}
      onSubmit={async () => {
        setPending(true)
        const done = await props.onLock(reason.trim())
        setPending(false)
        if (done) {
          setReason('')
          props.onClose()
        }
      }}
    >
      <Label htmlFor={id}>{t('lock.reason')}</Label>
      <Input
        id={id}
        value={reason}
        maxLength={LOCK_REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
        placeholder={t('lock.placeholder')}
      />
    </FormDialog>
  )
}

type DialogScope = {
  orgSlug: string
  projectSlug: string
  threadId: string
  open: boolean
  onClose: () => void
}

function ConvertDialog(props: DialogScope) {
  const t = useT('discussions')
  const boards = useQuery({ ...feedbackSetupQuery(props.orgSlug, props.projectSlug), enabled: props.open })
  const [boardId, setBoardId] = React.useState('')
  const { run, pending } = useDiscussionAction(props.orgSlug, props.projectSlug)
  const navigate = useNavigate()
  const id = React.useId()
  const chosen = boardId || boards.data?.boards[0]?.id || ''
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('mod.convert')}
      description={t('convert.description')}
      submitLabel={t('convert.submit')}
      pendingLabel={t('convert.pending')}
      pending={pending}
      disabled={!chosen}
      onSubmit={async () => {
        const { orgSlug, projectSlug, threadId } = props
        const done = await run(
          () => convertThreadToFeedbackFn({ data: { orgSlug, projectSlug, threadId, boardId: chosen } }),
          { success: t('convert.done'), failure: t('convert.failed') },
        )
        if (!done) return
        props.onClose()
        await navigate({
          to: '/@{$org}/$project/feedback/$feedbackId',
          params: { org: orgSlug, project: projectSlug, feedbackId: done.feedbackId },
        })
      }}
    >
      <Label htmlFor={id}>{t('convert.board')}</Label>
      <NativeSelect
        id={id}
        value={chosen}
        onChange={(event) => setBoardId(event.target.value)}
        disabled={!boards.data}
      >
        {(boards.data?.boards ?? []).map((board) => (
          <option key={board.id} value={board.id}>
            {board.teamOnly ? t('convert.teamOnly', { name: board.name }) : board.name}
          </option>
        ))}
      </NativeSelect>
    </FormDialog>
  )
}

function DeleteThreadDialog(props: DialogScope & { title: string }) {
  const t = useT('discussions')
  const [typed, setTyped] = React.useState('')
  const { run, pending } = useDiscussionAction(props.orgSlug, props.projectSlug)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const id = React.useId()
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('delete.title')}
      description={t('delete.description')}
      submitLabel={t('mod.delete')}
      pendingLabel={t('common.deleting')}
      pending={pending}
      destructive
      disabled={typed.trim() !== props.title}
      onSubmit={async () => {
        const { orgSlug, projectSlug, threadId } = props
        const done = await run(
          () => deleteThreadFn({ data: { orgSlug, projectSlug, threadId, confirmTitle: typed } }),
          { success: t('delete.done'), failure: t('delete.failed') },
        )
        if (!done) return
        const gone = (threads: ThreadListPage['threads']) =>
          threads.filter((thread) => thread.id !== threadId)
        await dropFromCachedLists<ThreadListPage>(
          queryClient,
          discussionKeys.lists(orgSlug, projectSlug),
          (page) => ({
            ...page,
            pinned: gone(page.pinned),
            threads: gone(page.threads),
          }),
        )
        props.onClose()
        await navigate({
          to: '/@{$org}/$project/discussions',
          params: { org: orgSlug, project: projectSlug },
        })
      }}
    >
      <Label htmlFor={id}>{t('delete.confirm', { title: props.title })}</Label>
      <Input
        id={id}
        value={typed}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setTyped(event.target.value)}
      />
    </FormDialog>
  )
}
