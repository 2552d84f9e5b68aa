import { Globe, Lock } from 'lucide-react'

export function VisibilityBadge({ visibility }: { visibility: 'public' | 'private' }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5 text-xs text-muted-foreground [&_svg]:size-3">
      {visibility === 'public' ? <Globe /> : <Lock />}
      {visibility === 'public' ? 'Public' : 'Private'}
    </span>
  )
}
