import type { SQL } from 'drizzle-orm'
import { type AccessSubject, canInProject, meetsAudience, type ProjectAction } from '~/lib/access-policy'
import type { Database } from '../db/client.server'

/**
 * The subjects registry. The shared building blocks (notifications, follows, mentions, reactions, attachments,
 * activity, forgetting on delete) name what they are about by subject type and id, with no foreign key and no
 * knowledge of the feature that owns it. Each feature registers its subject types here once, saying what only
 * it knows: who may see one, what it is called now, what goes with it when it is deleted, whether its
 * attachments may be read by whoever may read it. The blocks ask the registry and never switch over types.
 *
 * A module of its own process's module graph: the server's runtime and its rendering bundle each load it, and
 * each fills its own copy at start-up (registering twice in one graph is refused).
 */

/** The subjects' ids, or a query of them (`select id::text …`) for more than a list should hold. */
export type SubjectIds = readonly string[] | SQL

/** SubjectIds as `inArray` takes them. */
export function idsForQuery(ids: SubjectIds): string[] | SQL {
  return Array.isArray(ids) ? [...ids] : (ids as SQL)
}

/** Subjects of one type, as the blocks pass them around. */
export type Subjects = { type: string; ids: SubjectIds }

/** What deciding needs to know of the reader in one project; null for a project the reader is not asked about. */
export type ProjectStanding = {
  /** Their role there (and whether they are signed in, a site admin), as the permission table reads it. */
  subject: AccessSubject
  visibility: 'public' | 'private'
  /** The teams of the organisation they belong to. */
  teamIds: readonly string[]
}

/** Whoever a subject is being shown to: a notification's recipient, the reader of a file's bytes. */
export type SubjectReader = {
  /** Null for an anonymous visitor. */
  userId: string | null
  /** Their e-mail address (lower case) when they have proven it is theirs, else null. */
  verifiedEmail: string | null
  inProject(projectId: string): ProjectStanding | null
}

export type SubjectType = {
  /** The name stored in the shared tables' `subject_type` columns (`feedback_item`, `chat`…). */
  name: string
  /**
   * Of these ids, those the reader may see now (deletions, membership, roles and per-feature rules such as
   * team-only boards and private chats decided afresh). Ids of a type without it are seen by nobody.
   */
  visibleTo?: (db: Database, reader: SubjectReader, ids: readonly string[]) => Promise<Set<string>>
  /**
   * A file attached to one of these may be read by whoever may see it (checked with `visibleTo`), even from
   * outside the organisation: true for subjects shown to outsiders with their pictures.
   */
  sharesAttachments?: boolean
  /**
   * The names these subjects have now, by id (ids not found are left out): a notification keeps the title it
   * was written with, which then only stands in for a subject that is gone. Used for the inbox's groups, whose
   * keys are `type:id`.
   */
  currentTitles?: (db: Database, ids: readonly string[]) => Promise<Map<string, string>>
  /**
   * The subjects whose shared rows go with these when they are deleted (an item's comments, a chat's
   * messages). Read before the deletion, in its transaction.
   */
  forgottenWith?: (tx: Database, ids: SubjectIds) => Promise<Subjects[]>
}

export type SubjectRegistry = {
  /** Registers a subject type; a name registered before is refused (two features cannot share one). */
  register(definition: SubjectType): void
  /** The subject type of this name, or undefined: for names read back from the database. */
  find(name: string): SubjectType | undefined
  /** The subject type of this name; an unregistered one is a programming error. */
  get(name: string): SubjectType
  all(): SubjectType[]
}

/** A registry of its own: the app has one (below); tests of the registry itself make theirs. */
export function createSubjectRegistry(): SubjectRegistry {
  const registered = new Map<string, SubjectType>()
  return {
    register(definition) {
      if (!/^[a-z][a-z_]*$/.test(definition.name)) {
        throw new Error(`Subject type "${definition.name}": lower-case letters and underscores only`)
      }
      if (registered.has(definition.name)) {
        throw new Error(`Subject type "${definition.name}" is registered twice`)
      }
      registered.set(definition.name, definition)
    },
    find: (name) => registered.get(name),
    get(name) {
      const found = registered.get(name)
      if (!found) throw new Error(`Subject type "${name}" is not registered`)
      return found
    },
    all: () => [...registered.values()],
  }
}

const appRegistry = createSubjectRegistry()

export const registerSubjectType = (definition: SubjectType): void => appRegistry.register(definition)
export const findSubjectType = (name: string): SubjectType | undefined => appRegistry.find(name)
export const subjectType = (name: string): SubjectType => appRegistry.get(name)
export const registeredSubjectTypes = (): SubjectType[] => appRegistry.all()

/** May the reader do `action` in the project (by the permission table)? False for a project unknown to them. */
export function readerMay(reader: SubjectReader, projectId: string, action: ProjectAction): boolean {
  const standing = reader.inProject(projectId)
  return Boolean(standing && canInProject(standing.subject, standing.visibility, action))
}

/** Is the reader a member of the project's organisation (or a site admin)? */
export function readerIsMember(reader: SubjectReader, projectId: string): boolean {
  const standing = reader.inProject(projectId)
  return Boolean(standing && meetsAudience(standing.subject, 'member'))
}

/** Is the reader an owner or admin of the project's organisation (or a site admin)? */
export function readerIsEditor(reader: SubjectReader, projectId: string): boolean {
  const standing = reader.inProject(projectId)
  return Boolean(standing && meetsAudience(standing.subject, 'editor'))
}

/** Ids (of one type) the reader may see, by the type's own rule; none for a type without one. */
export async function visibleSubjectIds(
  db: Database,
  reader: SubjectReader,
  type: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const rule = findSubjectType(type)?.visibleTo
  if (!rule || ids.length === 0) return new Set()
  return rule(db, reader, ids)
}
