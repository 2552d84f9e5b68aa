/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks'
import { COMMENT_MAX, DETAILS_MAX, TITLE_MAX } from '~/lib/feedback-rules'
import type { Item, ItemDetail } from './embed-api'
import type { EmbedContext } from './embed-context'
import { t } from './embed-i18n'
import { ErrorState, ExternalLink, Loading, SignInNote, StatusBadge, timeAgo } from './embed-ui'

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
              ? t('list.noResults')
              : t(page.nextCursor ? 'list.resultsAndMore' : 'list.results', { count: page.items.length }),
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
        announce(t('list.moreResults', { count: page.items.length }))
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
          <span class="sr-only">{t('list.search')}</span>
          <input
            type="search"
            value={q}
            placeholder={t('list.search')}
            maxLength={200}
            onInput={(event) => setQ(event.currentTarget.value)}
          />
        </label>
        <button type="button" class="button primary" data-new onClick={onNew}>
          {t('list.post')}
        </button>
      </div>
      <div class="toolbar">
        <fieldset class="segmented">
          <legend class="sr-only">{t('list.show')}</legend>
          {(['all', 'mine'] as const).map((value) => (
            <label key={value} class={filter === value ? 'segment on' : 'segment'}>
              <input
                type="radio"
                name="filter"
                value={value}
                checked={filter === value}
                onChange={() => setFilter(value)}
              />
              {value === 'all' ? t('list.all') : t('list.mine')}
            </label>
          ))}
        </fieldset>
        <label class="field inline">
          <span>{t('list.sort')}</span>
          <select value={sort} onChange={(event) => setSort(event.currentTarget.value)}>
            <option value="trending">{t('list.sortTrending')}</option>
            <option value="top">{t('list.sortTop')}</option>
            <option value="new">{t('list.sortNew')}</option>
          </select>
        </label>
      </div>
      {filter === 'mine' && !context.person ? (
        <SignInNote context={context} action="signIn.seeFeedback" />
      ) : error ? (
        <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : items === null ? (
        <Loading label={t('list.loading')} />
      ) : items.length === 0 ? (
        <p class="empty">
          {query
            ? t('list.nothingMatches', { query })
            : filter === 'mine'
              ? t('list.noneMine')
              : t('list.none')}
        </p>
      ) : (
        <>
          <ul class="items" aria-label={t('tab.feedback')}>
            {items.map((item) => (
              <ItemRow key={item.id} item={item} context={context} onOpen={onOpen} onChange={replace} />
            ))}
          </ul>
          {cursor ? (
            <button type="button" class="button" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? t('more.loading') : t('more.show')}
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
          <span>{t('item.comments', { count: item.comments })}</span>
          {item.mine ? <span class="mine">{t('item.yours')}</span> : null}
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
      announce(t('vote.signInAnnounce', { host: context.hostName }))
      return
    }
    setBusy(true)
    const want = !item.voted
    api
      .vote(item.id, want)
      .then((result) => {
        onChange({ ...item, voted: result.voted, votes: result.votes })
        post({ parley: 1, type: 'vote', item: { id: item.id }, voted: result.voted, votes: result.votes })
        announce(t(result.voted ? 'vote.voted' : 'vote.removed', { count: result.votes }))
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
      aria-label={t('vote.label', { title: item.title, count: item.votes })}
      title={person ? undefined : t('vote.signInHint', { host: context.hostName })}
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
        if (result.items.length > 0) announce(t('post.similarFound', { count: result.items.length }))
      })
      .catch(() => current && setSimilar([]))
    return () => {
      current = false
    }
  }, [typed, api, announce])

  const submit = (event: Event) => {
    event.preventDefault()
    if (!title.trim()) {
      setError(t('post.titleRequired'))
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
        announce(t('post.posted'))
        onDone(item)
      })
      .catch((failure: Error) => setError(failure.message))
      .finally(() => setBusy(false))
  }

  return (
    <div class="stack">
      <BackButton onBack={() => onDone(null)} />
      <h2 class="heading" tabIndex={-1} ref={headingRef}>
        {t('list.post')}
      </h2>
      {!person ? (
        <SignInNote context={context} action="signIn.post" />
      ) : (
        <form class="stack" onSubmit={submit} noValidate>
          <label class="field">
            <span>{t('post.title')}</span>
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
              <h3 id="similar-heading">{t('post.similar')}</h3>
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
            <span>{t('post.details')}</span>
            <textarea
              value={details}
              rows={5}
              maxLength={DETAILS_MAX}
              onInput={(event) => setDetails(event.currentTarget.value)}
            />
          </label>
          {boards.length > 1 ? (
            <label class="field">
              <span>{t('post.board')}</span>
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
            {busy ? t('post.posting') : t('list.post')}
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
      setCommentError(t('comment.required'))
      return
    }
    setBusy(true)
    setCommentError(null)
    api
      .comment(item.id, body.trim())
      .then((comment) => {
        setItem({ ...item, comments: [...item.comments, comment] })
        setBody('')
        announce(t('comment.posted'))
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
        <Loading label={t('list.loading')} />
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
          <ExternalLink href={item.url}>{t('item.openFull')}</ExternalLink>
          <section class="stack" aria-labelledby="comments-heading">
            <h3 id="comments-heading">{t('item.comments', { count: item.comments.length })}</h3>
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
                  <span>{t('comment.label')}</span>
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
                  {busy ? t('comment.sending') : t('comment.submit')}
                </button>
              </form>
            ) : (
              <SignInNote context={context} action="signIn.comment" />
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
      {t('item.back')}
    </button>
  )
}
