import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import type { MentionSource } from '~/components/rich-text'
import { RichTextEditor } from '~/components/rich-text'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import type { UploadTarget } from '~/components/upload/upload-client'
import { DISCUSSION_BODY_MAX, DISCUSSION_TITLE_MAX, DISCUSSION_TITLE_MIN } from '~/lib/discussion-rules'

/** Editing a post in place; the opening post edits the thread's title with it. */
export function PostEditForm(props: {
  initialBody: string
  initialTitle: string | null
  mentionSource: MentionSource
  /** Where attached files go. */
  uploadTarget: UploadTarget
  onCancel: () => void
  onSave: (values: { body: string; title?: string }) => Promise<boolean>
}) {
  const t = useT('discussions')
  const errorText = useErrorText()
  const [body, setBody] = React.useState(props.initialBody)
  const [title, setTitle] = React.useState(props.initialTitle ?? '')
  const [saving, setSaving] = React.useState(false)
  const [uploading, setUploading] = React.useState(false)
  const titleId = React.useId()
  const titleProblem =
    props.initialTitle !== null && title.trim().length < DISCUSSION_TITLE_MIN
      ? errorText(`Titles need at least ${DISCUSSION_TITLE_MIN} characters`)
      : null
  const save = async () => {
    if (titleProblem || body.trim() === '' || uploading) return
    setSaving(true)
    const saved = await props.onSave(props.initialTitle !== null ? { body, title: title.trim() } : { body })
    setSaving(false)
    if (saved) props.onCancel()
  }
  return (
    <form
      method="post"
      className="grid gap-3"
      aria-label={t('edit.label')}
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onCancel()
      }}
    >
      {props.initialTitle !== null ? (
        <div className="grid gap-1.5">
          <Label htmlFor={titleId}>{t('common.title')}</Label>
          <Input
            id={titleId}
            value={title}
            maxLength={DISCUSSION_TITLE_MAX}
            aria-invalid={Boolean(titleProblem)}
            readOnly={saving}
            aria-busy={saving || undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
          {titleProblem ? <p className="text-sm text-destructive">{titleProblem}</p> : null}
        </div>
      ) : null}
      <RichTextEditor
        name="body"
        label={t('edit.label')}
        hideLabel={props.initialTitle === null}
        value={body}
        onChange={setBody}
        maxLength={DISCUSSION_BODY_MAX}
        rows={5}
        mentionSource={props.mentionSource}
        onSubmitShortcut={() => void save()}
        attachments={{ target: props.uploadTarget, onBusyChange: setUploading }}
        // Locked while saving: the form closes once saved, which would drop text typed meanwhile.
        readOnly={saving}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={props.onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          size="sm"
          disabled={saving || uploading || body.trim() === '' || Boolean(titleProblem)}
          aria-busy={uploading || undefined}
        >
          {uploading ? t('common.waitingForUploads') : saving ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  )
}
