import type { z } from 'zod'

/** Field errors keyed by field name (the last part of the issue's path), from a zod result. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[issue.path.length - 1] ?? '')
    fields[key] ??= issue.message
  }
  return fields
}
