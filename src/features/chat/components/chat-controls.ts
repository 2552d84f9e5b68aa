// The chat room's menus, popover and follow button, one chunk apart from the page's first load
// (lazy-chat-controls.tsx).
export { ChatFollowButton } from '~/features/notifications/components/follow-toggle'
export { ChatAudience } from './chat-audience'
export { ChatManageMenu } from './chat-manage-menu'
export { MessageActions } from './message-actions'
