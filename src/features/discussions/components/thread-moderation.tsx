import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Lock, LockOpen, MessageSquareShare, Pin, PinOff, Trash2 } from 'lucide-react'
import * as React from 'react'
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
  const { run, pending } = useDiscussionAction(orgSlug, projectSlug)
  const [dialog, setDialog] = React.useState<'lock' | 'convert' | 'delete' | null>(null)
  const scope = { orgSlug, projectSlug, threadId: thread.id }
  const moveId = React.useId()
  const moderator = thread.permissions.canModerate

  return (
    <Card className="grid gap-3 p-4">
      <h2 className="text-sm font-medium uppercase tracking-wide text-muted-foreground">Manage</h2>
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
                  success: thread.pinned ? 'Unpinned' : 'Pinned to the top of the list',
                  failure: 'The discussion could not be changed',
                })
              }
            >
              {thread.pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
              {thread.pinned ? 'Unpin' : 'Pin'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              aria-pressed={thread.locked}
              onClick={() =>
                thread.locked
                  ? void run(() => lockThreadFn({ data: { ...scope, locked: false, reason: '' } }), {
                      success: 'Unlocked: replies are open again',
                      failure: 'The discussion could not be unlocked',
                    })
                  : setDialog('lock')
              }
            >
              {thread.locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
              {thread.locked ? 'Unlock' : 'Lock'}
            </Button>
            {thread.convertedToFeedback ? null : (
              <Button variant="outline" size="sm" disabled={pending} onClick={() => setDialog('convert')}>
                <MessageSquareShare aria-hidden /> Convert to feedback
              </Button>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={moveId}>Category</Label>
            <NativeSelect
              id={moveId}
              value={thread.categoryId}
              disabled={pending}
              onChange={(event) => {
                const categoryId = event.target.value
                const name = categories.find((category) => category.id === categoryId)?.name ?? 'the category'
                void run(() => moveThreadFn({ data: { ...scope, categoryId } }), {
                  success: `Moved to ${name}`,
                  failure: 'The discussion could not be moved',
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
          <Trash2 aria-hidden /> Delete discussion
        </Button>
      ) : null}
      <LockDialog
        open={dialog === 'lock'}
        onClose={() => setDialog(null)}
        onLock={(reason) =>
          run(() => lockThreadFn({ data: { ...scope, locked: true, reason } }), {
            success: 'Locked: no new replies',
            failure: 'The discussion could not be locked',
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
  const [reason, setReason] = React.useState('')
  const [pending, setPending] = React.useState(false)
  const id = React.useId()
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title="Lock this discussion?"
      description="Nobody can reply while it is locked. Say why, so people know."
      submitLabel="Lock discussion"
      pendingLabel="Locking…"
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
      <Label htmlFor={id}>Reason (optional)</Label>
      <Input
        id={id}
        value={reason}
        maxLength={LOCK_REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
        placeholder="e.g. Decided in the planning call"
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
      title="Convert to feedback"
      description="A feedback item is created with this discussion's title and opening post, and a link back. The discussion stays, with a notice linking to the item."
      submitLabel="Convert"
      pendingLabel="Converting…"
      pending={pending}
      disabled={!chosen}
      onSubmit={async () => {
        const { orgSlug, projectSlug, threadId } = props
        const done = await run(
          () => convertThreadToFeedbackFn({ data: { orgSlug, projectSlug, threadId, boardId: chosen } }),
          { success: 'Converted to feedback', failure: 'The discussion could not be converted' },
        )
        if (!done) return
        props.onClose()
        await navigate({
          to: '/@{$org}/$project/feedback/$feedbackId',
          params: { org: orgSlug, project: projectSlug, feedbackId: done.feedbackId },
        })
      }}
    >
      <Label htmlFor={id}>Board</Label>
      <NativeSelect
        id={id}
        value={chosen}
        onChange={(event) => setBoardId(event.target.value)}
        disabled={!boards.data}
      >
        {(boards.data?.boards ?? []).map((board) => (
          <option key={board.id} value={board.id}>
            {board.name}
            {board.teamOnly ? ' (team only)' : ''}
          </option>
        ))}
      </NativeSelect>
    </FormDialog>
  )
}

function DeleteThreadDialog(props: DialogScope & { title: string }) {
  const [typed, setTyped] = React.useState('')
  const { run, pending } = useDiscussionAction(props.orgSlug, props.projectSlug)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const id = React.useId()
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title="Delete this discussion?"
      description="The discussion and every reply in it go for good."
      submitLabel="Delete discussion"
      pendingLabel="Deleting…"
      pending={pending}
      destructive
      disabled={typed.trim() !== props.title}
      onSubmit={async () => {
        const { orgSlug, projectSlug, threadId } = props
        const done = await run(
          () => deleteThreadFn({ data: { orgSlug, projectSlug, threadId, confirmTitle: typed } }),
          { success: 'Discussion deleted', failure: 'The discussion could not be deleted' },
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
      <Label htmlFor={id}>Type the title to confirm: {props.title}</Label>
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
