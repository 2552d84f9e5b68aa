/**
 * Parsers for URL search params, for routes' `validateSearch`. Not zod: a route's options are part of every
 * page's first load (the route tree), and zod would add about 24 KiB of gzip JavaScript to each. A param that
 * does not parse is dropped (or takes its default), never an error: a URL is user input that must not break a
 * page. The router has already read plain numbers and booleans as such (`?page=2` arrives as 2).
 */

import type { SearchSchemaInput } from '@tanstack/react-router'
import { SEQUENCE_ID_PATTERN } from './sequence-id'

export type ParamParser<T> = (value: unknown) => T

/** A string of at most `max` characters (and at least `min`), trimmed first when `trim` is set. */
export function text(options: {
  max: number
  min?: number
  trim?: boolean
}): ParamParser<string | undefined> {
  return (value) => {
    if (typeof value !== 'string') return undefined
    const read = options.trim ? value.trim() : value
    if (read.length > options.max || read.length < (options.min ?? 0)) return undefined
    return read
  }
}

/** One of the given words. */
export function oneOf<const T extends readonly string[]>(values: T): ParamParser<T[number] | undefined> {
  return (value) => (typeof value === 'string' && values.includes(value) ? value : undefined)
}

/** A sequence id (src/lib/sequence-id.ts), as a string; a plain `?message=36` arrives as a number. */
export function numericId(): ParamParser<string | undefined> {
  return (value) => {
    const read = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
    return typeof read === 'string' && SEQUENCE_ID_PATTERN.test(read) ? read : undefined
  }
}

/** `?sent=1` and the like (arrives as the number 1, or as '1'). */
export function flag(): ParamParser<'1' | undefined> {
  return (value) => (value === 1 || value === '1' ? '1' : undefined)
}

/** A whole number from 1 to `max` (a page), from a number or a numeric string. */
export function pageNumber(max: number): ParamParser<number | undefined> {
  return (value) => {
    const read = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
    return typeof read === 'number' && Number.isInteger(read) && read >= 1 && read <= max ? read : undefined
  }
}

/** The parsed value, or `fallback` when it is missing or does not parse. */
export function withDefault<T>(parse: ParamParser<T | undefined>, fallback: T): ParamParser<T> {
  return (value) => parse(value) ?? fallback
}

type Shape = Record<string, ParamParser<unknown>>
type Parsed<S extends Shape> = {
  [K in keyof S as undefined extends ReturnType<S[K]> ? never : K]: ReturnType<S[K]>
} & {
  [K in keyof S as undefined extends ReturnType<S[K]> ? K : never]?: Exclude<ReturnType<S[K]>, undefined>
}

/** What links may pass: every param is optional (the router types links from the validator's input). */
type Input<S extends Shape> = { [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined> } & SearchSchemaInput

/** A route's `validateSearch` from one parser per param; params not named, or that do not parse, are left out. */
export function searchParams<S extends Shape>(shape: S): (search: Input<S>) => Parsed<S> {
  return (search) => {
    const read = search as Record<string, unknown>
    const parsed: Record<string, unknown> = {}
    for (const [key, parse] of Object.entries(shape)) {
      const value = parse(read[key])
      if (value !== undefined) parsed[key] = value
    }
    return parsed as Parsed<S>
  }
}
