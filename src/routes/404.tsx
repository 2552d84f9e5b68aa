import { createFileRoute } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { BlankLayout } from '~/components/shell/blank-layout'
import { NotFoundView } from '~/components/shell/not-found-view'

const answerNotFound = createIsomorphicFn()
  .server(() => setResponseStatus(404))
  .client(() => {})

/** The blank not-found page, answered with HTTP 404 like every unknown URL. */
export const Route = createFileRoute('/404')({
  staticData: { blankLayout: true },
  loader: () => answerNotFound(),
  component: () => (
    <BlankLayout>
      <NotFoundView />
    </BlankLayout>
  ),
})
