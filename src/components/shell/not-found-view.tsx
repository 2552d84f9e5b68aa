import { Link } from '@tanstack/react-router'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'

type NotFoundViewProps = {
  /** A more specific headline, e.g. for an organisation that does not exist. */
  title?: string
  message?: string
}

/** The not-found screen: '404', the message, 'Back' (previous page) and 'Home'. */
export function NotFoundView({ title, message }: NotFoundViewProps) {
  const t = useT('common')
  return (
    <div
      data-testid="not-found-view"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center"
    >
      {/* The big number is the page's heading (with the specific headline when there is one), not a styled
          paragraph that only looks like one. */}
      <h1 className="grid justify-items-center gap-4">
        <span className="text-6xl font-bold tracking-tight text-primary">404</span>
        {title ? <span className="text-xl font-semibold">{title}</span> : null}
      </h1>
      <p className="text-muted-foreground">{message ?? t('notFound.message')}</p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => window.history.back()}>
          {t('notFound.back')}
        </Button>
        <Button asChild>
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </div>
    </div>
  )
}
