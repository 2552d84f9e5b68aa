import { z } from 'zod'
import {
  parseOriginLines,
  WIDGET_COLOUR_PATTERN,
  WIDGET_LAUNCHER_POSITIONS,
  WIDGET_MAX_ORIGINS,
  WIDGET_TABS,
} from '~/lib/widget-rules'

export const widgetScopeSchema = z.object({
  orgSlug: z.string().trim().toLowerCase().min(1).max(64),
  projectSlug: z.string().trim().toLowerCase().min(1).max(64),
})

/**
 * The allowed origins as the form types them (one per line): each an exact origin, at most 20. Normalised on
 * the way in (lowercase host, no default port, no trailing slash).
 */
export const originLinesSchema = z
  .string()
  .max(20_000)
  .transform((text, context) => {
    const { origins, invalid } = parseOriginLines(text)
    for (const line of invalid.slice(0, 3)) {
      context.addIssue({
        code: 'custom',
        message: `“${line.slice(0, 80)}” is not an origin: write scheme://host[:port], with no path`,
      })
    }
    if (origins.length > WIDGET_MAX_ORIGINS) {
      context.addIssue({ code: 'custom', message: `At most ${WIDGET_MAX_ORIGINS} origins` })
    }
    return origins
  })

/** The settings form. */
export const widgetFormSchema = z.object({
  allowedOrigins: originLinesSchema,
  launcherPosition: z.enum(WIDGET_LAUNCHER_POSITIONS),
  launcherColour: z
    .string()
    .trim()
    .regex(WIDGET_COLOUR_PATTERN, 'Choose a colour as #rrggbb')
    .transform((colour) => colour.toLowerCase()),
  tabs: z.array(z.enum(WIDGET_TABS)).min(1, 'Show at least one tab').max(WIDGET_TABS.length),
})
export type WidgetFormInput = z.input<typeof widgetFormSchema>

export const updateWidgetSchema = widgetScopeSchema.extend(widgetFormSchema.shape)
export const linkEmailsSchema = widgetScopeSchema.extend({ on: z.boolean() })
