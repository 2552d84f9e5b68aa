import * as React from 'react'
import { NOT_READY_REASON, readyControl, useHydrated } from '~/lib/hydration'
import { useCommonText } from './use-common-text'

/**
 * `readyControl` in the page's language: until the page has hydrated, the control is disabled and its title
 * says "Loading…" (common's `form.notReady`; English outside the app).
 */
export function useReadyControl(disabled?: boolean, title?: string) {
  return useReadyControls()(disabled, title)
}

/** For a list of controls: `ready(disabled, title)` for each, with one look at the page's state. */
export function useReadyControls() {
  const hydrated = useHydrated()
  const { t } = useCommonText()
  const notReady = hydrated ? undefined : t('form.notReady', NOT_READY_REASON)
  return React.useCallback(
    (disabled?: boolean, title?: string) => readyControl(hydrated, disabled, title, notReady),
    [hydrated, notReady],
  )
}
