/**
 * The demo team's chat: colleagues of Dana Demo (members of the demo organisation, unlike the customers of
 * demo-feedback-content) and what they said in each demo project's General chat. Pure data; demo-chat.server
 * writes it. Times are days and minutes before the seed ran, so the chat always looks recent.
 */

/** Dana's colleagues. Real user rows with unguessable passwords: nobody signs in as them. */
export const DEMO_TEAMMATES = [
  { name: 'Rosa Alvarez', username: 'rosa', email: 'rosa.alvarez@parley.local' },
  { name: 'Kenji Sato', username: 'kenji', email: 'kenji.sato@parley.local' },
  { name: 'Fatima Haddad', username: 'fatima', email: 'fatima.haddad@parley.local' },
] as const

/** `demo` is Dana; the others are DEMO_TEAMMATES usernames. */
export type DemoChatMessage = {
  by: 'demo' | 'rosa' | 'kenji' | 'fatima'
  /** Days before the seed, then minutes into that day's conversation (which starts mid-morning). */
  day: number
  at: number
  body: string
  /** Index (in this list) of the message it replies to. */
  replyTo?: number
  reactions?: Partial<Record<'👍' | '❤️' | '😂' | '🎉' | '😮' | '👀', DemoChatMessage['by'][]>>
  edited?: boolean
}

export const PUBLIC_ROADMAP_CHAT: DemoChatMessage[] = [
  { by: 'rosa', day: 4, at: 0, body: 'Morning all ☕ I went through the feedback from the weekend.' },
  {
    by: 'rosa',
    day: 4,
    at: 1,
    body: 'Dark mode is *still* the most voted idea. Three new votes since Friday.',
  },
  { by: 'kenji', day: 4, at: 6, body: 'Not surprised. Half of the comments mention using it at night.' },
  {
    by: 'demo',
    day: 4,
    at: 9,
    body: 'Let’s look at it in planning on Thursday. @kenji can you sketch what it would take?',
    reactions: { '👍': ['kenji', 'rosa'] },
  },
  { by: 'kenji', day: 4, at: 12, body: 'Sure. Most of it is colour tokens; the charts are the tricky part.' },
  {
    by: 'fatima',
    day: 4,
    at: 47,
    body: 'FYI the CSV export bug is reproducible:\n\n1. Filter the list by a board\n2. Export\n3. The file has every board in it',
  },
  { by: 'rosa', day: 4, at: 49, body: 'Ugh. Is that the one from the support inbox too?', replyTo: 5 },
  { by: 'fatima', day: 4, at: 52, body: 'Same one. I’ll mark it *Planned* and link the ticket.' },
  {
    by: 'kenji',
    day: 3,
    at: 0,
    body: 'Dark mode estimate, rough:\n\n- tokens and theme switch: **2 days**\n- charts: **1–2 days**\n- review and screenshots: 1 day',
    reactions: { '👀': ['demo'], '🎉': ['rosa'] },
  },
  {
    by: 'demo',
    day: 3,
    at: 8,
    body: 'That is less than I feared. Charts first? They are what people screenshot.',
  },
  {
    by: 'kenji',
    day: 3,
    at: 11,
    body: 'Agreed. The theme switch can follow the system setting from day one.',
  },
  {
    by: 'rosa',
    day: 3,
    at: 95,
    body: 'Drafted the changelog entry for the markdown tables, have a look before it goes out: it is under **Updates**.',
  },
  {
    by: 'demo',
    day: 3,
    at: 103,
    body: 'Read it, lovely. Ship it 🚀',
    replyTo: 11,
    reactions: { '❤️': ['rosa'] },
  },
  {
    by: 'fatima',
    day: 2,
    at: 0,
    body: 'Found the export bug. The board filter was applied after the limit:\n\n```sql\nselect * from items limit 500 -- then filtered by board\n```\n\nFix is up for review.',
    reactions: { '🎉': ['demo', 'kenji', 'rosa'] },
  },
  { by: 'kenji', day: 2, at: 14, body: 'Reviewed, one nit about the test name. Otherwise 👍', replyTo: 13 },
  { by: 'fatima', day: 2, at: 20, body: 'Renamed. Merging.', edited: true },
  {
    by: 'rosa',
    day: 2,
    at: 130,
    body: 'Two people asked today whether we plan a mobile app. Do we have a line for that?',
  },
  {
    by: 'demo',
    day: 2,
    at: 141,
    body: 'Not this quarter. The web app works on phones; let’s point them to the *Mobile app* idea so the votes add up.',
  },
  { by: 'rosa', day: 2, at: 143, body: 'Perfect, will do.' },
  { by: 'kenji', day: 1, at: 0, body: 'First pass of dark mode is on the preview server. Charts included.' },
  {
    by: 'fatima',
    day: 1,
    at: 7,
    body: 'Oh that looks **good**. The focus rings are hard to see on the dark cards though.',
  },
  { by: 'kenji', day: 1, at: 9, body: 'Good catch, will bump the contrast.', replyTo: 20 },
  { by: 'rosa', day: 1, at: 38, body: 'Can I tell the people who voted that it is coming, or too early?' },
  {
    by: 'demo',
    day: 1,
    at: 44,
    body: 'Say it is *in progress* and move it on the roadmap. No dates yet.',
    reactions: { '👍': ['rosa'] },
  },
  { by: 'rosa', day: 0, at: 0, body: 'Moved dark mode to In progress. 14 people got the update already 🙌' },
  {
    by: 'kenji',
    day: 0,
    at: 12,
    body: '@demo contrast fix is in, and I added a screenshot to the feedback item.',
  },
  { by: 'fatima', day: 0, at: 15, body: 'Export fix is live too. Closing the support ticket.' },
]

export const INTERNAL_TOOLS_CHAT: DemoChatMessage[] = [
  { by: 'fatima', day: 3, at: 0, body: 'The nightly backup job took 41 minutes last night, up from 12.' },
  {
    by: 'kenji',
    day: 3,
    at: 5,
    body: 'Probably the attachments. Did someone upload the design archive again? 😅',
  },
  {
    by: 'fatima',
    day: 3,
    at: 9,
    body: 'Yes. I’ll exclude `/archive` from the nightly run and back it up weekly.',
  },
  {
    by: 'demo',
    day: 3,
    at: 15,
    body: 'Sounds right. Please note it in the runbook.',
    reactions: { '👍': ['fatima'] },
  },
  {
    by: 'rosa',
    day: 1,
    at: 0,
    body: 'Onboarding checklist for the new support hire:\n\n- [x] accounts\n- [x] laptop\n- [ ] shadow two support shifts\n- [ ] first feedback triage',
  },
  {
    by: 'demo',
    day: 1,
    at: 20,
    body: 'Thanks Rosa. I’ll do the triage session with them on Friday.',
    replyTo: 4,
  },
  { by: 'kenji', day: 0, at: 0, body: 'Heads-up: the staging database restarts at 15:00 for the upgrade.' },
  { by: 'fatima', day: 0, at: 4, body: 'Noted, I’ll pause the import job.', reactions: { '👀': ['kenji'] } },
]

/** Dana has read up to this many messages from the start: the rest show as unread in the demo. */
export const DEMO_READ_UP_TO = { 'public-roadmap': 24, 'internal-tools': 8 } as const
