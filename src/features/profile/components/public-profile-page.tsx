import { useSuspenseQuery } from '@tanstack/react-query'
import { UserAvatar } from '~/components/shell/user-avatar'
import { publicProfileQuery } from '../profile.queries'

const joinedFormat = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' })

export function PublicProfilePage({ username }: { username: string }) {
  const { data: profile } = useSuspenseQuery(publicProfileQuery(username))
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex items-center gap-4">
        <UserAvatar
          name={profile.name || profile.username}
          image={profile.image}
          className="size-20 text-2xl"
        />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold tracking-tight">
            {profile.name || profile.username}
          </h1>
          <p className="text-muted-foreground">@{profile.username}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Joined {joinedFormat.format(new Date(profile.joinedAt))}
          </p>
        </div>
      </div>
    </div>
  )
}
