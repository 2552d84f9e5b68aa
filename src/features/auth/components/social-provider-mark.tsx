import {
  type SimpleIcon,
  siApple,
  siAtlassian,
  siDiscord,
  siDropbox,
  siFacebook,
  siFigma,
  siGithub,
  siGitlab,
  siGoogle,
  siHuggingface,
  siKakaotalk,
  siKick,
  siLine,
  siLinear,
  siNaver,
  siNotion,
  siPaypal,
  siReddit,
  siRoblox,
  siSpotify,
  siTiktok,
  siTwitch,
  siVk,
  siX,
  siZoom,
} from 'simple-icons'
import { cn } from '~/lib/cn'

/**
 * Each provider's mark from simple-icons, imported by name so that the bundle carries only these (the
 * package has no side effects). simple-icons has no mark for Amazon Cognito, Microsoft, Slack, LinkedIn or
 * Salesforce (their owners asked for them to be removed): those get a neutral initial instead.
 */
const marks: Record<string, SimpleIcon> = {
  apple: siApple,
  atlassian: siAtlassian,
  discord: siDiscord,
  dropbox: siDropbox,
  facebook: siFacebook,
  figma: siFigma,
  github: siGithub,
  gitlab: siGitlab,
  google: siGoogle,
  huggingface: siHuggingface,
  kakao: siKakaotalk,
  kick: siKick,
  line: siLine,
  linear: siLinear,
  naver: siNaver,
  notion: siNotion,
  paypal: siPaypal,
  reddit: siReddit,
  roblox: siRoblox,
  spotify: siSpotify,
  tiktok: siTiktok,
  twitch: siTwitch,
  twitter: siX,
  vk: siVk,
  zoom: siZoom,
}

/** True when the provider has a mark of its own (not the neutral initial). */
export function hasProviderMark(id: string): boolean {
  return id in marks
}

/**
 * A provider's mark, drawn in the text colour so that it reads in the light and the dark theme alike. It is
 * decoration: the button beside it carries the provider's name.
 */
export function SocialProviderMark({
  id,
  name,
  className,
}: {
  id: string
  name: string
  className?: string
}) {
  const mark = marks[id]
  if (!mark) {
    return (
      <span
        aria-hidden
        data-provider={id}
        className={cn(
          'inline-flex size-5 shrink-0 items-center justify-center rounded bg-muted text-[11px] font-semibold uppercase text-foreground',
          className,
        )}
      >
        {name.charAt(0)}
      </span>
    )
  }
  return (
    <svg
      aria-hidden
      focusable="false"
      data-provider={id}
      viewBox="0 0 24 24"
      fill="currentColor"
      className={cn('size-5 shrink-0 text-foreground', className)}
    >
      <path d={mark.path} />
    </svg>
  )
}
