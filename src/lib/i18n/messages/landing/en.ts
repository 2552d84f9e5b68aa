// The landing page (/).
export default {
  'hero.badge': 'Open workspace for product teams',
  'hero.title': 'Hear your users. Decide together. Ship what matters.',
  'hero.intro':
    'Parley brings feedback boards, a public roadmap, release updates, files, discussions and chat into one workspace for each of your teams and projects.',
  'hero.goToTeams': 'Go to your teams',
  'hero.getStarted': 'Get started free',
  'hero.signIn': 'Sign in',
  'features.heading': 'Everything a project needs to listen and respond',
  'features.feedback.title': 'Feedback that sorts itself',
  'features.feedback.text':
    'Boards for ideas and bugs. People vote and comment, duplicates get merged, and the most wanted work rises to the top.',
  'features.roadmap.title': 'A roadmap people can trust',
  'features.roadmap.text':
    'Move requests from planned to in progress to done. Everyone who asked sees where their idea stands.',
  'features.updates.title': 'Updates that close the loop',
  'features.updates.text':
    'Publish a changelog entry when something ships, linked to the feedback it answers.',
  'features.discussions.title': 'Discussions and live chat',
  'features.discussions.text':
    'Long-form threads for decisions, chat for everything quick. What one person writes, everyone sees at once.',
  'features.files.title': 'Files next to the work',
  'features.files.text':
    'Specs, screenshots and exports live in the project they belong to, not in someone’s inbox.',
  'features.hosting.title': 'Yours to host',
  'features.hosting.text':
    'One command runs Parley on an embedded database. Point it at PostgreSQL to run as many nodes as you need.',
  'teams.heading': 'Organisations, projects, people',
  'teams.text':
    'Create a team, invite members as owners, admins or members, and give each product its own project. Keep a project private to your team, or open its feedback and roadmap to everyone.',
  'teams.create': 'Create your workspace',
} as const
