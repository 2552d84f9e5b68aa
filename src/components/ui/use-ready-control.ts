import { QueryClientContext } from '@tanstack/react-query'
import * as React from 'react'
import { messagesQuery } from '~/components/i18n/use-t'
import { NOT_READY_REASON, readyControl, useHydrated } from '~/lib/hydration'
import type { Messages } from '~/lib/i18n/catalogue'
import { renderMessage } from '~/lib/i18n/format-message'
import { useSoftLocale } from './use-common-text'

/**
 * The title of a control before the page has hydrated ("Loading…") in the page's language; English outside the
 * app. Read only while it shows: after hydration no control says it.
 */
function useNotReadyReason(hydrated: boolean): string {
  const locale = useSoftLocale()
  const queryClient = React.useContext(QueryClientContext)
  if (hydrated) return NOT_READY_REASON
  const message = queryClient?.getQueryData<Messages>(messagesQuery(locale, 'common').queryKey)?.[
    'form.notReady'
  ]
  return message === undefined ? NOT_READY_REASON : renderMessage(locale, message)
}

/** `readyControl` for one control: disabled, saying why, until the page has hydrated. */
export function useReadyControl(disabled?: boolean, title?: string) {
  const hydrated = useHydrated()
  return readyControl(hydrated, disabled, title, useNotReadyReason(hydrated))
}

/** For a list of controls: `ready(disabled, title)` for each, with one look at the page's state. */
export function useReadyControls() {
  const hydrated = useHydrated()
  const notReady = useNotReadyReason(hydrated)
  return React.useCallback(
    (disabled?: boolean, title?: string) => readyControl(hydrated, disabled, title, notReady),
    [hydrated, notReady],
  )
}
