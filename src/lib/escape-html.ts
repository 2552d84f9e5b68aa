/** Text for HTML we write by hand (mails, the auth error page): &, <, >, " and ' become character references. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
