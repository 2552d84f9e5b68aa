import { Pencil, Trash2, UserMinus, UserPlus } from 'lucide-react'
import * as React from 'react'
import { authOrThrow, Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { NativeSelect } from '~/components/ui/native-select'
import { authClient } from '~/features/auth/auth-client'
import { dataOrThrow, messageOf } from '~/lib/auth-result'
import { TEAM_NAME_MAX } from '~/lib/team-rules'
import { toast } from '~/lib/toast'
import type { OrganizationTeamEntry } from '../../orgs.queries'
import { orgTeamNameSchema } from '../../orgs.schemas'

/** A member of the organisation, as the add-to-team picker offers them. */
export type OrganizationPerson = { id: string; name: string; image: string | null }

type TeamRowProps = {
  team: OrganizationTeamEntry
  organizationId: string
  organizationName: string
  canManage: boolean
  /** The organisation's members (loaded for managers only). */
  people: OrganizationPerson[]
  peopleLoading: boolean
  onChanged: () => Promise<void>
}

/** One team of the Teams settings: its name, @handle and members; for managers rename, delete and membership. */
export function TeamRow({
  team,
  organizationId,
  organizationName,
  canManage,
  people,
  peopleLoading,
  onChanged,
}: TeamRowProps) {
  const t = useT('orgs')
  const errorText = useErrorText()
  const [renaming, setRenaming] = React.useState(false)
  const [deleting, setDeleting] = React.useState(false)
  const [removing, setRemoving] = React.useState<string | null>(null)
  const headingId = `team-${team.id}-name`
  const renameButton = React.useRef<HTMLButtonElement>(null)
  // Keyboard users carry on where they started: once the form has closed and the button is back (an effect
  // after the commit, not a frame that a slow device may reach before React has rendered it).
  const [returnFocus, setReturnFocus] = React.useState(false)
  React.useEffect(() => {
    if (renaming || !returnFocus) return
    renameButton.current?.focus()
    setReturnFocus(false)
  }, [renaming, returnFocus])

  const removeMember = async (person: { id: string; name: string }) => {
    setRemoving(person.id)
    try {
      dataOrThrow(
        await authClient.organization.removeTeamMember({
          teamId: team.id,
          userId: person.id,
          organizationId,
        }),
        t('teams.removeMemberFailed'),
      )
      await onChanged()
      toast.success(t('teams.memberRemoved', { name: person.name, team: team.name }))
    } catch (error) {
      toast.error(errorText(messageOf(error, t('teams.removeMemberFailed'))))
    } finally {
      setRemoving(null)
    }
  }

  const deleteTeam = async () => {
    try {
      dataOrThrow(
        await authClient.organization.removeTeam({ teamId: team.id, organizationId }),
        t('danger.deleteFailed'),
      )
      setDeleting(false)
      await onChanged()
      toast.success(t('teams.deleted', { team: team.name }))
    } catch (error) {
      toast.error(errorText(messageOf(error, t('danger.deleteFailed'))))
    }
  }

  return (
    <li className="grid gap-3 p-4" data-testid="team-row" aria-labelledby={headingId}>
      {renaming ? (
        <RenameTeamForm
          team={team}
          organizationId={organizationId}
          onDone={async (renamed) => {
            setRenaming(false)
            setReturnFocus(true)
            if (renamed) await onChanged()
          }}
        />
      ) : (
        <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="font-medium break-words">
              {team.name}
            </h3>
            <p className="text-xs text-muted-foreground">
              @{team.handle} · {t('teams.memberCount', { count: team.members.length })}
            </p>
          </div>
          {canManage ? (
            <div className="flex items-center gap-1">
              <Button
                ref={renameButton}
                variant="ghost"
                size="icon"
                aria-label={t('teams.renameTeam', { team: team.name })}
                title={t('teams.rename')}
                onClick={() => setRenaming(true)}
              >
                <Pencil />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('teams.deleteTeam', { team: team.name })}
                title={t('teams.delete')}
                onClick={() => setDeleting(true)}
              >
                <Trash2 />
              </Button>
            </div>
          ) : null}
        </div>
      )}

      {team.members.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('members.empty')}</p>
      ) : (
        <ul aria-label={t('teams.membersOf', { team: team.name })} className="flex flex-wrap gap-2">
          {team.members.map((person) => (
            <li
              key={person.id}
              className="flex max-w-full items-center gap-2 rounded-full border border-border py-0.5 pe-1 ps-0.5 text-sm"
            >
              <UserAvatar size={6} name={person.name} image={person.image} />
              <span className="min-w-0 truncate">{person.name}</span>
              {canManage ? (
                <button
                  type="button"
                  aria-label={t('teams.removeMember', { name: person.name, team: team.name })}
                  title={t('teams.removeFrom', { team: team.name })}
                  disabled={removing !== null}
                  onClick={() => void removeMember(person)}
                  className="inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
                >
                  <UserMinus aria-hidden className="size-3.5" />
                </button>
              ) : (
                <span aria-hidden className="w-1" />
              )}
            </li>
          ))}
        </ul>
      )}

      {canManage ? (
        <AddTeamMember
          team={team}
          organizationId={organizationId}
          organizationName={organizationName}
          people={people}
          peopleLoading={peopleLoading}
          onAdded={onChanged}
        />
      ) : null}

      {canManage ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('teams.deleteConfirmTitle', { team: team.name })}
          description={
            <>
              <p>{t('teams.deleteConfirmHandle', { handle: team.handle, team: organizationName })}</p>
              <p className="mt-2">{t('teams.deleteConfirmAccess')}</p>
            </>
          }
          confirmLabel={t('danger.deleteButton')}
          pendingLabel={t('teams.deleting')}
          onConfirm={deleteTeam}
        />
      ) : null}
    </li>
  )
}

function RenameTeamForm({
  team,
  organizationId,
  onDone,
}: {
  team: OrganizationTeamEntry
  organizationId: string
  onDone: (renamed: boolean) => Promise<void>
}) {
  const t = useT('orgs')
  const form = useZodForm({
    schema: orgTeamNameSchema,
    defaultValues: { name: team.name },
    errorMessage: t('teams.renameFailed'),
    fieldOfMessage: (message) => (/name/i.test(message) ? 'name' : undefined),
    onSubmit: async ({ name }) => {
      if (name === team.name) return onDone(false)
      await authOrThrow(
        authClient.organization.updateTeam({ teamId: team.id, data: { name, organizationId } }),
      )
      toast.success(t('teams.renamed', { from: team.name, to: name }))
      await onDone(true)
    },
  })
  return (
    <Form
      form={form}
      aria-label={t('teams.renameTeam', { team: team.name })}
      className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          void onDone(false)
        }
      }}
    >
      <TextField
        name="name"
        id={`team-${team.id}-rename`}
        label={t('field.teamName')}
        autoComplete="off"
        maxLength={TEAM_NAME_MAX}
        autoFocus
      />
      <div className="flex gap-2 sm:mt-6">
        <SubmitButton pendingLabel={t('general.saving')}>{t('teams.save')}</SubmitButton>
        <Button type="button" variant="outline" onClick={() => void onDone(false)}>
          {t('teams.cancel')}
        </Button>
      </div>
    </Form>
  )
}

function AddTeamMember({
  team,
  organizationId,
  organizationName,
  people,
  peopleLoading,
  onAdded,
}: {
  team: OrganizationTeamEntry
  organizationId: string
  organizationName: string
  people: OrganizationPerson[]
  peopleLoading: boolean
  onAdded: () => Promise<void>
}) {
  const t = useT('orgs')
  const errorText = useErrorText()
  const [chosen, setChosen] = React.useState('')
  const [adding, setAdding] = React.useState(false)
  const select = React.useRef<HTMLSelectElement>(null)
  const inTeam = new Set(team.members.map((person) => person.id))
  const candidates = people
    .filter((person) => !inTeam.has(person.id))
    .sort((a, b) => a.name.localeCompare(b.name))
  const selectId = `team-${team.id}-add`
  // A choice that joined the team meanwhile (live) is no longer offered.
  const value = candidates.some((person) => person.id === chosen) ? chosen : ''

  if (peopleLoading) return <p className="text-xs text-muted-foreground">{t('teams.loadingMembers')}</p>
  if (candidates.length === 0) {
    return (
      <p className="text-xs text-muted-foreground">{t('teams.everyoneIn', { team: organizationName })}</p>
    )
  }

  const add = async (event: React.FormEvent) => {
    event.preventDefault()
    const person = candidates.find((entry) => entry.id === value)
    if (!person) {
      toast.error(t('teams.chooseMember'))
      return
    }
    setAdding(true)
    try {
      dataOrThrow(
        await authClient.organization.addTeamMember({ teamId: team.id, userId: person.id, organizationId }),
        t('teams.addMemberFailed'),
      )
      setChosen('')
      await onAdded()
      toast.success(t('teams.memberAdded', { name: person.name, team: team.name }))
      // The Add button is disabled again: the picker keeps the focus for the next person.
      select.current?.focus()
    } catch (error) {
      toast.error(errorText(messageOf(error, t('teams.addMemberFailed'))))
    } finally {
      setAdding(false)
    }
  }

  return (
    <form
      onSubmit={add}
      aria-label={t('teams.addMemberTo', { team: team.name })}
      className="flex flex-wrap items-center gap-2"
    >
      <label htmlFor={selectId} className="sr-only">
        {t('teams.memberToAdd', { team: team.name })}
      </label>
      <NativeSelect
        ref={select}
        id={selectId}
        className="min-w-0 flex-1 basis-48 sm:max-w-64"
        value={value}
        disabled={adding}
        onChange={(event) => setChosen(event.target.value)}
      >
        <option value="">{t('teams.choosePlaceholder')}</option>
        {candidates.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </NativeSelect>
      <Button type="submit" variant="outline" size="sm" disabled={adding || value === ''}>
        <UserPlus aria-hidden />
        {adding ? t('teams.adding') : t('teams.add')}
      </Button>
    </form>
  )
}
