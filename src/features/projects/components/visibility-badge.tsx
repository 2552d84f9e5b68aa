import { Globe, Lock } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'

export function VisibilityBadge({ visibility }: { visibility: 'public' | 'private' }) {
  const t = useT('projects')
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5 text-xs text-muted-foreground [&_svg]:size-3">
      {visibility === 'public' ? <Globe /> : <Lock />}
      {visibility === 'public' ? t('visibility.public') : t('visibility.private')}
    </span>
  )
}
