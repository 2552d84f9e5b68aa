import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { useCommonText } from '~/components/ui/use-common-text'

type RouteErrorViewProps = ErrorComponentProps & {
  /** On the root route the way out is 'Home'; anywhere else it is 'Go Back'. */
  isRoot?: boolean
}

/** The route-error screen: the error, 'Try Again' (re-runs the route loading) and a way out. */
export function RouteErrorView({ error, reset, isRoot = false }: RouteErrorViewProps) {
  const router = useRouter()
  // Never suspends nor throws: the last resort shows in English when even the shell's words failed to load.
  const { t } = useCommonText()
  const queryErrorReset = useQueryErrorResetBoundary()
  const [showError, setShowError] = React.useState(false)

  React.useEffect(() => {
    console.warn('Route error:', error)
  }, [error])

  const tryAgain = () => {
    queryErrorReset.reset()
    reset()
    void router.invalidate()
  }

  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <h1 className="text-2xl font-semibold">{t('routeError.title', 'Something went wrong!')}</h1>
      <p className="text-muted-foreground">
        {t('routeError.message', 'This page could not be loaded. Try again, or come back in a moment.')}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={tryAgain}>{t('routeError.tryAgain', 'Try Again')}</Button>
        {isRoot ? (
          <Button variant="outline" asChild>
            <Link to="/">{t('routeError.home', 'Home')}</Link>
          </Button>
        ) : (
          <Button variant="outline" onClick={() => window.history.back()}>
            {t('routeError.goBack', 'Go Back')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => setShowError((shown) => !shown)} aria-expanded={showError}>
          {showError ? t('routeError.hideError', 'Hide Error') : t('routeError.showError', 'Show Error')}
        </Button>
      </div>
      {showError ? (
        <pre className="max-h-64 w-full overflow-auto rounded-md border border-border bg-muted p-3 text-start text-xs text-destructive">
          {error instanceof Error ? error.message || error.name : String(error)}
        </pre>
      ) : null}
    </div>
  )
}
