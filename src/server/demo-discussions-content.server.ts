/**
 * The demo projects' discussions: a pinned announcement, an answered question, a decision
 * being made and an idea, written by Dana (`demo`) and her colleagues (DEMO_TEAMMATES).
 */
import type { DemoChatMessage } from './demo-chat-content.server'

type Author = DemoChatMessage['by']

export type DemoPost = {
  by: Author
  /** Hours after the thread was started. */
  after: number
  body: string
  reactions?: Partial<Record<'👍' | '❤️' | '🎉' | '😂' | '🚀' | '👀', Author[]>>
}

export type DemoThread = {
  category: 'General' | 'Announcements' | 'Q&A' | 'Ideas'
  title: string
  by: Author
  /** Days before the seed when it was started. */
  daysAgo: number
  body: string
  replies: DemoPost[]
  pinned?: boolean
  /** Index in `replies` of the accepted answer (Q&A). */
  answer?: number
  locked?: string
  /** Dana has read up to this many replies (the rest show as new); all when absent. */
  demoReadReplies?: number
}

export const PUBLIC_ROADMAP_DISCUSSIONS: DemoThread[] = [
  {
    category: 'Announcements',
    title: 'How we triage feedback from now on',
    by: 'demo',
    daysAgo: 20,
    pinned: true,
    body: [
      'Starting this week, feedback triage moves to **Tuesday mornings**. The rotation:',
      '',
      '1. @rosa reads everything new and merges duplicates',
      '2. @kenji sizes anything with more than ten votes',
      '3. @fatima answers the bug reports and links support tickets',
      '',
      'Items we decide on get a status and a public note the same day, so voters hear back within a week.',
    ].join('\n'),
    replies: [
      {
        by: 'rosa',
        after: 2,
        body: 'Works for me. I’ll start with the backlog from the weekend.',
        reactions: { '👍': ['kenji', 'fatima'] },
      },
      {
        by: 'fatima',
        after: 5,
        body: 'Can bug reports with a support ticket skip the queue? Customers are waiting on those.',
      },
      {
        by: 'demo',
        after: 6,
        body: 'Yes — anything linked to a ticket goes straight to me.',
        reactions: { '🎉': ['fatima'] },
      },
    ],
  },
  {
    category: 'Q&A',
    title: 'Do votes from the same company count once or per person?',
    by: 'kenji',
    daysAgo: 9,
    body: 'Sizing the SAML request and noticed five of the votes come from one customer. When we rank the roadmap, do we count people or companies?',
    replies: [
      { by: 'rosa', after: 1, body: 'People, for now. The list sorts by votes and a vote is a person.' },
      {
        by: 'demo',
        after: 3,
        body: [
          'Per person, but we look at companies when we **plan**:',
          '',
          '- the list and the roadmap rank by votes (people)',
          '- in planning we group the voters by company before we commit',
          '',
          'That way one loud customer cannot move the public ranking, and a big one is not ignored either.',
        ].join('\n'),
        reactions: { '👍': ['kenji', 'rosa', 'fatima'] },
      },
      { by: 'kenji', after: 4, body: 'Makes sense, thanks. Marking this as answered.' },
    ],
    answer: 1,
  },
  {
    category: 'General',
    title: 'Dark mode: ship the theme first, charts later?',
    by: 'kenji',
    daysAgo: 3,
    body: [
      'Dark mode is still the most voted idea. The colour tokens are done in a branch; the charts need another 1–2 days.',
      '',
      'Proposal: ship the theme now, with the charts in light colours for a week. Objections?',
    ].join('\n'),
    replies: [
      {
        by: 'rosa',
        after: 1,
        body: 'Ship it. Half of the comments are about reading at night, not about charts.',
        reactions: { '👍': ['kenji'] },
      },
      { by: 'fatima', after: 2, body: 'Fine by support, as long as the changelog says charts follow.' },
      {
        by: 'demo',
        after: 20,
        body: 'Agreed — theme this week, charts next. @kenji can you write the update?',
      },
      {
        by: 'kenji',
        after: 22,
        body: 'On it. Draft in the updates tab by tomorrow.',
        reactions: { '🚀': ['demo', 'rosa'] },
      },
    ],
    demoReadReplies: 2,
  },
  {
    category: 'Ideas',
    title: 'A public “what we’re not building” page',
    by: 'rosa',
    daysAgo: 1,
    body: 'Some requests come back every month (a desktop app, white-labelling). A short page that says **no, and why** would save us answering them one by one — and be honest with people.',
    replies: [
      {
        by: 'fatima',
        after: 3,
        body: 'Love this. Support would link to it weekly.',
        reactions: { '❤️': ['rosa'] },
      },
    ],
    demoReadReplies: 0,
  },
]

export const INTERNAL_TOOLS_DISCUSSIONS: DemoThread[] = [
  {
    category: 'Q&A',
    title: 'Where do the staging database credentials live?',
    by: 'fatima',
    daysAgo: 6,
    body: 'I need to reproduce a bug against staging data. Who has the credentials, and how do I get them without pasting them in chat?',
    replies: [
      {
        by: 'kenji',
        after: 1,
        body: 'In the team vault under **Staging / Postgres**. Ask @demo for access; they rotate monthly, so don’t copy them anywhere.',
      },
      { by: 'fatima', after: 2, body: 'Got access, thank you!' },
    ],
    answer: 0,
  },
  {
    category: 'General',
    title: 'Retire the old release script',
    by: 'demo',
    daysAgo: 12,
    body: 'The new pipeline has shipped the last six releases. Any reason to keep `release.sh` around?',
    replies: [
      { by: 'kenji', after: 4, body: 'None. Deleted it and updated the handbook.' },
      { by: 'demo', after: 5, body: 'Thanks — closing this one.' },
    ],
    locked: 'Done: the script is gone and the handbook is updated.',
  },
]

export const DEMO_DISCUSSIONS: Partial<Record<string, DemoThread[]>> = {
  'public-roadmap': PUBLIC_ROADMAP_DISCUSSIONS,
  'internal-tools': INTERNAL_TOOLS_DISCUSSIONS,
}
