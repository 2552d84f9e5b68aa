/** What other features may use of chat on the server: its access, loading a chat, and who follows one. */
export { getChatAccess, loadChat } from './server/chat-access.server'
export { CHAT_SUBJECT, chatFollowers } from './server/readers.server'
