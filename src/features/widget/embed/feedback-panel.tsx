/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks'
import { countOf } from '~/lib/count-of'
import { COMMENT_MAX, DETAILS_MAX, TITLE_MAX } from '~/lib/feedback-rules'
import type { Item, ItemDetail } from './embed-api'
import type { EmbedContext } from './embed-context'
import { ErrorState, ExternalLink, Loading, SignInNote, StatusBadge, timeAgo } from './embed-ui'

const COMMENT = { one: 'comment', other: 'comments' }
const VOTE = { one: 'vote', other: 'votes' }
const SIMILAR_ITEM = { one: 'similar item', other: 'similar items' }

type View = { name: 'list' } | { name: 'new' } | { name: 'item'; id: string }
type Filter = 'all' | 'mine'

const SEARCH_DELAY_MS = 300
const SIMILAR_MIN_LENGTH = 4

/** Waits for `value` to stop changing for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

export function FeedbackPanel({
  context,
  boards,
  openItem,
}: {
  context: EmbedContext
  boards: { id: string; name: string }[]
  openItem: { id: string; seq: number } | null
}) {
  const [view, setView] = useState<View>({ name: 'list' })
  // The row to give focus back to when an item view closes.
  const returnTo = useRef<string | null>(null)
  useEffect(() => {
    if (openItem) setView({ name: 'item', id: openItem.id })
  }, [openItem])

  if (view.name === 'new')
    return (
      <NewFeedback
        context={context}
        boards={boards}
        onDone={(created) => {
          returnTo.current = created?.id ?? 'new'
          setView(created ? { name: 'item', id: created.id } : { name: 'list' })
        }}
      />
    )
  if (view.name === 'item')
    return (
      <ItemView
        context={context}
        id={view.id}
        onBack={() => {
          returnTo.current = returnTo.current ?? view.id
          setView({ name: 'list' })
        }}
      />
    )
  return (
    <FeedbackList
      context={context}
      returnTo={returnTo}
      onOpen={(id) => {
        returnTo.current = id
        setView({ name: 'item', id })
      }}
      onNew={() => {
        returnTo.current = 'new'
        setView({ name: 'new' })
      }}
    />
  )
}

function FeedbackList({
  context,
  returnTo,
  onOpen,
  onNew,
}: {
  context: EmbedContext
  returnTo: { current: string | null }
  onOpen: (id: string) => void
  onNew: () => void
}) {
  const { api, announce } = context
  const [q, setQ] = useState('')
  const [filter, setFilter] = useState<Filter>('all')
  const [sort, setSort] = useState('trending')
  const query = useDebounced(q.trim(), SEARCH_DELAY_MS)
  const [items, setItems] = useState<Item[] | null>(null)
  const [cursor, setCursor] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const listRef = useRef<HTMLDivElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts from the top
  useEffect(() => {
    let current = true
    setError(null)
    setItems(null)
    api
      .feedback({ q: query || undefined, sort, mine: filter === 'mine' })
      .then((page) => {
        if (!current) return
        setItems(page.items)
        setCursor(page.nextCursor)
        if (query || filter === 'mine')
          announce(
            page.items.length === 0
              ? 'No results'
              : `${page.items.length}${page.nextCursor ? '+' : ''} results`,
          )
      })
      .catch((failure: Error) => current && setError(failure.message))
    return () => {
      current = false
    }
  }, [query, sort, filter, attempt, context.person])

  // Back from an item or the form: focus returns to where it was.
  useEffect(() => {
    if (!items || !returnTo.current) return
    const target = returnTo.current
    returnTo.current = null
    const element =
      target === 'new'
        ? listRef.current?.querySelector<HTMLElement>('[data-new]')
        : listRef.current?.querySelector<HTMLElement>(`[data-item="${CSS.escape(target)}"]`)
    element?.focus()
  }, [items, returnTo])

  const loadMore = () => {
    if (!cursor) return
    setLoadingMore(true)
    api
      .feedback({ q: query || undefined, sort, mine: filter === 'mine', cursor })
      .then((page) => {
        setItems((previous) => [...(previous ?? []), ...page.items])
        setCursor(page.nextCursor)
        announce(`${page.items.length} more results`)
      })
      .catch((failure: Error) => announce(failure.message))
      .finally(() => setLoadingMore(false))
  }

  const replace = (next: Item) =>
    setItems((previous) => previous?.map((item) => (item.id === next.id ? next : item)) ?? null)

  return (
    <div class="stack" ref={listRef}>
      <div class="toolbar">
        <label class="field grow">
          <span class="sr-only">Search feedback</span>
          <input
            type="search"
            value={q}
            placeholder="Search feedback"
            maxLength={200}
            onInput={(event) => setQ(event.currentTarget.value)}
          />
        </label>
        <button type="button" class="button primary" data-new onClick={onNew}>
          Post feedback
        </button>
      </div>
      <div class="toolbar">
        <fieldset class="segmented">
          <legend class="sr-only">Show</legend>
          {(['all', 'mine'] as const).map((value) => (
            <label key={value} class={filter === value ? 'segment on' : 'segment'}>
              <input
                type="radio"
                name="filter"
                value={value}
                checked={filter === value}
                onChange={() => setFilter(value)}
              />
              {value === 'all' ? 'All' : 'My feedback'}
            </label>
          ))}
        </fieldset>
        <label class="field inline">
          <span>Sort</span>
          <select value={sort} onChange={(event) => setSort(event.currentTarget.value)}>
            <option value="trending">Trending</option>
            <option value="top">Top</option>
            <option value="new">New</option>
          </select>
        </label>
      </div>
      {filter === 'mine' && !context.person ? (
        <SignInNote context={context} action="see your feedback" />
      ) : error ? (
        <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : items === null ? (
        <Loading label="Loading feedback" />
      ) : items.length === 0 ? (
        <p class="empty">
          {query
            ? `Nothing matches “${query}”. Post it as new feedback?`
            : filter === 'mine'
              ? 'You have not posted any feedback yet.'
              : 'No feedback yet. Be the first to post.'}
        </p>
      ) : (
        <>
          <ul class="items" aria-label="Feedback">
            {items.map((item) => (
              <ItemRow key={item.id} item={item} context={context} onOpen={onOpen} onChange={replace} />
            ))}
          </ul>
          {cursor ? (
            <button type="button" class="button" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading…' : 'Show more'}
            </button>
          ) : null}
        </>
      )}
    </div>
  )
}

function ItemRow({
  item,
  context,
  onOpen,
  onChange,
}: {
  item: Item
  context: EmbedContext
  onOpen?: (id: string) => void
  onChange: (item: Item) => void
}) {
  return (
    <li class="item">
      <VoteButton item={item} context={context} onChange={onChange} />
      <div class="item-main">
        {onOpen ? (
          <button type="button" class="item-title" data-item={item.id} onClick={() => onOpen(item.id)}>
            {item.title}
          </button>
        ) : (
          <span class="item-title">{item.title}</span>
        )}
        <div class="meta">
          <StatusBadge status={item.status} />
          <span>{item.board.name}</span>
          <span>{countOf(item.comments, COMMENT)}</span>
          {item.mine ? <span class="mine">Yours</span> : null}
        </div>
      </div>
    </li>
  )
}

function VoteButton({
  item,
  context,
  onChange,
}: {
  item: Item
  context: EmbedContext
  onChange: (item: Item) => void
}) {
  const { api, post, announce, person } = context
  const [busy, setBusy] = useState(false)
  const toggle = () => {
    if (!person) {
      announce(`Sign in on ${context.hostName} to vote.`)
      return
    }
    setBusy(true)
    const want = !item.voted
    api
      .vote(item.id, want)
      .then((result) => {
        onChange({ ...item, voted: result.voted, votes: result.votes })
        post({ parley: 1, type: 'vote', item: { id: item.id }, voted: result.voted, votes: result.votes })
        announce(result.voted ? `Voted. ${result.votes} votes.` : `Vote removed. ${result.votes} votes.`)
      })
      .catch((failure: Error) => announce(failure.message))
      .finally(() => setBusy(false))
  }
  return (
    <button
      type="button"
      class="vote"
      aria-pressed={item.voted}
      aria-disabled={!person || busy}
      aria-label={`Vote for ${item.title} (${countOf(item.votes, VOTE)})`}
      title={person ? undefined : `Sign in on ${context.hostName} to vote`}
      onClick={busy ? undefined : toggle}
    >
      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
        <path d="M6 2l5 7H1z" fill="currentColor" />
      </svg>
      <span class="count">{item.votes}</span>
    </button>
  )
}

function NewFeedback({
  context,
  boards,
  onDone,
}: {
  context: EmbedContext
  boards: { id: string; name: string }[]
  onDone: (created: Item | null) => void
}) {
  const { api, post, announce, person } = context
  const [title, setTitle] = useState('')
  const [details, setDetails] = useState('')
  const [boardId, setBoardId] = useState(boards[0]?.id ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [similar, setSimilar] = useState<Item[]>([])
  const typed = useDebounced(title.trim(), SEARCH_DELAY_MS)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])

  // Items like the one being written, while it is being written: a vote may be all the person needs.
  useEffect(() => {
    if (typed.length < SIMILAR_MIN_LENGTH) {
      setSimilar([])
      return
    }
    let current = true
    api
      .similar(typed)
      .then((result) => {
        if (!current) return
        setSimilar(result.items)
        if (result.items.length > 0) announce(`${countOf(result.items.length, SIMILAR_ITEM)} found`)
      })
      .catch(() => current && setSimilar([]))
    return () => {
      current = false
    }
  }, [typed, api, announce])

  const submit = (event: Event) => {
    event.preventDefault()
    if (!title.trim()) {
      setError('Give your feedback a title.')
      return
    }
    setBusy(true)
    setError(null)
    api
      .post({
        title: title.trim(),
        details: details.trim() || undefined,
        boardId: boards.length > 1 ? boardId : undefined,
      })
      .then((item) => {
        post({ parley: 1, type: 'feedback:created', item: { id: item.id, title: item.title, url: item.url } })
        announce('Your feedback was posted.')
        onDone(item)
      })
      .catch((failure: Error) => setError(failure.message))
      .finally(() => setBusy(false))
  }

  return (
    <div class="stack">
      <BackButton onBack={() => onDone(null)} />
      <h2 class="heading" tabIndex={-1} ref={headingRef}>
        Post feedback
      </h2>
      {!person ? (
        <SignInNote context={context} action="post feedback" />
      ) : (
        <form class="stack" onSubmit={submit} noValidate>
          <label class="field">
            <span>Title</span>
            <input
              value={title}
              required
              maxLength={TITLE_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'post-error' : undefined}
              onInput={(event) => setTitle(event.currentTarget.value)}
            />
          </label>
          {similar.length > 0 ? (
            <section class="similar" aria-labelledby="similar-heading">
              <h3 id="similar-heading">Similar feedback — vote instead?</h3>
              <ul class="items">
                {similar.map((item) => (
                  <ItemRow
                    key={item.id}
                    item={item}
                    context={context}
                    onChange={(next) => setSimilar((all) => all.map((i) => (i.id === next.id ? next : i)))}
                  />
                ))}
              </ul>
            </section>
          ) : null}
          <label class="field">
            <span>Details (optional)</span>
            <textarea
              value={details}
              rows={5}
              maxLength={DETAILS_MAX}
              onInput={(event) => setDetails(event.currentTarget.value)}
            />
          </label>
          {boards.length > 1 ? (
            <label class="field">
              <span>Board</span>
              <select value={boardId} onChange={(event) => setBoardId(event.currentTarget.value)}>
                {boards.map((board) => (
                  <option key={board.id} value={board.id}>
                    {board.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {error ? (
            <p class="error" id="post-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" class="button primary" disabled={busy}>
            {busy ? 'Posting…' : 'Post feedback'}
          </button>
        </form>
      )}
    </div>
  )
}

function ItemView({ context, id, onBack }: { context: EmbedContext; id: string; onBack: () => void }) {
  const { api, announce, person } = context
  const [item, setItem] = useState<ItemDetail | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [body, setBody] = useState('')
  const [busy, setBusy] = useState(false)
  const [commentError, setCommentError] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on retry and when the person changes
  useEffect(() => {
    let current = true
    setError(null)
    api
      .item(id)
      .then((detail) => current && setItem(detail))
      .catch((failure: Error) => current && setError(failure.message))
    return () => {
      current = false
    }
  }, [id, attempt, person])

  const loaded = item !== null
  useEffect(() => {
    if (loaded) headingRef.current?.focus()
  }, [loaded])

  const sendComment = (event: Event) => {
    event.preventDefault()
    if (!item || !body.trim()) {
      setCommentError('Write a comment first.')
      return
    }
    setBusy(true)
    setCommentError(null)
    api
      .comment(item.id, body.trim())
      .then((comment) => {
        setItem({ ...item, comments: [...item.comments, comment] })
        setBody('')
        announce('Your comment was posted.')
      })
      .catch((failure: Error) => setCommentError(failure.message))
      .finally(() => setBusy(false))
  }

  return (
    <div class="stack">
      <BackButton onBack={onBack} />
      {error ? (
        <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !item ? (
        <Loading label="Loading feedback" />
      ) : (
        <article class="stack">
          <div class="item detail">
            <VoteButton
              item={{ ...item, comments: item.comments.length }}
              context={context}
              onChange={(next) => setItem({ ...item, votes: next.votes, voted: next.voted })}
            />
            <div class="item-main">
              <h2 class="heading" tabIndex={-1} ref={headingRef}>
                {item.title}
              </h2>
              <div class="meta">
                <StatusBadge status={item.status} />
                <span>{item.board.name}</span>
                <span>{timeAgo(item.createdAt)}</span>
              </div>
            </div>
          </div>
          {item.details ? <p class="details">{item.details}</p> : null}
          <ExternalLink href={item.url}>Open the full page</ExternalLink>
          <section class="stack" aria-labelledby="comments-heading">
            <h3 id="comments-heading">{countOf(item.comments.length, COMMENT)}</h3>
            {item.comments.length > 0 ? (
              <ul class="comments">
                {item.comments.map((comment) => (
                  <li key={comment.id} class="comment">
                    <div class="meta">
                      <strong>{comment.author.name}</strong>
                      <span>{timeAgo(comment.createdAt)}</span>
                    </div>
                    <p class="details">{comment.body}</p>
                  </li>
                ))}
              </ul>
            ) : null}
            {person ? (
              <form class="stack" onSubmit={sendComment} noValidate>
                <label class="field">
                  <span>Your comment</span>
                  <textarea
                    value={body}
                    rows={3}
                    maxLength={COMMENT_MAX}
                    aria-invalid={commentError ? true : undefined}
                    aria-describedby={commentError ? 'comment-error' : undefined}
                    onInput={(event) => setBody(event.currentTarget.value)}
                  />
                </label>
                {commentError ? (
                  <p class="error" id="comment-error" role="alert">
                    {commentError}
                  </p>
                ) : null}
                <button type="submit" class="button primary" disabled={busy}>
                  {busy ? 'Sending…' : 'Comment'}
                </button>
              </form>
            ) : (
              <SignInNote context={context} action="comment" />
            )}
          </section>
        </article>
      )}
    </div>
  )
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" class="link-button" onClick={onBack}>
      ← Back to feedback
    </button>
  )
}
