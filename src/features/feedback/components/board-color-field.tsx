import { useFormContext } from 'react-hook-form'
import { FieldError, useField } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { dotClass } from '~/components/ui/color-classes'
import { cn } from '~/lib/cn'
import { FEEDBACK_COLORS, type FeedbackColor } from '~/lib/feedback-rules'

/** The colours' names as people read them (the stored values are the keys): their messages. */
export const COLOR_LABELS = {
  gray: 'color.gray',
  red: 'color.red',
  orange: 'color.orange',
  amber: 'color.amber',
  green: 'color.green',
  teal: 'color.teal',
  blue: 'color.blue',
  indigo: 'color.indigo',
  purple: 'color.purple',
  pink: 'color.pink',
} as const satisfies Record<FeedbackColor, string>

/**
 * A colour picker for boards and statuses: a native radio group (arrow keys move between swatches, Tab leaves
 * the group), each swatch named so that it never depends on seeing the colour.
 */
export function ColorField({ idPrefix, legend }: { idPrefix: string; legend?: string }) {
  const t = useT('feedbackAdmin')
  const field = useField('color', { id: `${idPrefix}-color` })
  const selected = useFormContext().watch('color') as string | undefined
  return (
    <fieldset className="grid gap-2" aria-describedby={field.aria['aria-describedby']}>
      <legend className="mb-1.5 text-sm font-medium">{legend ?? t('color.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {FEEDBACK_COLORS.map((color) => (
          <label
            key={color}
            className={cn(
              'relative flex cursor-pointer items-center gap-1.5 rounded-full border border-border py-1 pe-3 ps-1.5 text-sm',
              'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:font-medium',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              value={color}
              defaultChecked={field.defaultValue === color}
              // Transparent over the whole chip: the pointer lands on the radio itself wherever it clicks.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              {...field.registration}
            />
            <span
              aria-hidden
              className={cn(
                'inline-block size-4 rounded-full ring-offset-1 ring-offset-card',
                dotClass(color),
                selected === color && 'ring-2 ring-foreground',
              )}
            />
            {t(COLOR_LABELS[color])}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  )
}
