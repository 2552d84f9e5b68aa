/** Live events of notifications, on the recipient's own `user:{id}` topic. Payloads carry no content. */
export const NOTIFICATION_EVENT = {
  /** { kind, groupKey } something new for the bell. */
  created: 'notification.created',
  /** {} entries were marked read (in another tab, or by reading the thing itself): refresh counts. */
  read: 'notification.read',
  /** {} the text an entry quotes changed (its comment, reply or message was edited): refresh what shows it. */
  changed: 'notification.changed',
  /** {} settings, follows or mutes changed in another tab. */
  settings: 'notification.settings',
} as const
