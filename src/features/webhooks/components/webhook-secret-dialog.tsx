import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { SIGNATURE_HEADER } from './webhook-labels'
import { WebhookSecretField } from './webhook-secret-field'

export type ShownWebhookSecret = {
  /** The dialog's title, e.g. "Signing secret of Orders". */
  title: string
  secret: string
  /** What to know about it (a rotation's overlap), under the field. */
  note?: string
}

type WebhookSecretDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  shown: ShownWebhookSecret | null
}

/** A revealed or freshly rotated signing secret. Closing forgets it (the section drops it from its state). */
export function WebhookSecretDialog({ open, onOpenChange, shown }: WebhookSecretDialogProps) {
  const t = useT('webhooks')
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={shown?.title ?? t('secret.title')}
      description={t('secret.description', { header: SIGNATURE_HEADER })}
    >
      {shown ? (
        <div className="grid gap-4">
          <WebhookSecretField secret={shown.secret} label={t('secret.title')} />
          {shown.note ? <p className="text-sm text-muted-foreground">{shown.note}</p> : null}
          <div className="flex justify-end">
            <Button type="button" onClick={() => onOpenChange(false)}>
              {t('secret.done')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}
