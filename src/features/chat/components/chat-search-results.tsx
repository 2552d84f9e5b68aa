import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { LoadError, Loading } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { ViaMark } from '~/components/ui/via-mark'
import { messageOf } from '~/lib/auth-result'
import { chatSearchQuery } from '../chat.queries'

/** Messages matching the search across the project's chats, newest first, each linking to its permalink. */
export function ChatSearchResults({
  orgSlug,
  projectSlug,
  query,
}: {
  orgSlug: string
  projectSlug: string
  query: string
}) {
  const t = useT('chat')
  const search = useInfiniteQuery(chatSearchQuery(orgSlug, projectSlug, query))
  const results = search.data?.pages.flatMap((page) => page.results) ?? []

  if (search.isPending) {
    return (
      <Card>
        <Loading>{t('search.searching')}</Loading>
      </Card>
    )
  }
  if (search.isError) {
    return (
      <Card>
        <LoadError
          message={messageOf(search.error, t('search.failed'))}
          onRetry={() => void search.refetch()}
        />
      </Card>
    )
  }
  return (
    <section aria-label={t('search.label')} className="grid gap-3">
      <p className="text-sm text-muted-foreground" role="status">
        {results.length === 0
          ? t('search.none', { query })
          : t(search.hasNextPage ? 'search.many' : 'search.count', { count: results.length, query })}
      </p>
      {results.length > 0 ? (
        <Card className="overflow-hidden p-0">
          <ul className="divide-y divide-border">
            {results.map((result) => (
              <li key={result.message.id}>
                <Link
                  to="/@{$org}/$project/chat/$chatId"
                  params={{ org: orgSlug, project: projectSlug, chatId: result.chatId }}
                  search={{ message: result.message.id }}
                  className="block px-4 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                >
                  <span className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">{result.chatName}</span>
                    <span>
                      {result.message.author?.name ?? t('message.deletedAccount')}
                      <ViaMark author={result.message.author} via={result.message.via} />
                    </span>
                    <RelativeTime iso={result.message.createdAt} />
                  </span>
                  <span className="mt-0.5 block text-sm">{result.snippet}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {search.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-center"
          disabled={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
        >
          {search.isFetchingNextPage ? t('search.loading') : t('search.more')}
        </Button>
      ) : null}
    </section>
  )
}
