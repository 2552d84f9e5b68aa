import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useHydrated, useNavigate } from '@tanstack/react-router'
import { Clock } from 'lucide-react'
import * as React from 'react'
import { z } from 'zod'
import { Form, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from '~/components/form'
import { richText, useT } from '~/components/i18n/use-t'
import { Card } from '~/components/ui/card'
import { RelativeTime } from '~/components/ui/relative-time'
import { ANONYMOUS_NAME_MAX } from '~/lib/anonymous-visitor-rules'
import { COMMENT_MAX, DETAILS_MAX, TITLE_MAX } from '~/lib/feedback-rules'
import { toast } from '~/lib/toast'
import { anonymousCommentFn, anonymousPostFn } from '../anonymous.functions'
import { answerChallenge } from '../anonymous-vote'
import { feedbackKeys } from '../feedback.queries'
import { anonymousFeedbackFormSchema, anonymousNameSchema, commentBodySchema } from '../feedback.schemas'
import { ownHeldQuery } from '../held.queries'
import type { BoardSummary } from '../server/boards.server'
import type { FeedbackDetail } from '../server/item-detail.server'

// Loaded only for visitors who are not signed in, on a project with a board that takes anonymous posts.

/**
 * The honeypot: a field people never see nor reach with the keyboard (so they leave it empty) and scripts fill
 * in. Read at submit; a filled one is refused by the server.
 */
function Honeypot({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  const t = useT('feedbackAdmin')
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label>
        {t('anonymous.website')}
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

function NameField() {
  const t = useT('feedbackAdmin')
  return (
    <TextField
      name="name"
      label={t('anonymous.name')}
      maxLength={ANONYMOUS_NAME_MAX}
      autoComplete="name"
      description={t('anonymous.nameHint')}
    />
  )
}

/** The new-feedback form for a visitor who is not signed in: only the boards that take anonymous posts. */
export function AnonymousNewFeedback({
  orgSlug,
  projectSlug,
  boards,
  boardId,
}: {
  orgSlug: string
  projectSlug: string
  boards: readonly BoardSummary[]
  boardId?: string | undefined
}) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const t = useT('feedbackAdmin')
  const honeypot = React.useRef<HTMLInputElement>(null)
  const [held, setHeld] = React.useState(false)
  const preselected = boards.find((board) => board.id === boardId) ?? boards[0]
  const form = useZodForm({
    schema: anonymousFeedbackFormSchema,
    defaultValues: { title: '', details: '', boardId: preselected?.id ?? '', name: '' },
    onSubmit: async (values) => {
      const proof = await answerChallenge(orgSlug, projectSlug)
      const posted = await anonymousPostFn({
        data: { orgSlug, projectSlug, ...values, proof, website: honeypot.current?.value ?? '' },
      })
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
      if (posted.held) {
        setHeld(true)
        return
      }
      toast.success(t('anonymous.posted'))
      await navigate({
        to: '/@{$org}/$project/feedback/$feedbackId',
        params: { org: orgSlug, project: projectSlug, feedbackId: posted.id },
      })
    },
    errorMessage: t('anonymous.postFailed'),
  })
  const chosen = boards.find((board) => board.id === form.watch('boardId'))

  if (held) {
    return (
      <Card className="mx-auto grid max-w-2xl gap-3 p-5 sm:p-6" role="status">
        <h3 className="text-lg font-semibold">{t('anonymous.heldTitle')}</h3>
        <p className="text-sm">{t('anonymous.heldPost')}</p>
        <p className="text-sm text-muted-foreground">{t('anonymous.heldWhere')}</p>
        <Link
          to="/@{$org}/$project/feedback"
          params={{ org: orgSlug, project: projectSlug }}
          className="text-sm font-medium text-primary underline underline-offset-2"
        >
          {t('anonymous.backToFeedback')}
        </Link>
      </Card>
    )
  }

  return (
    <Card className="mx-auto max-w-2xl p-5 sm:p-6">
      <h3 className="text-lg font-semibold">{t('anonymous.newTitle')}</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {richText(t('anonymous.newIntro'), {
          signIn: (
            <Link to="/sign-in" className="font-medium text-primary underline underline-offset-2">
              {t('anonymous.signIn')}
            </Link>
          ),
        })}
      </p>
      <Form form={form} aria-label={t('anonymous.newTitle')} className="relative mt-5 grid gap-4">
        <TextField
          name="title"
          label={t('anonymous.title')}
          maxLength={TITLE_MAX}
          autoComplete="off"
          autoFocus
        />
        <TextareaField
          name="details"
          label={t('anonymous.details')}
          rows={6}
          maxLength={DETAILS_MAX}
          placeholder={t('anonymous.detailsPlaceholder')}
        />
        <SelectField name="boardId" label={t('anonymous.board')}>
          {boards.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
            </option>
          ))}
        </SelectField>
        <NameField />
        <Honeypot inputRef={honeypot} />
        {chosen?.holdAnonymousPosts ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="held-notice">
            <Clock aria-hidden className="size-4 shrink-0" /> {t('anonymous.heldPost')}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <Link
            to="/@{$org}/$project/feedback"
            params={{ org: orgSlug, project: projectSlug }}
            className="text-sm text-muted-foreground underline underline-offset-2 hover:text-foreground"
          >
            {t('common.cancel')}
          </Link>
          <SubmitButton pendingLabel={t('anonymous.checking')}>{t('anonymous.submit')}</SubmitButton>
        </div>
      </Form>
    </Card>
  )
}

const anonymousCommentFormSchema = z.object({ body: commentBodySchema, name: anonymousNameSchema })

/** The comment form for a visitor who is not signed in, on an item of a board that takes anonymous comments. */
export function AnonymousCommentComposer({
  orgSlug,
  projectSlug,
  item,
}: {
  orgSlug: string
  projectSlug: string
  item: FeedbackDetail
}) {
  const queryClient = useQueryClient()
  const t = useT('feedbackAdmin')
  const honeypot = React.useRef<HTMLInputElement>(null)
  const form = useZodForm({
    schema: anonymousCommentFormSchema,
    defaultValues: { body: '', name: '' },
    onSubmit: async (values) => {
      const proof = await answerChallenge(orgSlug, projectSlug)
      const posted = await anonymousCommentFn({
        data: {
          orgSlug,
          projectSlug,
          feedbackId: item.id,
          ...values,
          proof,
          website: honeypot.current?.value ?? '',
        },
      })
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
      form.reset({ body: '', name: values.name })
      toast.success(posted.held ? t('anonymous.heldComment') : t('anonymous.commentPosted'))
    },
    errorMessage: t('anonymous.commentFailed'),
  })
  return (
    <Card className="p-4">
      <OwnHeldComments orgSlug={orgSlug} projectSlug={projectSlug} itemId={item.id} />
      <Form form={form} aria-label={t('anonymous.addComment')} className="relative grid gap-3">
        <TextareaField name="body" label={t('anonymous.comment')} rows={3} maxLength={COMMENT_MAX} />
        <NameField />
        <Honeypot inputRef={honeypot} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-muted-foreground">
            {item.board.holdAnonymousPosts ? t('anonymous.heldComment') : t('anonymous.commentIntro')}{' '}
            {richText(t('anonymous.signInToHear'), {
              signIn: (
                <Link to="/sign-in" className="font-medium text-primary underline underline-offset-2">
                  {t('anonymous.signIn')}
                </Link>
              ),
            })}
          </p>
          <SubmitButton pendingLabel={t('anonymous.checking')}>{t('anonymous.postComment')}</SubmitButton>
        </div>
      </Form>
    </Card>
  )
}

/** The visitor's own comments on this item that wait for review (by their cookie, after the page). */
function OwnHeldComments({
  orgSlug,
  projectSlug,
  itemId,
}: {
  orgSlug: string
  projectSlug: string
  itemId: string
}) {
  const hydrated = useHydrated()
  const t = useT('feedbackAdmin')
  const own = useQuery({ ...ownHeldQuery(orgSlug, projectSlug), enabled: hydrated })
  const comments = (own.data?.comments ?? []).filter((comment) => comment.itemId === itemId)
  if (comments.length === 0) return null
  return (
    <section aria-label={t('anonymous.ownComments')} className="mb-4 grid gap-2">
      {comments.map((comment) => (
        <div
          key={comment.id}
          className="rounded-md border border-dashed p-3 text-sm"
          data-testid="own-held-comment"
        >
          <p className="mb-1 flex items-center gap-1 text-xs text-muted-foreground">
            <Clock aria-hidden className="size-3" /> {t('anonymous.waiting')} ·{' '}
            <RelativeTime iso={comment.createdAt} />
          </p>
          <p className="whitespace-pre-wrap break-words">{comment.body}</p>
        </div>
      ))}
    </section>
  )
}

/** On the feedback list, for a visitor who is not signed in: what they posted that waits for review. */
export function OwnHeldPosts({ orgSlug, projectSlug }: { orgSlug: string; projectSlug: string }) {
  const hydrated = useHydrated()
  const t = useT('feedbackAdmin')
  const own = useQuery({ ...ownHeldQuery(orgSlug, projectSlug), enabled: hydrated })
  const items = own.data?.items ?? []
  if (items.length === 0) return null
  return (
    <Card className="grid gap-2 p-4" data-testid="own-held-posts">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Clock aria-hidden className="size-4" /> {t('anonymous.waitingCount', { count: items.length })}
      </h4>
      <p className="text-xs text-muted-foreground">
        {t('anonymous.heldPost')} {t('anonymous.onlyYou', { count: items.length })}
      </p>
      <ul className="grid gap-1 text-sm">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium">{item.title}</span>
            <span className="text-xs text-muted-foreground">
              {item.boardName} · <RelativeTime iso={item.createdAt} />
            </span>
          </li>
        ))}
      </ul>
    </Card>
  )
}
