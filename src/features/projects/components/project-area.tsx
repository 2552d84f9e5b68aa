import type { LucideIcon } from 'lucide-react'
import { Card } from '~/components/ui/card'
import type { ProjectAction } from '~/lib/access-policy'
import { useProject } from '../projects.queries'

type ProjectAreaProps = {
  orgSlug: string
  projectSlug: string
  title: string
  /** What the area is for, in one sentence. */
  purpose: string
  icon: LucideIcon
  needs: ProjectAction
}

/**
 * An area of the project whose feature is not part of this version of Parley: it says so plainly and shows
 * no data. Members-only areas say who may see them instead.
 */
export function ProjectArea({ orgSlug, projectSlug, title, purpose, icon: Icon, needs }: ProjectAreaProps) {
  const project = useProject(orgSlug, projectSlug)
  const allowed = project.permissions[needs]
  return (
    <Card className="flex flex-col items-center gap-3 border-dashed px-6 py-14 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <Icon className="size-6" aria-hidden />
      </span>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{purpose}</p>
      <p className="max-w-md text-sm text-muted-foreground">
        {allowed
          ? `${title} is not available in this version of Parley yet, so there is nothing here.`
          : `${title} is only for members of ${project.orgName}.`}
      </p>
    </Card>
  )
}
