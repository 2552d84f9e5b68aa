import { UserMinus } from 'lucide-react'
import * as React from 'react'
import { richText, useT } from '~/components/i18n/use-t'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { NativeSelect } from '~/components/ui/native-select'
import { RelativeTime } from '~/components/ui/relative-time'
import { parseOrgRole } from '~/lib/access-policy'
import { ROLE_ORDER, roleLabel } from './role-labels'

export type MemberEntry = {
  id: string
  userId: string
  role: string
  createdAt: Date | string
  user: { id: string; name: string; email: string; image?: string | null }
}

type MemberRowProps = {
  entry: MemberEntry
  organizationName: string
  isSelf: boolean
  canManage: boolean
  viewerIsOwner: boolean
  onChangeRole: (role: string) => Promise<void>
  onRemove: () => Promise<boolean>
}

export function MemberRow({
  entry,
  organizationName,
  isSelf,
  canManage,
  viewerIsOwner,
  onChangeRole,
  onRemove,
}: MemberRowProps) {
  const t = useT('orgs')
  const [pendingRole, setPendingRole] = React.useState<string | null>(null)
  const [confirming, setConfirming] = React.useState(false)
  const role = parseOrgRole(entry.role)
  const displayName = entry.user.name || entry.user.email
  // Better Auth lets only owners touch an owner or hand out the owner role; show admins no such control.
  const mayManageThis = canManage && (viewerIsOwner || role !== 'owner')
  const selectId = `member-role-${entry.id}`

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 p-4" data-testid="member-row">
      <UserAvatar size={9} name={displayName} image={entry.user.image ?? null} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate text-sm font-medium">
          {displayName}
          {isSelf ? (
            <span className="ms-1.5 font-normal text-muted-foreground">{t('members.you')}</span>
          ) : null}
        </p>
        <p className="text-xs text-muted-foreground sm:truncate">
          {/* On a phone the joining date gets its own line instead of being cut off by a long address. */}
          <span className="block truncate sm:inline">{entry.user.email}</span>
          <span className="hidden sm:inline"> · </span>
          {richText(t('members.joined'), {
            time: <RelativeTime iso={new Date(entry.createdAt).toISOString()} />,
          })}
        </p>
      </div>
      <div className="ms-12 flex items-center gap-2 sm:ms-0">
        {mayManageThis ? (
          <>
            <label htmlFor={selectId} className="sr-only">
              {t('members.roleOf', { name: displayName })}
            </label>
            <NativeSelect
              id={selectId}
              className="w-28"
              value={pendingRole ?? role ?? entry.role}
              disabled={pendingRole !== null}
              onChange={async (event) => {
                const next = event.target.value
                setPendingRole(next)
                try {
                  await onChangeRole(next)
                } finally {
                  setPendingRole(null)
                }
              }}
            >
              {ROLE_ORDER.map((option) => (
                <option key={option} value={option} disabled={option === 'owner' && !viewerIsOwner}>
                  {t(roleLabel[option])}
                </option>
              ))}
            </NativeSelect>
          </>
        ) : (
          <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium">
            {role ? t(roleLabel[role]) : entry.role}
          </span>
        )}
        {mayManageThis && !isSelf ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('members.remove', { name: displayName })}
            title={t('members.remove', { name: displayName })}
            onClick={() => setConfirming(true)}
          >
            <UserMinus />
          </Button>
        ) : canManage ? (
          // Keeps the role pickers of all rows in one column.
          <span aria-hidden className="hidden size-9 sm:block" />
        ) : null}
      </div>
      {mayManageThis && !isSelf ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('members.removeConfirmTitle', { name: displayName })}
          description={t('members.removeConfirmDescription', { name: displayName, team: organizationName })}
          confirmLabel={t('members.removeConfirm')}
          pendingLabel={t('members.removing')}
          onConfirm={async () => {
            if (await onRemove()) setConfirming(false)
          }}
        />
      ) : null}
    </li>
  )
}
