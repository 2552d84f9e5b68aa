import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import type { FilesSearch } from './files-search'

/** A link to a folder of the files page (null: the top level), keeping the order in force. */
export function FolderLink({
  orgSlug,
  projectSlug,
  folderId,
  search,
  className,
  children,
  ...props
}: {
  orgSlug: string
  projectSlug: string
  folderId: string | null
  search: FilesSearch
  className?: string
  children: React.ReactNode
} & Pick<React.ComponentProps<'a'>, 'aria-current' | 'aria-label'>) {
  return (
    <Link
      to="/@{$org}/$project/files"
      params={{ org: orgSlug, project: projectSlug }}
      search={{ folder: folderId ?? undefined, sort: search.sort, dir: search.dir }}
      className={className}
      {...props}
    >
      {children}
    </Link>
  )
}
