/**
 * The shapes the embed API (src/api/embed) answers with and the embed app (./embed) reads: written once, so the
 * two sides cannot drift apart. Types only: nothing of this reaches either bundle.
 */

export type Status = { name: string; colour: string } | null
export type Item = {
  id: string
  title: string
  excerpt: string
  status: Status
  board: { id: string; name: string }
  votes: number
  voted: boolean
  comments: number
  mine: boolean
  createdAt: string
  url: string
}
export type Comment = {
  id: string
  author: { name: string; avatarUrl: string | null }
  body: string
  createdAt: string
}
/** One item as its view shows it: `comments` is the list here (a count in lists). */
export type ItemDetail = Omit<Item, 'comments'> & { details: string; comments: Comment[] }
export type Update = {
  id: string
  title: string
  excerpt: string
  publishedAt: string
  url: string
  labels: { name: string; colour: string }[]
}
export type Page<T> = { items: T[]; nextCursor: string | null }
