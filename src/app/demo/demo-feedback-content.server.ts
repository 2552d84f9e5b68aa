/**
 * What the demo team's customers said: the people, boards and feedback that `npm start` shows on the demo
 * projects. Pure data; demo-feedback.server.ts writes it. Times are days before the seed ran, so the demo
 * always looks recent; votes are spread between an item's creation and the seed (or over the last week for
 * `hot` items), which makes "trending" and "new" tell different stories.
 */

/** Customers of the demo product. They get real user rows but unguessable passwords: nobody signs in as them. */
export const DEMO_PEOPLE = [
  { name: 'Maya Chen', username: 'maya', email: 'maya.chen@example.com' },
  { name: 'Tomás Rivera', username: 'tomas', email: 'tomas.rivera@example.com' },
  { name: 'Priya Natarajan', username: 'priya', email: 'priya.natarajan@example.com' },
  { name: 'Jonas Becker', username: 'jonas', email: 'jonas.becker@example.com' },
  { name: 'Aiko Tanaka', username: 'aiko', email: 'aiko.tanaka@example.com' },
  { name: 'Sam Okafor', username: 'sam', email: 'sam.okafor@example.com' },
  { name: 'Lena Fischer', username: 'lena', email: 'lena.fischer@example.com' },
  { name: 'Noah Williams', username: 'noah', email: 'noah.williams@example.com' },
] as const

/** The demo team's own account (DEMO_USER) in the content below. */
export const TEAM = 'demo'

export type DemoStatusName = 'Open' | 'Under review' | 'Planned' | 'In progress' | 'Complete' | 'Closed'

export type DemoComment = { by: string; daysAgo: number; body: string; internal?: boolean }

export type DemoItem = {
  key: string
  board: string
  status: DemoStatusName
  title: string
  details: string
  author: string
  daysAgo: number
  /** How many people besides the author voted (taken in turn from the demo people and the team). */
  votes: number
  /** Votes came in over the last week rather than since the item was posted. */
  hot?: boolean
  comments?: DemoComment[]
  /** The team's public note when it moved the item to its status (from Open). */
  statusChange?: { daysAgo: number; body?: string }
  /** The key of the item this duplicate was merged into, and when. */
  merge?: { into: string; daysAgo: number }
}

export const DEMO_EXTRA_BOARDS = [
  {
    name: 'Integrations',
    description: 'Connect the product with the tools your team already uses.',
    color: 'purple',
    // The demo's board that accepts votes, posts and comments from visitors who are not signed in; their posts
    // and comments wait for the team's review.
    anonymousVotes: true,
    anonymousPosts: true,
    holdAnonymousPosts: true,
  },
] as const

/** A post by a visitor who was not signed in, waiting in the moderators' "Held for review" queue. */
export type DemoHeldPost = { board: string; title: string; details: string; name: string; hoursAgo: number }

export const PUBLIC_HELD_POSTS: DemoHeldPost[] = [
  {
    board: 'Integrations',
    title: 'Post new feedback to a Microsoft Teams channel',
    details:
      'We live in Teams, not Slack. A message in a channel for each new idea (with a link back) would let the whole team see what customers ask for.',
    name: 'Priya from Northwind',
    hoursAgo: 3,
  },
]

export const PUBLIC_FEEDBACK: DemoItem[] = [
  {
    key: 'dark-mode',
    board: 'Feature requests',
    status: 'In progress',
    title: 'Dark mode',
    details:
      'I work late and the bright white pages are hard on the eyes.\n\nIt would be great if the app followed the **system setting**, with a switch to override it.',
    author: 'maya',
    daysAgo: 58,
    votes: 8,
    hot: true,
    comments: [
      {
        by: 'tomas',
        daysAgo: 50,
        body: 'Yes please! Our support team works night shifts and everyone has the brightness turned all the way down.',
      },
      {
        by: 'priya',
        daysAgo: 5,
        body: '@demo will the public roadmap follow the visitor’s setting too, or only signed-in people?',
      },
      { by: TEAM, daysAgo: 4, body: '@priya every page, signed in or not. 🌙' },
    ],
    statusChange: {
      daysAgo: 12,
      body: 'We have started on this. The app will follow your system setting, and the account menu gets a switch for light, dark or system.',
    },
  },
  {
    key: 'dark-theme',
    board: 'Feature requests',
    status: 'Open',
    title: 'Dark theme please',
    details: 'Any chance of a dark theme? My eyes would thank you.',
    author: 'noah',
    daysAgo: 21,
    votes: 2,
    comments: [{ by: 'aiko', daysAgo: 20, body: 'Came here to ask for the same thing.' }],
    merge: { into: 'dark-mode', daysAgo: 19 },
  },
  {
    key: 'keyboard-shortcuts',
    board: 'Feature requests',
    status: 'Planned',
    title: 'Keyboard shortcuts for power users',
    details:
      'Triaging fifty items a day with the mouse is slow. Something like:\n\n| Key | Action |\n|---|---|\n| `j` / `k` | next / previous item |\n| `v` | vote |\n| `c` | comment |\n| `/` | search |',
    author: 'jonas',
    daysAgo: 44,
    votes: 6,
    comments: [
      {
        by: 'aiko',
        daysAgo: 40,
        body: 'A `?` overlay that lists them all would make them easy to discover.',
      },
    ],
    statusChange: { daysAgo: 15 },
  },
  {
    key: 'csv-import',
    board: 'Feature requests',
    status: 'Under review',
    title: 'Import feedback from a CSV file',
    details:
      'We are moving from a spreadsheet with about 600 requests. An importer that maps columns (title, description, votes, email) would save us days of copy and paste.',
    author: 'priya',
    daysAgo: 39,
    votes: 5,
    comments: [
      {
        by: TEAM,
        daysAgo: 30,
        body: 'Thanks @priya! Which columns does your spreadsheet have? We want the importer to map them without fuss.',
      },
      {
        by: 'priya',
        daysAgo: 29,
        body: 'Title, description, a vote count, the requester’s email and a "created" date in `YYYY-MM-DD`.',
      },
    ],
    statusChange: { daysAgo: 30 },
  },
  {
    key: 'sso',
    board: 'Feature requests',
    status: 'Under review',
    title: 'Single sign-on with SAML (Okta, Azure AD)',
    details:
      'Our security team requires SSO for every tool that holds customer data. Okta first, Azure AD would be nice.\n\n- SAML 2.0\n- Just-in-time provisioning\n- Enforce SSO for everyone on our domain',
    author: 'lena',
    daysAgo: 35,
    votes: 4,
    comments: [
      { by: 'sam', daysAgo: 25, body: 'Same here; we cannot roll out another tool with its own passwords.' },
      {
        by: TEAM,
        daysAgo: 20,
        internal: true,
        body: 'Three enterprise trials asked for this in the last month. Okta first, Azure AD after. Let’s not promise a date publicly yet.',
      },
    ],
    statusChange: { daysAgo: 22 },
  },
  {
    key: 'mobile-app',
    board: 'Feature requests',
    status: 'Open',
    title: 'Mobile app for iOS and Android',
    details: 'I often want to check what customers are asking for while I am away from my desk.',
    author: 'aiko',
    daysAgo: 55,
    votes: 7,
    comments: [
      { by: 'noah', daysAgo: 48, body: 'An installable web app would already cover most of it for me.' },
      {
        by: TEAM,
        daysAgo: 45,
        body: 'Good point @noah. We will make the web app installable first and then see what is still missing.',
      },
    ],
  },
  {
    key: 'email-digest',
    board: 'Feature requests',
    status: 'Planned',
    title: 'Weekly email digest of new feedback',
    details: 'One mail on Monday morning with what was posted, what got the most votes and what shipped.',
    author: 'sam',
    daysAgo: 27,
    votes: 5,
    statusChange: {
      daysAgo: 9,
      body: 'Planned for the next cycle: one mail a week, only for the boards you follow.',
    },
  },
  {
    key: 'custom-domain',
    board: 'Feature requests',
    status: 'Open',
    title: 'Custom domain for the public roadmap',
    details:
      'We would like to serve our roadmap from `feedback.ourcompany.com` with our own TLS certificate.',
    author: 'tomas',
    daysAgo: 49,
    votes: 4,
  },
  {
    key: 'embed-widget',
    board: 'Feature requests',
    status: 'Open',
    title: 'Embeddable feedback widget for our website',
    details:
      'A small button in the corner of our app that opens a form, so customers can post without leaving the page.',
    author: 'noah',
    daysAgo: 33,
    votes: 6,
    hot: true,
  },
  {
    key: 'markdown-tables',
    board: 'Feature requests',
    status: 'Complete',
    title: 'Tables and checklists in markdown',
    details:
      'Bug reports often come with a list of steps or a comparison. Tables and `- [ ]` task lists would help.',
    author: 'jonas',
    daysAgo: 52,
    votes: 3,
    statusChange: {
      daysAgo: 38,
      body: 'Shipped: tables and task lists now render in posts and comments.',
    },
  },
  {
    key: 'changelog',
    board: 'Feature requests',
    status: 'In progress',
    title: 'Public changelog linked to completed items',
    details: 'When something ships, a changelog entry should link the feedback that asked for it.',
    author: 'maya',
    daysAgo: 46,
    votes: 5,
    statusChange: { daysAgo: 14 },
  },
  {
    key: 'anonymous-voting',
    board: 'Feature requests',
    status: 'Closed',
    title: 'Let visitors vote without an account',
    details: 'Signing up just to vote stops a lot of our users from giving feedback.',
    author: 'tomas',
    daysAgo: 17,
    votes: 2,
    statusChange: {
      daysAgo: 13,
      body: 'We decided against this: anonymous votes are too easy to game, and the counts would stop meaning anything. Signing up takes ten seconds and keeps the numbers honest.',
    },
  },
  {
    key: 'saved-views',
    board: 'Feature requests',
    status: 'Open',
    title: 'Save list filters as views',
    details:
      'I look at "Bugs, under review, sorted by votes" every morning. Saving that as a view would be handy.',
    author: 'priya',
    daysAgo: 12,
    votes: 3,
  },
  {
    key: 'bulk-status',
    board: 'Feature requests',
    status: 'Open',
    title: 'Change the status of many items at once',
    details:
      'After a release we move 10–20 items to Complete one by one. Select several, pick a status, done.',
    author: 'lena',
    daysAgo: 9,
    votes: 2,
    hot: true,
  },
  {
    key: 'reactions',
    board: 'Feature requests',
    status: 'Open',
    title: 'Emoji reactions on comments',
    details: 'Sometimes a 👍 says it all, and it keeps threads short.',
    author: 'aiko',
    daysAgo: 6,
    votes: 3,
    hot: true,
  },
  {
    key: 'voter-segments',
    board: 'Feature requests',
    status: 'Under review',
    title: 'Show which customers voted, by plan',
    details: 'Knowing that eight of the voters are on the Business plan changes how we prioritise.',
    author: 'sam',
    daysAgo: 31,
    votes: 4,
    statusChange: { daysAgo: 18 },
  },
  {
    key: 'target-dates',
    board: 'Feature requests',
    status: 'Open',
    title: 'Target dates on roadmap items',
    details: 'Even a rough "this quarter" would help our sales team answer customers.',
    author: 'noah',
    daysAgo: 24,
    votes: 2,
  },
  {
    key: 'translations',
    board: 'Feature requests',
    status: 'Open',
    title: 'Interface in German and French',
    details: 'Most of our customers are in Germany, Austria and Switzerland.',
    author: 'lena',
    daysAgo: 41,
    votes: 3,
    comments: [{ by: 'jonas', daysAgo: 37, body: 'Happy to help with the German translation.' }],
  },
  {
    key: 'two-factor',
    board: 'Feature requests',
    status: 'Complete',
    title: 'Two-factor authentication',
    details: 'An authenticator app as a second factor, please. Our auditors ask about it every year.',
    author: 'jonas',
    daysAgo: 57,
    votes: 6,
    statusChange: {
      daysAgo: 26,
      body: 'Complete: turn it on under **Settings → Security**. Authenticator apps and backup codes are supported.',
    },
  },
  {
    key: 'rest-api',
    board: 'Feature requests',
    status: 'Planned',
    title: 'Public REST API with access tokens',
    details: 'We want to pull feedback into our BI tool and create items from our support desk.',
    author: 'maya',
    daysAgo: 36,
    votes: 5,
    statusChange: { daysAgo: 16 },
  },
  {
    key: 'paste-screenshots',
    board: 'Feature requests',
    status: 'Open',
    title: 'Paste screenshots into comments',
    details: 'Ctrl+V of a screenshot should just work, like in chat apps.',
    author: 'priya',
    daysAgo: 3,
    votes: 2,
    hot: true,
  },
  {
    key: 'notify-voters',
    board: 'Feature requests',
    status: 'In progress',
    title: 'Notify voters when an item ships',
    details:
      'Closing the loop is half the point of collecting feedback. Everyone who voted should hear about it.',
    author: 'tomas',
    daysAgo: 14,
    votes: 5,
    statusChange: { daysAgo: 6 },
  },
  {
    key: 'slack',
    board: 'Integrations',
    status: 'In progress',
    title: 'Slack integration: post new feedback to a channel',
    details: 'Our product channel should see new feedback and status changes as they happen.',
    author: 'maya',
    daysAgo: 53,
    votes: 8,
    hot: true,
    comments: [
      { by: 'jonas', daysAgo: 47, body: 'Ideally with a button to change the status right from Slack.' },
      { by: 'lena', daysAgo: 2, body: '@demo could it be one channel per board?' },
    ],
    statusChange: {
      daysAgo: 10,
      body: 'We are building it now. The first version posts new items and status changes to a channel of your choice.',
    },
  },
  {
    key: 'github-issues',
    board: 'Integrations',
    status: 'Planned',
    title: 'Link feedback to GitHub issues',
    details: 'When an issue closes, the linked feedback could move to Complete automatically.',
    author: 'jonas',
    daysAgo: 42,
    votes: 6,
    statusChange: { daysAgo: 20 },
  },
  {
    key: 'jira',
    board: 'Integrations',
    status: 'Under review',
    title: 'Two-way sync with Jira',
    details: 'Our engineers live in Jira; product lives here. Statuses should stay in sync both ways.',
    author: 'sam',
    daysAgo: 38,
    votes: 4,
    statusChange: { daysAgo: 28 },
  },
  {
    key: 'webhooks',
    board: 'Integrations',
    status: 'Planned',
    title: 'Webhooks (and through them Zapier)',
    details: 'A webhook for new items, votes and status changes would let us connect anything.',
    author: 'noah',
    daysAgo: 29,
    votes: 5,
    statusChange: {
      daysAgo: 11,
      body: 'Webhooks come first: they power Zapier, Make and n8n alike.',
    },
  },
  {
    key: 'intercom',
    board: 'Integrations',
    status: 'Open',
    title: 'Intercom: attach conversations to feedback',
    details:
      'Our support agents hear requests all day. One click from Intercom should add a vote for the customer.',
    author: 'lena',
    daysAgo: 22,
    votes: 3,
  },
  {
    key: 'linear',
    board: 'Integrations',
    status: 'Open',
    title: 'Linear integration',
    details: 'Create a Linear issue from a feedback item and keep the link.',
    author: 'aiko',
    daysAgo: 15,
    votes: 4,
    hot: true,
  },
  {
    key: 'discord',
    board: 'Integrations',
    status: 'Open',
    title: 'Discord notifications',
    details: 'Our community is on Discord; a channel with new posts would bring them here.',
    author: 'tomas',
    daysAgo: 8,
    votes: 2,
  },
  {
    key: 'hubspot',
    board: 'Integrations',
    status: 'Closed',
    title: 'HubSpot: show company revenue next to voters',
    details: 'So we can weigh requests by what the customer pays.',
    author: 'priya',
    daysAgo: 44,
    votes: 1,
    statusChange: {
      daysAgo: 34,
      body: 'Closing this for now: very few teams asked for it. We will reopen it if that changes.',
    },
  },
  {
    key: 'safari-avatar',
    board: 'Bugs',
    status: 'In progress',
    title: 'Avatar upload fails on Safari 17',
    details:
      '**Steps to reproduce**\n\n1. Open Settings → Profile in Safari 17 on macOS\n2. Choose a HEIC photo\n3. Press Save\n\n**Expected:** the new picture shows.\n**Actual:** "Something went wrong!" and the old picture stays.',
    author: 'aiko',
    daysAgo: 11,
    votes: 3,
    comments: [{ by: TEAM, daysAgo: 10, body: 'Thanks for the clear steps, @aiko. We can reproduce it.' }],
    statusChange: { daysAgo: 10 },
  },
  {
    key: 'search-accents',
    board: 'Bugs',
    status: 'Complete',
    title: 'Search does not find words with accents (café)',
    details: 'Searching for "cafe" does not find "Café integration", and the other way round.',
    author: 'lena',
    daysAgo: 26,
    votes: 3,
    statusChange: { daysAgo: 19, body: 'Fixed: search now ignores accents.' },
  },
  {
    key: 'vote-flicker',
    board: 'Bugs',
    status: 'Under review',
    title: 'Vote count jumps back for a second after voting',
    details: 'On a slow connection the count goes up, back down, then up again.',
    author: 'jonas',
    daysAgo: 5,
    votes: 2,
    hot: true,
    statusChange: { daysAgo: 4 },
  },
  {
    key: 'timezones',
    board: 'Bugs',
    status: 'Complete',
    title: 'Comment times shown in UTC instead of my time zone',
    details: 'I am in Mexico City and every comment seems to come from the future.',
    author: 'tomas',
    daysAgo: 34,
    votes: 4,
    statusChange: { daysAgo: 27 },
  },
  {
    key: 'mobile-menu',
    board: 'Bugs',
    status: 'Planned',
    title: 'Menu overlaps the page title on small phones',
    details: 'On an iPhone SE the menu button covers the first letters of the title.',
    author: 'noah',
    daysAgo: 19,
    votes: 3,
    statusChange: { daysAgo: 17 },
  },
  {
    key: 'mail-links',
    board: 'Bugs',
    status: 'Complete',
    title: 'Links in notification mails open the wrong team',
    details: 'I belong to two teams; links in mails from the second one open the first.',
    author: 'sam',
    daysAgo: 48,
    votes: 2,
    statusChange: { daysAgo: 43 },
  },
  {
    key: 'long-titles',
    board: 'Bugs',
    status: 'Open',
    title: 'Long titles without spaces break the layout',
    details: 'A title that is one long URL pushes the vote button off the screen.',
    author: 'maya',
    daysAgo: 7,
    votes: 1,
  },
  {
    key: 'code-indent',
    board: 'Bugs',
    status: 'Open',
    title: 'Code blocks lose their indentation when editing',
    details:
      'Editing a comment with a fenced code block removes the leading spaces:\n\n```yaml\nservices:\n  app:\n    image: parley\n```',
    author: 'priya',
    daysAgo: 23,
    votes: 2,
    comments: [{ by: 'jonas', daysAgo: 21, body: 'Same with tabs in Go code.' }],
  },
  {
    key: 'badge-contrast',
    board: 'Bugs',
    status: 'Open',
    title: 'Low contrast on the yellow status badges',
    details: 'The "Under review" badge is hard to read in the light theme.',
    author: 'lena',
    daysAgo: 2,
    votes: 1,
  },
  {
    key: 'slow-reset-mail',
    board: 'Bugs',
    status: 'Open',
    title: 'Password reset mail arrives ten minutes late',
    details: 'By the time it arrives I have tried three more times.',
    author: 'noah',
    daysAgo: 1,
    votes: 1,
  },
]

/** The private project: the team's own plans, seen by members only. */
export const PRIVATE_FEEDBACK: DemoItem[] = [
  {
    key: 'release-notes',
    board: 'Feature requests',
    status: 'Planned',
    title: 'Automate the weekly release notes',
    details: 'Collect merged pull requests with a `user-facing` label and draft the notes every Friday.',
    author: TEAM,
    daysAgo: 20,
    votes: 0,
    statusChange: { daysAgo: 18 },
  },
  {
    key: 'funnel-dashboard',
    board: 'Feature requests',
    status: 'In progress',
    title: 'Sign-up funnel dashboard',
    details: 'Visits → sign-ups → first post → first vote, per week.',
    author: TEAM,
    daysAgo: 16,
    votes: 0,
    comments: [{ by: TEAM, daysAgo: 3, body: 'First version is on staging.' }],
    statusChange: { daysAgo: 8 },
  },
  {
    key: 'rotate-credentials',
    board: 'Bugs',
    status: 'Open',
    title: 'Rotate the staging database credentials monthly',
    details: 'They have not changed since the project started.',
    author: TEAM,
    daysAgo: 9,
    votes: 0,
  },
  {
    key: 'on-call',
    board: 'Feature requests',
    status: 'Complete',
    title: 'Write the on-call handbook',
    details: 'Who is on call, how to reach them, and the first steps for the usual incidents.',
    author: TEAM,
    daysAgo: 40,
    votes: 0,
    statusChange: { daysAgo: 25 },
  },
]
