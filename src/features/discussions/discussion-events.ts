/**
 * Live events of discussions. Thread news goes on the project's `discussions:` topic (members who may read
 * discussions); read markers on the reader's own `user:` topic. Payloads carry ids only: clients refetch.
 */
export const DISCUSSION_EVENT = {
  /** { threadId } a thread was started. */
  threadCreated: 'discussion.created',
  /** { threadId } title, category, pin, lock, answer or conversion changed. */
  threadUpdated: 'discussion.updated',
  /** { threadId } */
  threadDeleted: 'discussion.deleted',
  /** { threadId, postId, authorId } a reply was posted. */
  replied: 'discussion.replied',
  /** { threadId, postId } a post was edited, deleted or reacted to. */
  postUpdated: 'discussion.post-updated',
  /** {} categories were added, renamed, reordered or removed. */
  categoriesChanged: 'discussion.categories',
  /** (user topic) { projectId, threadId, lastReadPostId } the viewer read a thread on another tab or device. */
  read: 'discussion.read',
} as const
