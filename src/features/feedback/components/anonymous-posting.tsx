import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useHydrated, useNavigate } from '@tanstack/react-router'
import { Clock } from 'lucide-react'
import * as React from 'react'
import { z } from 'zod'
import { Form, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from '~/components/form'
import { Card } from '~/components/ui/card'
import { RelativeTime } from '~/components/ui/relative-time'
import { ANONYMOUS_NAME_MAX } from '~/lib/anonymous-visitor-rules'
import { countOf, formFor } from '~/lib/count-of'
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

const HELD_MESSAGE = 'Your post will appear once the team has reviewed it.'
const HELD_COMMENT_MESSAGE = 'Your comment will appear once the team has reviewed it.'

/**
 * The honeypot: a field people never see nor reach with the keyboard (so they leave it empty) and scripts fill
 * in. Read at submit; a filled one is refused by the server.
 */
function Honeypot({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

function NameField() {
  return (
    <TextField
      name="name"
      label="Your name (optional)"
      maxLength={ANONYMOUS_NAME_MAX}
      autoComplete="name"
      description="Shown with what you write; leave it empty to appear as “Anonymous”. No account or e-mail needed."
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
      toast.success('Thanks! Your feedback is posted.')
      await navigate({
        to: '/@{$org}/$project/feedback/$feedbackId',
        params: { org: orgSlug, project: projectSlug, feedbackId: posted.id },
      })
    },
    errorMessage: 'Your feedback could not be posted',
  })
  const chosen = boards.find((board) => board.id === form.watch('boardId'))

  if (held) {
    return (
      <Card className="mx-auto grid max-w-2xl gap-3 p-5 sm:p-6" role="status">
        <h3 className="text-lg font-semibold">Thanks! We have your feedback</h3>
        <p className="text-sm">{HELD_MESSAGE}</p>
        <p className="text-sm text-muted-foreground">
          Until then you can find it under “Waiting for review” on the feedback list, in this browser.
        </p>
        <Link
          to="/@{$org}/$project/feedback"
          params={{ org: orgSlug, project: projectSlug }}
          className="text-sm font-medium text-primary underline underline-offset-2"
        >
          Back to all feedback
        </Link>
      </Card>
    )
  }

  return (
    <Card className="mx-auto max-w-2xl p-5 sm:p-6">
      <h3 className="text-lg font-semibold">New feedback</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        You are not signed in: you can post without an account.{' '}
        <Link to="/sign-in" className="font-medium text-primary underline underline-offset-2">
          Sign in
        </Link>{' '}
        to post on every board and hear about replies.
      </p>
      <Form form={form} aria-label="New feedback" className="relative mt-5 grid gap-4">
        <TextField name="title" label="Title" maxLength={TITLE_MAX} autoComplete="off" autoFocus />
        <TextareaField
          name="details"
          label="Details"
          rows={6}
          maxLength={DETAILS_MAX}
          placeholder="What would it let you do? What happens today? (Markdown works.)"
        />
        <SelectField name="boardId" label="Board">
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
            <Clock aria-hidden className="size-4 shrink-0" /> {HELD_MESSAGE}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <Link
            to="/@{$org}/$project/feedback"
            params={{ org: orgSlug, project: projectSlug }}
            className="text-sm text-muted-foreground underline underline-offset-2 hover:text-foreground"
          >
            Cancel
          </Link>
          <SubmitButton pendingLabel="Checking your browser…">Submit feedback</SubmitButton>
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
      toast.success(posted.held ? HELD_COMMENT_MESSAGE : 'Comment posted')
    },
    errorMessage: 'Your comment could not be posted',
  })
  return (
    <Card className="p-4">
      <OwnHeldComments orgSlug={orgSlug} projectSlug={projectSlug} itemId={item.id} />
      <Form form={form} aria-label="Add a comment" className="relative grid gap-3">
        <TextareaField name="body" label="Comment" rows={3} maxLength={COMMENT_MAX} />
        <NameField />
        <Honeypot inputRef={honeypot} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-muted-foreground">
            {item.board.holdAnonymousPosts
              ? HELD_COMMENT_MESSAGE
              : 'You are not signed in: your comment is posted without an account.'}{' '}
            <Link to="/sign-in" className="font-medium text-primary underline underline-offset-2">
              Sign in
            </Link>{' '}
            to hear about replies.
          </p>
          <SubmitButton pendingLabel="Checking your browser…">Post comment</SubmitButton>
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
  const own = useQuery({ ...ownHeldQuery(orgSlug, projectSlug), enabled: hydrated })
  const comments = (own.data?.comments ?? []).filter((comment) => comment.itemId === itemId)
  if (comments.length === 0) return null
  return (
    <section aria-label="Your comments waiting for review" className="mb-4 grid gap-2">
      {comments.map((comment) => (
        <div
          key={comment.id}
          className="rounded-md border border-dashed p-3 text-sm"
          data-testid="own-held-comment"
        >
          <p className="mb-1 flex items-center gap-1 text-xs text-muted-foreground">
            <Clock aria-hidden className="size-3" /> Waiting for review ·{' '}
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
  const own = useQuery({ ...ownHeldQuery(orgSlug, projectSlug), enabled: hydrated })
  const items = own.data?.items ?? []
  if (items.length === 0) return null
  return (
    <Card className="grid gap-2 p-4" data-testid="own-held-posts">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Clock aria-hidden className="size-4" /> Waiting for review (
        {countOf(items.length, { one: 'post', other: 'posts' })})
      </h4>
      <p className="text-xs text-muted-foreground">
        {HELD_MESSAGE} Only you see {formFor(items.length, { one: 'it', other: 'them' })} here, in this
        browser.
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
