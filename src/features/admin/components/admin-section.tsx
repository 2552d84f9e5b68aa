import type * as React from 'react'
import { Card } from '~/components/ui/card'
import { cn } from '~/lib/cn'

/** One titled block of the admin's user page; `id` names it in the page (`section-<id>`), in any language. */
export function AdminSection({
  id: name,
  title,
  description,
  danger,
  children,
  action,
}: {
  id: string
  title: string
  description?: React.ReactNode
  danger?: boolean
  action?: React.ReactNode
  children?: React.ReactNode
}) {
  const id = `section-${name}`
  return (
    <Card tone={danger ? 'danger' : 'default'} className="p-4 sm:p-6">
      <section aria-labelledby={id} className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={id} className={cn('font-semibold', danger && 'text-destructive')}>
              {title}
            </h3>
            {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </section>
    </Card>
  )
}
