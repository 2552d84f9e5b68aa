import { useT } from '~/components/i18n/use-t'
import { NotFoundView } from '~/components/shell/not-found-view'

/** A board that does not exist, or that the viewer may not see (never a 403 that confirms it exists). */
export function BoardNotFound() {
  const t = useT('feedbackAdmin')
  return <NotFoundView title={t('boardNotFound.title')} message={t('boardNotFound.message')} />
}
