import { describe, expect, test } from 'vitest'
import {
  type AccessSubject,
  canInOrganization,
  canInProject,
  canReadOrganization,
  type OrgAction,
  orgPolicy,
  type ProjectAction,
  parseOrgRole,
  projectPolicy,
} from './access-policy'

const subjects = {
  anonymous: { signedIn: false, siteAdmin: false, role: null },
  outsider: { signedIn: true, siteAdmin: false, role: null },
  member: { signedIn: true, siteAdmin: false, role: 'member' },
  admin: { signedIn: true, siteAdmin: false, role: 'admin' },
  owner: { signedIn: true, siteAdmin: false, role: 'owner' },
  siteAdmin: { signedIn: true, siteAdmin: true, role: null },
} satisfies Record<string, AccessSubject>
type SubjectName = keyof typeof subjects
const subjectOrder = Object.keys(subjects) as SubjectName[]

/**
 * The expected table, written out independently of the implementation. Each string reads, in order,
 * anonymous · signed-in non-member · member · admin · owner · site admin; `y` allowed, `-` denied.
 */
const ANYONE = 'yyyyyy'
const SIGNED_IN = '-yyyyy'
const MEMBER = '--yyyy'
const EDITOR = '---yyy'
const expectedProject: Record<ProjectAction, { public: string; private: string }> = {
  'project.read': { public: ANYONE, private: MEMBER },
  'project.manage': { public: EDITOR, private: EDITOR },
  'feedback.read': { public: ANYONE, private: MEMBER },
  'feedback.create': { public: SIGNED_IN, private: MEMBER },
  'feedback.vote': { public: SIGNED_IN, private: MEMBER },
  'feedback.moderate': { public: EDITOR, private: EDITOR },
  'board.manage': { public: EDITOR, private: EDITOR },
  'update.read': { public: ANYONE, private: MEMBER },
  'update.publish': { public: EDITOR, private: EDITOR },
  'roadmap.read': { public: ANYONE, private: MEMBER },
  'file.read': { public: MEMBER, private: MEMBER },
  'file.upload': { public: MEMBER, private: MEMBER },
  'file.delete': { public: EDITOR, private: EDITOR },
  'discussion.read': { public: MEMBER, private: MEMBER },
  'discussion.create': { public: MEMBER, private: MEMBER },
  'discussion.moderate': { public: EDITOR, private: EDITOR },
  'chat.read': { public: MEMBER, private: MEMBER },
  'chat.post': { public: MEMBER, private: MEMBER },
  'chat.manage': { public: EDITOR, private: EDITOR },
  'widget.manage': { public: EDITOR, private: EDITOR },
  'project.export': { public: EDITOR, private: EDITOR },
  'feedback.import': { public: EDITOR, private: EDITOR },
}

const projectCases = Object.entries(expectedProject).flatMap(([action, byVisibility]) =>
  (['public', 'private'] as const).flatMap((visibility) =>
    subjectOrder.map((subject, index) => ({
      action: action as ProjectAction,
      visibility,
      subject,
      allowed: byVisibility[visibility][index] === 'y',
    })),
  ),
)

describe('project actions', () => {
  test('every action of the policy has an expected row here (and no more)', () => {
    expect(Object.keys(projectPolicy).sort()).toEqual(Object.keys(expectedProject).sort())
  })

  test.each(projectCases)(
    '$visibility $action by $subject: $allowed',
    ({ action, visibility, subject, allowed }) => {
      expect(canInProject(subjects[subject], visibility, action)).toBe(allowed)
    },
  )

  test('a site admin passes even an action no role has', () => {
    // Not in the table today, but the rule is: site admins pass every check.
    const everything = Object.keys(projectPolicy) as ProjectAction[]
    for (const action of everything) {
      expect(canInProject({ signedIn: true, siteAdmin: true, role: 'member' }, 'private', action)).toBe(true)
    }
  })
})

/** Organisation actions per role: owner all; admin all but delete; member reads only. */
const everyOrgAction = Object.keys(orgPolicy) as OrgAction[]
const memberReads: OrgAction[] = ['organization.read', 'member.read', 'customers.read']
const orgExpectation: Record<SubjectName, (action: OrgAction) => boolean> = {
  anonymous: () => false,
  outsider: () => false,
  member: (action) => memberReads.includes(action),
  admin: (action) => action !== 'organization.delete' && action !== 'webhooks.revealSecret',
  owner: () => true,
  siteAdmin: () => true,
}

describe('organisation actions', () => {
  test('the table lists the organisation permission actions plus reads, project creation and import, API keys and webhooks', () => {
    expect(everyOrgAction.sort()).toEqual(
      [
        'apiKeys.manage',
        'customers.manage',
        'customers.read',
        'invitation.cancel',
        'invitation.create',
        'member.create',
        'member.delete',
        'member.read',
        'member.update',
        'organization.delete',
        'organization.read',
        'organization.update',
        'project.create',
        'project.import',
        'webhooks.manage',
        'webhooks.revealSecret',
      ].sort(),
    )
  })

  const cases = subjectOrder.flatMap((subject) =>
    everyOrgAction.map((action) => ({ subject, action, allowed: orgExpectation[subject](action) })),
  )
  test.each(cases)('$action by $subject: $allowed', ({ subject, action, allowed }) => {
    expect(canInOrganization(subjects[subject], action)).toBe(allowed)
  })

  test.each([
    ['anonymous', false, false],
    ['anonymous', true, true],
    ['outsider', false, false],
    ['outsider', true, true],
    ['member', false, true],
    ['siteAdmin', false, true],
  ] as const)('canReadOrganization: %s, public project %s → %s', (subject, hasPublic, expected) => {
    expect(canReadOrganization(subjects[subject], hasPublic)).toBe(expected)
  })
})

describe('parseOrgRole', () => {
  test.each([
    ['owner', 'owner'],
    ['admin', 'admin'],
    ['member', 'member'],
    ['member,admin', 'admin'],
    ['admin, owner', 'owner'],
    [' member ', 'member'],
    ['superuser,member', 'member'],
    ['superuser', null],
    ['owners', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('%j → %j', (value, expected) => {
    expect(parseOrgRole(value)).toBe(expected)
  })
})
