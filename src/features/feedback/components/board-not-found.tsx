import { NotFoundView } from '~/components/shell/not-found-view'

/** A board that does not exist, or that the viewer may not see (never a 403 that confirms it exists). */
export function BoardNotFound() {
  return (
    <NotFoundView
      title="Board not found"
      message="There is no board at this address, or you do not have access to it."
    />
  )
}
