/**
 * The one permission table: who may do what in an organisation and in its projects. Pure, so
 * the server's authz module and the UI (to hide what a viewer may not do) read the same rules.
 *
 * Audiences, widest first: anyone ⊃ signed-in ⊃ member ⊃ editor (owner or admin) ⊃ owner.
 * Site admins pass every check.
 */
export type OrgRole = 'owner' | 'admin' | 'member'
export type Audience = 'anyone' | 'signedIn' | 'member' | 'editor' | 'owner'

export type OrgAction =
  | 'organization.read'
  | 'organization.update'
  | 'organization.delete'
  | 'member.read'
  | 'member.create'
  | 'member.update'
  | 'member.delete'
  | 'invitation.create'
  | 'invitation.cancel'
  | 'project.create'
  | 'project.import'
  | 'apiKeys.manage'
  | 'webhooks.manage'
  | 'webhooks.revealSecret'
  | 'customers.read'
  | 'customers.manage'

/** The organisation permission table (owner: all; admin: all but organisation delete; member: none). */
export const orgPolicy: Record<OrgAction, Audience> = {
  // Outsiders may see an organisation only through a public project; see canReadOrganization.
  'organization.read': 'member',
  'organization.update': 'editor',
  'organization.delete': 'owner',
  'member.read': 'member',
  'member.create': 'editor',
  'member.update': 'editor',
  'member.delete': 'editor',
  'invitation.create': 'editor',
  'invitation.cancel': 'editor',
  'project.create': 'editor',
  // Importing a project archive (from this or another Parley) as a new project of the organisation.
  'project.import': 'editor',
  // Listing, creating and revoking the organisation's API keys. A request made with an API key never may,
  // whatever this says: the key module refuses it before asking this table.
  'apiKeys.manage': 'editor',
  // Listing, adding, changing, rotating and testing webhook endpoints, and their delivery log. An API key with
  // the webhooks:manage scope acts as an admin here.
  'webhooks.manage': 'editor',
  // Showing an endpoint's signing secret again after its creation: owners only (admins may rotate it).
  'webhooks.revealSecret': 'owner',
  // The organisation's customers: companies, their people, plans, spend and attributes, and the demand they put
  // behind feedback. Every member may see them and record a vote heard on a call; nobody outside ever does.
  'customers.read': 'member',
  // Adding, changing, importing and removing companies and people, and a project's prioritisation weights.
  'customers.manage': 'editor',
}

export type ProjectAction =
  | 'project.read'
  | 'project.manage'
  | 'feedback.read'
  | 'feedback.create'
  | 'feedback.vote'
  | 'feedback.moderate'
  | 'board.manage'
  | 'update.read'
  | 'update.publish'
  | 'roadmap.read'
  | 'file.read'
  | 'file.upload'
  | 'file.delete'
  | 'discussion.read'
  | 'discussion.create'
  | 'discussion.moderate'
  | 'chat.read'
  | 'chat.post'
  | 'chat.manage'
  | 'widget.manage'
  | 'project.export'
  | 'feedback.import'

/**
 * Project actions by visibility. Public projects open feedback, roadmap and updates to everyone (posting,
 * voting and commenting to any signed-in user); discussions, files and chat stay with the organisation.
 */
export const projectPolicy: Record<ProjectAction, { public: Audience; private: Audience }> = {
  'project.read': { public: 'anyone', private: 'member' },
  'project.manage': { public: 'editor', private: 'editor' },
  'feedback.read': { public: 'anyone', private: 'member' },
  'feedback.create': { public: 'signedIn', private: 'member' },
  'feedback.vote': { public: 'signedIn', private: 'member' },
  'feedback.moderate': { public: 'editor', private: 'editor' },
  'board.manage': { public: 'editor', private: 'editor' },
  'update.read': { public: 'anyone', private: 'member' },
  'update.publish': { public: 'editor', private: 'editor' },
  'roadmap.read': { public: 'anyone', private: 'member' },
  'file.read': { public: 'member', private: 'member' },
  'file.upload': { public: 'member', private: 'member' },
  'file.delete': { public: 'editor', private: 'editor' },
  'discussion.read': { public: 'member', private: 'member' },
  'discussion.create': { public: 'member', private: 'member' },
  'discussion.moderate': { public: 'editor', private: 'editor' },
  'chat.read': { public: 'member', private: 'member' },
  'chat.post': { public: 'member', private: 'member' },
  'chat.manage': { public: 'editor', private: 'editor' },
  // The project's widget: turning it on and off, its secret, origins and looks, and the organisation's
  // "link verified emails" switch shown beside them. A private project's widget never loads, but its settings
  // may be prepared before the project opens.
  'widget.manage': { public: 'editor', private: 'editor' },
  // Downloading the whole project as an archive (internal notes, private chats and people's emails included).
  'project.export': { public: 'editor', private: 'editor' },
  // Bringing feedback in from a CSV file or another tool (items, votes and comments under other people's names).
  'feedback.import': { public: 'editor', private: 'editor' },
}

export type AccessSubject = {
  signedIn: boolean
  siteAdmin: boolean
  /** The viewer's role in the organisation, or null for a non-member. */
  role: OrgRole | null
}

export function meetsAudience(subject: AccessSubject, audience: Audience): boolean {
  if (subject.siteAdmin) return true
  switch (audience) {
    case 'anyone':
      return true
    case 'signedIn':
      return subject.signedIn
    case 'member':
      return subject.role !== null
    case 'editor':
      return subject.role === 'owner' || subject.role === 'admin'
    case 'owner':
      return subject.role === 'owner'
  }
}

export function canInOrganization(subject: AccessSubject, action: OrgAction): boolean {
  return meetsAudience(subject, orgPolicy[action])
}

export function canInProject(
  subject: AccessSubject,
  visibility: 'public' | 'private',
  action: ProjectAction,
): boolean {
  return meetsAudience(subject, projectPolicy[action][visibility])
}

/** Members see their organisation; anyone else only when it has a public project to show. */
export function canReadOrganization(subject: AccessSubject, hasPublicProject: boolean): boolean {
  return canInOrganization(subject, 'organization.read') || hasPublicProject
}

/** The highest known role in a (possibly comma-separated) role value; unknown roles count as none. */
export function parseOrgRole(value: string | null | undefined): OrgRole | null {
  const roles = (value ?? '').split(',').map((role) => role.trim())
  if (roles.includes('owner')) return 'owner'
  if (roles.includes('admin')) return 'admin'
  if (roles.includes('member')) return 'member'
  return null
}
