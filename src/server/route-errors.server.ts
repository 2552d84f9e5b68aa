import { notFound } from '@tanstack/react-router'
import { MovedError } from './authz.server'
import { AppError } from './errors'

export type Moved = { moved: string }

/**
 * For server functions that route loaders call: NOT_FOUND becomes the router's notFound() (HTTP 404 and the
 * route's not-found view), and a renamed slug comes back as { moved } for the loader to redirect.
 */
export async function forRoute<T>(load: () => Promise<T>): Promise<T | Moved> {
  try {
    return await load()
  } catch (error) {
    if (error instanceof MovedError) return { moved: error.currentSlug }
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound()
    throw error
  }
}
