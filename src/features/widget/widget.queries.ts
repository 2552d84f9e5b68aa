import { queryOptions } from '@tanstack/react-query'
import { getWidgetSettingsFn } from './widget.functions'

/** The section follows the project's widget topic (`topicOf.widget(projectId)`, event `widget.changed`). */
export const widgetKeys = {
  settings: (orgSlug: string, projectSlug: string) => ['widget', orgSlug, projectSlug, 'settings'] as const,
}

export const widgetSettingsQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: widgetKeys.settings(orgSlug, projectSlug),
    retry: 1,
    queryFn: () => getWidgetSettingsFn({ data: { orgSlug, projectSlug } }),
  })

export type WidgetSettingsView = Awaited<ReturnType<typeof getWidgetSettingsFn>>
