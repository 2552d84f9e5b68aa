/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks'
import type { Update } from './embed-api'
import type { EmbedContext } from './embed-context'
import { t } from './embed-i18n'
import { ErrorState, ExternalLink, Loading, timeAgo } from './embed-ui'

/** The project's latest published updates; those newer than the person's last look are marked new. */
export function UpdatesPanel({ context, lastSeen }: { context: EmbedContext; lastSeen: string | null }) {
  const { api, announce } = context
  const [updates, setUpdates] = useState<Update[] | null>(null)
  const [cursor, setCursor] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [loadingMore, setLoadingMore] = useState(false)
  // The mark is decided once, when the tab opens: reading the list is what clears it next time.
  const [seenBefore] = useState(lastSeen)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's
  useEffect(() => {
    let current = true
    setError(null)
    api
      .updates()
      .then((page) => {
        if (!current) return
        setUpdates(page.items)
        setCursor(page.nextCursor)
      })
      .catch((failure: Error) => current && setError(failure.message))
    return () => {
      current = false
    }
  }, [api, attempt])

  const loadMore = () => {
    if (!cursor) return
    setLoadingMore(true)
    api
      .updates(cursor)
      .then((page) => {
        setUpdates((previous) => [...(previous ?? []), ...page.items])
        setCursor(page.nextCursor)
        announce(t('updates.more', { count: page.items.length }))
      })
      .catch((failure: Error) => announce(failure.message))
      .finally(() => setLoadingMore(false))
  }

  if (error) return <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />
  if (!updates) return <Loading label={t('updates.loading')} />
  if (updates.length === 0) return <p class="empty">{t('updates.empty')}</p>
  return (
    <div class="stack">
      <ul class="updates" aria-label={t('tab.updates')}>
        {updates.map((update) => {
          const unread = seenBefore === null || Date.parse(update.publishedAt) > Date.parse(seenBefore)
          return (
            <li key={update.id} class="update">
              <div class="meta">
                {unread ? <span class="new">{t('updates.new')}</span> : null}
                <span>{timeAgo(update.publishedAt)}</span>
                {update.labels.map((label) => (
                  <span key={label.name} class="label">
                    <span class="status-dot" style={{ background: label.colour }} aria-hidden="true" />
                    {label.name}
                  </span>
                ))}
              </div>
              <h2 class="update-title">
                <ExternalLink href={update.url}>{update.title}</ExternalLink>
              </h2>
              {update.excerpt ? <p class="excerpt">{update.excerpt}</p> : null}
            </li>
          )
        })}
      </ul>
      {cursor ? (
        <button type="button" class="button" onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? t('more.loading') : t('more.show')}
        </button>
      ) : null}
    </div>
  )
}
