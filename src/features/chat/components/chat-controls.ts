// The chat room's menus, popover, follow button and the box that edits a message: one chunk apart from the
// page's first load (lazy-chat-controls.tsx).
export { ChatFollowButton } from '~/features/notifications/components/follow-toggle'
export { ChatAudience } from './chat-audience'
export { ChatManageMenu } from './chat-manage-menu'
export { MessageActions } from './message-actions'
export { MessageEditBox } from './message-edit-box'
