import { Link } from '@tanstack/react-router'
import { ChevronUp, Clock, FileText } from 'lucide-react'
import { richText, useLocale, useT } from '~/components/i18n/use-t'
import { Markdown } from '~/components/rich-text'
import { StatusBadge } from '~/components/ui/badges'
import { Card } from '~/components/ui/card'
import { badgeClass } from '~/components/ui/color-classes'
import { RelativeTime } from '~/components/ui/relative-time'
import { ViaMark } from '~/components/ui/via-mark'
import { cn } from '~/lib/cn'
import type { UpdateView } from '../server/read.server'
import { UpdateReactions } from './update-reactions'

type UpdateCardProps = {
  orgSlug: string
  projectSlug: string
  update: UpdateView
  /** On the list the title links to the update's page; on that page it is the heading. */
  headingLevel: 'h1' | 'h3'
}

// Per language, made once: the published date ("March 3, 2026") and a scheduled time, in the page's language.
const formats = new Map<string, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>()
function formatsOf(locale: string) {
  let known = formats.get(locale)
  if (!known) {
    known = {
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }),
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    }
    formats.set(locale, known)
  }
  return known
}

/** One update: label, date, author, title, body, the feedback it shipped, reactions. */
export function UpdateCard({ orgSlug, projectSlug, update, headingLevel }: UpdateCardProps) {
  const t = useT('updates')
  const { date: dateFormat, dateTime: dateTimeFormat } = formatsOf(useLocale())
  const params = { org: orgSlug, project: projectSlug }
  const Heading = headingLevel
  return (
    <Card className="p-5 sm:p-6" data-testid="update">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {update.label ? (
          <span
            className={cn('rounded-full px-2 py-0.5 text-xs font-medium', badgeClass(update.label.color))}
          >
            {update.label.name}
          </span>
        ) : null}
        {update.state === 'published' && update.publishedAt ? (
          <time dateTime={update.publishedAt}>{dateFormat.format(new Date(update.publishedAt))}</time>
        ) : update.state === 'scheduled' && update.publishAt ? (
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" />{' '}
            {richText(t('card.scheduledFor'), {
              date: (
                <time dateTime={update.publishAt}>{dateTimeFormat.format(new Date(update.publishAt))}</time>
              ),
            })}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1">
            <FileText aria-hidden className="size-3.5" />{' '}
            {richText(t('card.draftSaved'), { time: <RelativeTime iso={update.createdAt} /> })}
          </span>
        )}
        {update.author ? (
          <span>
            · {update.author.name || update.author.username}
            <ViaMark author={update.author} via={update.via} />
          </span>
        ) : null}
      </div>
      <Heading
        className={cn('mt-2 font-semibold break-words', headingLevel === 'h1' ? 'text-2xl' : 'text-lg')}
      >
        {headingLevel === 'h3' ? (
          <Link
            to="/@{$org}/$project/updates/$updateId"
            params={{ ...params, updateId: update.id }}
            className="hover:text-primary hover:underline"
          >
            {update.title}
          </Link>
        ) : (
          update.title
        )}
      </Heading>
      {update.body ? <Markdown source={update.body} className="mt-3" /> : null}
      {update.shipped.length > 0 ? (
        <section className="mt-4" aria-label={t('card.shipped')}>
          <h4 className="text-sm font-medium">{t('card.shipped')}</h4>
          <ul className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-1.5">
            {update.shipped.map((item) => (
              <li key={item.id} className="flex items-center gap-2 text-sm">
                <span className="inline-flex w-10 items-center gap-0.5 text-muted-foreground tabular-nums">
                  <ChevronUp aria-hidden className="size-3.5" />
                  {item.voteCount}
                  <span className="sr-only"> {t('card.votes')}</span>
                </span>
                <Link
                  to="/@{$org}/$project/feedback/$feedbackId"
                  params={{ ...params, feedbackId: item.id }}
                  className="min-w-0 flex-1 truncate text-primary underline underline-offset-2"
                >
                  {item.title}
                </Link>
                <StatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {update.state === 'published' ? (
        <div className="mt-4">
          <UpdateReactions
            orgSlug={orgSlug}
            projectSlug={projectSlug}
            updateId={update.id}
            reactions={update.reactions}
          />
        </div>
      ) : null}
    </Card>
  )
}
