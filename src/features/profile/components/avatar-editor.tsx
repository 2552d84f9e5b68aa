import { useQueryClient } from '@tanstack/react-query'
import { ImagePlus, Trash2 } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Button } from '~/components/ui/button'
import { authKeys } from '~/features/auth/auth.queries'
import { AVATAR_SIZE } from '~/lib/profile-rules'
import { toSquareDataUrl } from '~/lib/square-image'
import { toast } from '~/lib/toast'
import { removeAvatar, uploadAvatar } from '../profile.functions'
import { profileKeys } from '../profile.queries'

/**
 * The profile picture: any image is cropped to its centred square and scaled to AVATAR_SIZE in the browser,
 * then uploaded and kept with the app's storage.
 */
export function AvatarEditor({ name, image }: { name: string; image: string | null }) {
  const queryClient = useQueryClient()
  const t = useT('profile')
  // The server's refusals ("Choose an image file…") in the page's language (the errors catalogue).
  const errorText = useErrorText()
  const inputRef = React.useRef<HTMLInputElement>(null)
  const [pending, setPending] = React.useState<'upload' | 'remove' | null>(null)
  const [error, setError] = React.useState<string | null>(null)

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authKeys.all }),
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    ])

  const onFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setError(null)
    setPending('upload')
    try {
      const dataUrl = await toSquareDataUrl(file, AVATAR_SIZE)
      await uploadAvatar({ data: { dataUrl } })
      await refresh()
      toast.success(t('avatar.updated'))
    } catch (caught) {
      const message =
        caught instanceof Error && caught.message ? errorText(caught.message) : t('avatar.uploadFailed')
      setError(message)
      toast.error(message)
    } finally {
      setPending(null)
    }
  }

  const onRemove = async () => {
    setError(null)
    setPending('remove')
    try {
      await removeAvatar()
      await refresh()
      toast.success(t('avatar.removed'))
    } catch {
      toast.error(t('avatar.removeFailed'))
    } finally {
      setPending(null)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <UserAvatar size={20} name={name} image={image} />
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={onFile}
            data-testid="avatar-input"
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={pending !== null}
            onClick={() => inputRef.current?.click()}
          >
            <ImagePlus aria-hidden />
            {pending === 'upload' ? t('avatar.uploading') : image ? t('avatar.change') : t('avatar.upload')}
          </Button>
          {image ? (
            <Button type="button" variant="ghost" size="sm" disabled={pending !== null} onClick={onRemove}>
              <Trash2 aria-hidden />
              {pending === 'remove' ? t('avatar.removing') : t('avatar.remove')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">{t('avatar.hint')}</p>
        {error ? (
          <p className="text-sm text-destructive" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  )
}
