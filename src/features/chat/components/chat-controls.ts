// The chat room's menus and popover, one chunk apart from the page's first load (lazy-chat-controls.tsx).
export { ChatAudience } from './chat-audience'
export { ChatManageMenu } from './chat-manage-menu'
export { MessageActions } from './message-actions'
