import { useQuery } from '@tanstack/react-query'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
import { Markdown } from '~/components/rich-text'
import { Dialog } from '~/components/ui/dialog'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { messageOf } from '~/lib/auth-result'
import { postVersionsQuery } from '../discussions.queries'

/** Earlier versions of an edited post (moderators), newest first. */
export function PostVersionsDialog(props: {
  orgSlug: string
  projectSlug: string
  threadId: string
  postId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useT('discussions')
  const errorText = useErrorText()
  const versions = useQuery({
    ...postVersionsQuery(props.orgSlug, props.projectSlug, props.threadId, props.postId),
    enabled: props.open,
  })
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={t('versions.title')} width="2xl">
      {versions.isPending ? (
        <Loading line>{t('common.loading')}</Loading>
      ) : versions.isError ? (
        <LoadError line message={errorText(messageOf(versions.error, t('versions.loadFailed')))} />
      ) : versions.data.length === 0 ? (
        <EmptyState line title={t('versions.none')} />
      ) : (
        <ol className="grid max-h-[60vh] gap-3 overflow-y-auto">
          {versions.data.map((version) => (
            <li key={version.writtenAt} className="rounded-lg border border-border p-3">
              <p className="text-xs text-muted-foreground">
                {richText(t('versions.written'), { time: <RelativeTime iso={version.writtenAt} /> })}
              </p>
              {version.title ? <p className="mt-1 font-medium">{version.title}</p> : null}
              <Markdown source={version.body} className="mt-1 text-sm" />
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  )
}
