import { useSuspenseQuery } from '@tanstack/react-query'
import type * as React from 'react'
import { feedbackSetupQuery } from '../feedback.queries'
import { useFeedbackLive } from '../use-feedback-live'

/** The boards pages' frame: keeps the project's boards, statuses and items live while any of them is open. */
export function BoardArea({
  orgSlug,
  projectSlug,
  children,
}: {
  orgSlug: string
  projectSlug: string
  children: React.ReactNode
}) {
  const { data: setup } = useSuspenseQuery(feedbackSetupQuery(orgSlug, projectSlug))
  useFeedbackLive({ orgSlug, projectSlug, projectId: setup.projectId, isMember: setup.isMember })
  return children
}
