import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { useFormContext } from 'react-hook-form'
import { z } from 'zod'
import {
  FieldError,
  Form,
  SelectField,
  SubmitButton,
  TextField,
  useField,
  useZodForm,
} from '~/components/form'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { dropFromCache } from '~/features/live/drop-from-cache'
import { mutationQueue } from '~/features/live/mutation-queue'
import type { Translate } from '~/lib/i18n/catalogue'
import { toast } from '~/lib/toast'
import { deleteBoardFn } from '../feedback.functions'
import { feedbackKeys } from '../feedback.queries'
import type { BoardSummary } from '../server/boards.server'

type BoardsCache = { boards: BoardSummary[] }

type DeleteBoardProps = {
  orgSlug: string
  projectSlug: string
  board: BoardSummary
  /** The project's other boards, where the items may go. */
  otherBoards: BoardSummary[]
  /** Called once the server has deleted the board, before it leaves the cached list. */
  onDeleted: () => void
}

/**
 * The danger zone of a board. An empty board goes after one confirmation; a board with items asks where they
 * move, or takes the board's name typed out before deleting them with it (the server checks both again).
 */
export function BoardDeleteSection(props: DeleteBoardProps) {
  const t = useT('feedbackAdmin')
  return (
    <section
      aria-labelledby="delete-board-heading"
      className="rounded-xl border border-destructive/40 bg-card p-4 shadow-sm sm:p-6"
    >
      <h3 id="delete-board-heading" className="font-semibold text-destructive">
        {t('boardDelete.heading')}
      </h3>
      {props.board.itemCount === 0 ? <DeleteEmptyBoard {...props} /> : <DeleteBoardWithItems {...props} />}
    </section>
  )
}

function useDeleteBoard({ orgSlug, projectSlug, board, otherBoards, onDeleted }: DeleteBoardProps) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const t = useT('feedbackAdmin')
  return async (input: { moveItemsTo: string | null; confirmName?: string }) => {
    await mutationQueue.run(() =>
      deleteBoardFn({ data: { orgSlug, projectSlug, boardId: board.id, ...input } }),
    )
    onDeleted()
    // Out of the cached list before the list renders from it, so it never shows the board, not even for a
    // frame; a refetch begun before the delete (a live change's) must not bring it back.
    await dropFromCache<BoardsCache>(queryClient, feedbackKeys.setup(orgSlug, projectSlug), (setup) => ({
      ...setup,
      boards: setup.boards.filter((entry) => entry.id !== board.id),
    }))
    const target = otherBoards.find((other) => other.id === input.moveItemsTo)
    toast.success(target ? t('boardDelete.deletedMoved', { board: target.name }) : t('boardDelete.deleted'))
    await navigate({
      to: '/@{$org}/$project/feedback/boards',
      params: { org: orgSlug, project: projectSlug },
    })
    // The moved items' counts.
    await queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
  }
}

function DeleteEmptyBoard(props: DeleteBoardProps) {
  const [open, setOpen] = React.useState(false)
  const deleteBoard = useDeleteBoard(props)
  const t = useT('feedbackAdmin')
  const errorText = useErrorText()
  return (
    <>
      <p className="mt-1 text-sm text-muted-foreground">{t('boardDelete.empty')}</p>
      <Button type="button" variant="destructive" className="mt-4" onClick={() => setOpen(true)}>
        {t('boardDelete.submit')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('boardDelete.confirmTitle', { board: props.board.name })}
        description={t('boardDelete.confirmDescription')}
        confirmLabel={t('boardDelete.submit')}
        pendingLabel={t('common.deleting')}
        onConfirm={async () => {
          try {
            await deleteBoard({ moveItemsTo: null })
          } catch (error) {
            toast.error(error instanceof Error ? errorText(error.message) : t('boardDelete.failed'))
            setOpen(false)
          }
        }}
      />
    </>
  )
}

function deleteFormSchema(boardName: string, t: Translate<'feedbackAdmin'>) {
  return z
    .object({ fate: z.enum(['move', 'delete']), moveItemsTo: z.string(), confirmName: z.string() })
    .superRefine((values, context) => {
      if (values.fate === 'move' && !values.moveItemsTo) {
        context.addIssue({
          code: 'custom',
          path: ['moveItemsTo'],
          message: t('boardDelete.chooseBoard'),
        })
      }
      if (values.fate === 'delete' && values.confirmName.trim() !== boardName) {
        context.addIssue({
          code: 'custom',
          path: ['confirmName'],
          message: t('boardDelete.typeNameQuoted', { board: boardName }),
        })
      }
    })
}

function DeleteBoardWithItems(props: DeleteBoardProps) {
  const { board, otherBoards } = props
  const deleteBoard = useDeleteBoard(props)
  const t = useT('feedbackAdmin')
  const schema = React.useMemo(() => deleteFormSchema(board.name, t), [board.name, t])
  const canMove = otherBoards.length > 0
  const form = useZodForm({
    schema,
    defaultValues: { fate: canMove ? 'move' : 'delete', moveItemsTo: '', confirmName: '' },
    errorMessage: t('boardDelete.failed'),
    onSubmit: (values) =>
      values.fate === 'move'
        ? deleteBoard({ moveItemsTo: values.moveItemsTo })
        : deleteBoard({ moveItemsTo: null, confirmName: values.confirmName }),
  })
  const fate = form.watch('fate')
  return (
    <Form form={form} aria-label={t('boardDelete.submit')} className="mt-3 grid gap-4">
      <FateChoice count={board.itemCount} canMove={canMove} />
      {fate === 'move' ? (
        <SelectField name="moveItemsTo" label={t('boardDelete.moveTo')} className="max-w-sm">
          <option value="">{t('boardDelete.chooseBoardOption')}</option>
          {otherBoards.map((other) => (
            <option key={other.id} value={other.id}>
              {other.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          name="confirmName"
          label={t('boardDelete.typeName', { board: board.name })}
          autoComplete="off"
          spellCheck={false}
          className="max-w-sm"
        />
      )}
      <SubmitButton variant="destructive" pendingLabel={t('common.deleting')} className="justify-self-start">
        {t('boardDelete.submit')}
      </SubmitButton>
    </Form>
  )
}

function FateChoice({ count, canMove }: { count: number; canMove: boolean }) {
  const t = useT('feedbackAdmin')
  const field = useField('fate')
  const fate = useFormContext().watch('fate')
  const options = [
    ...(canMove ? [{ value: 'move', label: t('boardDelete.fateMove', { count }) }] : []),
    { value: 'delete', label: t('boardDelete.fateDelete', { count }) },
  ]
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm text-muted-foreground">{t('boardDelete.fateLegend', { count })}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
        >
          <input
            type="radio"
            value={option.value}
            defaultChecked={fate === option.value}
            className="accent-[var(--primary)]"
            {...field.registration}
          />
          {option.label}
        </label>
      ))}
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  )
}
