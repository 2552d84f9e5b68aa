import { Lock } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import type { MentionSource } from '~/components/rich-text'
import { RichTextEditor } from '~/components/rich-text'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import type { UploadTarget } from '~/components/upload/upload-client'
import { DISCUSSION_BODY_MAX } from '~/lib/discussion-rules'
import type { ThreadDetail } from '../discussions.types'

type ReplyBoxProps = {
  thread: ThreadDetail
  draft: string
  onDraftChange: (value: string) => void
  mentionSource: MentionSource
  /** Where attached files go. */
  uploadTarget: UploadTarget
  editorRef: React.Ref<HTMLTextAreaElement>
  onPost: (body: string) => Promise<boolean>
}

/** The reply box under a thread ("Reply", "Post reply"); a locked thread says why instead. */
export function ReplyBox({
  thread,
  draft,
  onDraftChange,
  mentionSource,
  uploadTarget,
  editorRef,
  onPost,
}: ReplyBoxProps) {
  const t = useT('discussions')
  const [posting, setPosting] = React.useState(false)
  const [uploading, setUploading] = React.useState(false)
  if (thread.locked) {
    return (
      <Card className="flex items-start gap-3 p-4 text-sm" data-testid="locked-notice">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div>
          <p className="font-medium">
            {thread.lockReason
              ? t('reply.lockedWithReason', { reason: thread.lockReason })
              : t('reply.locked')}
          </p>
          <p className="text-muted-foreground">
            {thread.lockedBy ? t('reply.lockedBy', { name: thread.lockedBy.name }) : t('reply.noNewReplies')}
          </p>
        </div>
      </Card>
    )
  }
  if (!thread.permissions.canReply) return null
  const post = async () => {
    if (draft.trim() === '' || posting || uploading) return
    setPosting(true)
    const posted = await onPost(draft)
    setPosting(false)
    if (posted) onDraftChange('')
  }
  return (
    <Card className="p-4">
      <form
        method="post"
        aria-label={t('reply.label')}
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          void post()
        }}
      >
        <RichTextEditor
          ref={editorRef}
          name="reply"
          label={t('reply.label')}
          value={draft}
          onChange={onDraftChange}
          maxLength={DISCUSSION_BODY_MAX}
          rows={4}
          placeholder={t('reply.placeholder')}
          mentionSource={mentionSource}
          onSubmitShortcut={() => void post()}
          attachments={{ target: uploadTarget, onBusyChange: setUploading }}
          // Locked while posting: the box is cleared once the reply is in, which would erase text typed meanwhile.
          readOnly={posting}
        />
        <div className="flex justify-end">
          <Button
            type="submit"
            disabled={posting || uploading || draft.trim() === ''}
            aria-busy={uploading || undefined}
          >
            {uploading ? t('common.waitingForUploads') : posting ? t('reply.posting') : t('reply.post')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
