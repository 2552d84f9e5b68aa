import type { ExternalToast } from 'sonner'
import { lazyNamed } from './lazy-named'

/**
 * Toasts, with sonner loaded on first use: it is about 10 KiB of gzip JavaScript that a first visit
 * should not wait for. The root layout mounts the Toaster below, lazy too; a toast raised before it is mounted
 * is shown once it is (sonner replays the toasts its Toaster has not seen).
 */
const loadSonner = () => import('sonner')

export const Toaster = lazyNamed(loadSonner, 'Toaster')

function raise(kind: 'success' | 'error' | 'info') {
  return (message: string, options?: ExternalToast): void => {
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](message, options))
  }
}

export const toast = { success: raise('success'), error: raise('error'), info: raise('info') }
