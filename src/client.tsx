import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

/**
 * The default client entry of TanStack Start, started one frame later: after the browser has painted the
 * server's HTML. The entry script usually arrives right behind the stylesheet, and run at once it held the first
 * paint of the page behind the framework's start-up and hydration (100–200 ms here, four times that on a slow
 * phone). A hidden tab paints nothing, so it hydrates at once.
 */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState === 'hidden') run()
  else requestAnimationFrame(() => setTimeout(run, 0))
}

afterFirstPaint(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
})
