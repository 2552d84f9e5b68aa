/**
 * Chats deleted while open in this tab (here or by someone else). Leaving one must not call the server for
 * it any more (a last "left" signal, a read marker): those would only be answered "not found".
 */
export const goneChats = new Set<string>()
