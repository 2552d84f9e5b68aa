/** Teams inside an organisation: names and the handle people @mention them by. */

export const TEAM_NAME_MAX = 50

/** "Back end" → "back-end": lower case, runs of other characters as one hyphen (what `@back-end` names). */
export function teamHandle(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
}

/** "Design", "Design and Support", "Design, Support and QA": team names in a sentence. */
export function listInWords(names: string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}
