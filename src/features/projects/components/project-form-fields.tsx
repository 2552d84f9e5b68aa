import { Globe, Lock } from 'lucide-react'
import { z } from 'zod'
import { FieldError, TextareaField, useField } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { cn } from '~/lib/cn'
import type { MessageKey } from '~/lib/i18n/catalogue'
import type { ProjectVisibility } from '~/lib/project-visibility'
import {
  projectDescriptionSchema,
  projectNameSchema,
  projectSlugSchema,
  projectVisibilitySchema,
} from '../projects.schemas'

/** The fields the project settings form edits (the server function takes them as `changes`). */
export const projectFieldsSchema = z.object({
  name: projectNameSchema,
  slug: projectSlugSchema,
  description: projectDescriptionSchema,
  visibility: projectVisibilitySchema,
})

export function DescriptionField() {
  const t = useT('projects')
  return (
    <TextareaField
      name="description"
      label={t('fields.description')}
      rows={4}
      maxLength={2000}
      placeholder={t('fields.descriptionPlaceholder')}
    />
  )
}

const options: {
  value: ProjectVisibility
  title: MessageKey<'projects'>
  text: MessageKey<'projects'>
  icon: typeof Globe
}[] = [
  { value: 'private', title: 'visibility.private', text: 'fields.privateText', icon: Lock },
  { value: 'public', title: 'visibility.public', text: 'fields.publicText', icon: Globe },
]

/** Private or public, as two radio cards registered with the surrounding <Form>. */
export function VisibilityField() {
  const field = useField('visibility')
  const t = useT('projects')
  return (
    <fieldset className="grid gap-2" aria-describedby={field.error ? field.errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{t('fields.visibility')}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
          )}
        >
          <input
            type="radio"
            value={option.value}
            defaultChecked={field.defaultValue === option.value}
            className="mt-1 accent-[var(--primary)]"
            {...field.registration}
          />
          <span>
            <span className="flex items-center gap-1.5 font-medium [&_svg]:size-4">
              <option.icon aria-hidden /> {t(option.title)}
            </span>
            <span className="block text-sm text-muted-foreground">{t(option.text)}</span>
          </span>
        </label>
      ))}
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  )
}
