/** Live topics. Pure: the client builds them, the server parses and authorizes them. */
export type LiveTopic =
  | { kind: 'org'; id: string }
  | { kind: 'project'; id: string }
  | { kind: 'chat'; id: string }
  | { kind: 'user'; id: string }
  /** A project's news for its organisation's members only: internal notes, team-only boards. */
  | { kind: 'members'; id: string }
  /** A project's discussions: threads, posts, categories; for those who may read discussions. */
  | { kind: 'discussions'; id: string }
  /**
   * An organisation's webhooks and their delivery log, for those who manage them: deliveries change often, and
   * on the organisation's topic every member's screens would refetch with each attempt.
   */
  | { kind: 'webhooks'; id: string }
  /** A project's widget settings, for those who manage them (its secret's rotation, origins, turned on or off). */
  | { kind: 'widget'; id: string }
  /**
   * A project's exports and feedback imports (their progress and end), for those who may see both lists: a
   * running import would otherwise refetch every member's pages on the project's topic twice a second.
   */
  | { kind: 'transfers'; id: string }
  /** An organisation's archive imports (new projects from archives), for those who may import projects. */
  | { kind: 'org-transfers'; id: string }

const KINDS = new Set([
  'org',
  'project',
  'chat',
  'user',
  'members',
  'discussions',
  'webhooks',
  'widget',
  'transfers',
  'org-transfers',
])

export const topicOf = {
  org: (id: string) => `org:${id}`,
  project: (id: string) => `project:${id}`,
  chat: (id: string) => `chat:${id}`,
  user: (id: string) => `user:${id}`,
  members: (projectId: string) => `members:${projectId}`,
  discussions: (projectId: string) => `discussions:${projectId}`,
  webhooks: (organizationId: string) => `webhooks:${organizationId}`,
  widget: (projectId: string) => `widget:${projectId}`,
  transfers: (projectId: string) => `transfers:${projectId}`,
  orgTransfers: (organizationId: string) => `org-transfers:${organizationId}`,
}

export function parseTopic(value: string): LiveTopic | null {
  const separator = value.indexOf(':')
  if (separator <= 0) return null
  const kind = value.slice(0, separator)
  const id = value.slice(separator + 1)
  if (!KINDS.has(kind) || !/^[\w-]{1,100}$/.test(id)) return null
  return { kind, id } as LiveTopic
}

/** What a live event carries: a type and a small payload; clients refetch what they show. */
export type LiveMessage = {
  id: number
  topic: string
  type: string
  payload: Record<string, unknown>
  /** When the change was written (epoch ms, the outbox row's time, inside the committing transaction). */
  at: number
}
