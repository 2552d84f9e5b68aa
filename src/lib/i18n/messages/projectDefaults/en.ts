// The names and descriptions a new project starts with (its boards, statuses, update labels, chat and discussion
// categories), keyed by their English (src/lib/*-rules.ts): created in the organisation's default language
// (src/server/project-defaults.server.ts). They are the project's data from then on, editable.
export default {
  'Feature requests': 'Feature requests',
  'Ideas for what we should build next.': 'Ideas for what we should build next.',
  Bugs: 'Bugs',
  'Something does not work as it should.': 'Something does not work as it should.',
  Open: 'Open',
  'Under review': 'Under review',
  Planned: 'Planned',
  'In progress': 'In progress',
  Complete: 'Complete',
  Closed: 'Closed',
  New: 'New',
  Improved: 'Improved',
  Fixed: 'Fixed',
  General: 'General',
  'Everything about this project': 'Everything about this project',
  'Anything about the project.': 'Anything about the project.',
  Announcements: 'Announcements',
  'News from the team. Only owners and admins start threads here.':
    'News from the team. Only owners and admins start threads here.',
  'Q&A': 'Q&A',
  'Ask the team; the best reply is marked as the answer.':
    'Ask the team; the best reply is marked as the answer.',
  Ideas: 'Ideas',
  'Ideas worth talking through.': 'Ideas worth talking through.',
} as const
