import { Feed } from 'feed'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Markdown } from '~/components/rich-text'
import type { Locale } from '~/lib/i18n/locales'
import type { Database } from '~/server/db/client.server'
import { isAppError } from '~/server/errors'
import { serverTranslator } from '~/server/server-catalogues.server'
import { listUpdates } from './read.server'
import { getUpdatesAccess } from './updates-access.server'

/**
 * The Atom 1.0 feed of a public project's published updates, newest first. Private projects have none: the
 * feed is built for an anonymous reader, so they answer 404 like any page an outsider may not see. Its fixed
 * texts (title, description, language) are in `locale`, the request's language (the route resolves it as for
 * pages); the updates themselves are as written.
 */
export async function updatesFeedResponse(
  deps: { db: Database; baseUrl: string },
  scope: { orgSlug: string; projectSlug: string },
  locale: Locale = 'en',
): Promise<Response> {
  const { t } = serverTranslator('updates', locale)
  let access: Awaited<ReturnType<typeof getUpdatesAccess>>
  try {
    access = await getUpdatesAccess(deps.db, null, scope)
  } catch (error) {
    if (isAppError(error) || (error instanceof Error && error.name === 'MovedError')) {
      return new Response('Not Found', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    }
    throw error
  }
  const base = deps.baseUrl.replace(/\/$/, '')
  const home = `${base}/@${access.organization.slug}/${access.project.slug}/updates`
  const { updates } = await listUpdates(deps.db, access)
  const feed = new Feed({
    title: t('feed.title', { project: access.project.name }),
    description: access.project.description || t('feed.description', { project: access.project.name }),
    id: home,
    link: home,
    language: locale,
    copyright: access.organization.name,
    updated: updates[0]?.publishedAt ? new Date(updates[0].publishedAt) : access.project.createdAt,
    feedLinks: { atom: `${home}/feed.xml` },
    generator: 'Parley',
  })
  for (const update of updates) {
    const link = `${home}/${update.id}`
    feed.addItem({
      title: update.title,
      id: link,
      link,
      date: new Date(update.publishedAt ?? update.createdAt),
      author: update.author
        ? [{ name: update.author.name || update.author.username || 'Parley' }]
        : undefined,
      category: update.label ? [{ name: update.label.name }] : undefined,
      content: renderToStaticMarkup(createElement(Markdown, { source: update.body })),
    })
  }
  return new Response(feed.atom1(), {
    headers: {
      'content-type': 'application/atom+xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
      // Its fixed texts follow the asked-for language (?lang= is in the URL already).
      vary: 'Accept-Language, Cookie',
    },
  })
}
