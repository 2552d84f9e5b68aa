import { Lock } from 'lucide-react'
import * as React from 'react'
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
  const [posting, setPosting] = React.useState(false)
  const [uploading, setUploading] = React.useState(false)
  if (thread.locked) {
    return (
      <Card className="flex items-start gap-3 p-4 text-sm" data-testid="locked-notice">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div>
          <p className="font-medium">
            This discussion is locked{thread.lockReason ? `: ${thread.lockReason}` : '.'}
          </p>
          <p className="text-muted-foreground">
            {thread.lockedBy ? `${thread.lockedBy.name} locked it; ` : ''}no new replies can be posted.
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
        aria-label="Reply"
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          void post()
        }}
      >
        <RichTextEditor
          ref={editorRef}
          name="reply"
          label="Reply"
          value={draft}
          onChange={onDraftChange}
          maxLength={DISCUSSION_BODY_MAX}
          rows={4}
          placeholder="Write a reply. Markdown works; @ mentions people. Ctrl+Enter posts."
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
            {uploading ? 'Waiting for uploads…' : posting ? 'Posting…' : 'Post reply'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
