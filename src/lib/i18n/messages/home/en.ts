// The signed-in home page (/home): your teams and recent projects.
export default {
  'page.greeting': 'Hi {name}',
  'page.greetingAnonymous': 'Hi there',
  'page.intro': 'Your teams and what they are working on.',
  'page.newTeam': 'New team',
  'teams.heading': 'Your teams',
  'teams.meta':
    '@{slug} · {role, select, owner {owner} admin {admin} member {member} other {{role}}} · {members, plural, one {# member} other {# members}}',
  'recent.heading': 'Recent projects',
  'recent.updated': 'updated {time}',
  'empty.title': 'You are not in a team yet',
  'empty.text':
    'A team holds your projects: feedback boards, a roadmap, updates, files, discussions and chat. Create one and invite the people you work with.',
  'empty.create': 'Create a team',
} as const
