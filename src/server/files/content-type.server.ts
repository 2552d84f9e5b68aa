import { fileTypeFromBuffer } from 'file-type'
import type { FileKind } from '~/lib/file-rules'

/** What a file is, read from its first bytes (never from its name alone). */
export interface DetectedContent {
  mime: string
  kind: FileKind
  /** For source code: the language the preview highlights it as. */
  language?: string
}

const MARKDOWN_EXTENSIONS = new Set(['md', 'markdown', 'mdown', 'mkd'])
const CODE_LANGUAGES: Record<string, string> = {
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  json: 'json',
  css: 'css',
  scss: 'scss',
  html: 'html',
  htm: 'html',
  xml: 'xml',
  svg: 'xml',
  py: 'python',
  rb: 'ruby',
  go: 'go',
  rs: 'rust',
  java: 'java',
  kt: 'kotlin',
  swift: 'swift',
  c: 'c',
  h: 'c',
  cpp: 'cpp',
  hpp: 'cpp',
  cs: 'csharp',
  php: 'php',
  sh: 'bash',
  bash: 'bash',
  zsh: 'bash',
  sql: 'sql',
  yaml: 'yaml',
  yml: 'yaml',
  toml: 'toml',
  ini: 'ini',
  dockerfile: 'dockerfile',
}

const extensionOf = (fileName: string) => {
  const base = fileName.toLowerCase()
  const dot = base.lastIndexOf('.')
  return dot <= 0 ? base : base.slice(dot + 1)
}

/** Text is valid UTF-8 without NUL bytes (a multi-byte character cut at the sample's end is fine). */
function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0) return true
  if (head.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, trimmedEnd(head)))
    return true
  } catch {
    return false
  }
}

/** Where the sample ends without a UTF-8 sequence cut in two. */
function trimmedEnd(head: Uint8Array): number {
  let end = head.length
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = head[end - back] as number
    if ((byte & 0xc0) === 0x80) continue // a continuation byte: look further back for its lead
    if (byte >= 0xc0) {
      const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2
      if (back < needed) end -= back
    }
    break
  }
  return end
}

/** Markup a browser would run: kept out of every inline path, even when it calls itself text. */
const looksLikeMarkup = (text: string) => /^\s*(<!doctype|<html|<svg|<\?xml|<script|<head|<body)/i.test(text)

function kindOfMime(mime: string): FileKind {
  if (mime === 'application/pdf') return 'pdf'
  if (mime.startsWith('image/')) return 'image'
  if (mime.startsWith('video/')) return 'video'
  if (mime.startsWith('audio/')) return 'audio'
  if (
    /(zip|x-tar|gzip|x-bzip2|x-7z-compressed|x-rar-compressed|vnd\.rar|x-xz|zstd)/.test(mime) ||
    mime === 'application/x-compress'
  )
    return 'archive'
  return 'other'
}

/**
 * The type of a file from its content: binary formats by their magic numbers (`file-type`), then UTF-8 text
 * (Markdown and code by extension, as text has no magic). The name is only a hint among text types: an HTML
 * page named `.png` is text/html here, and is served as an attachment.
 */
export async function detectContent(head: Uint8Array, fileName: string): Promise<DetectedContent> {
  const extension = extensionOf(fileName)
  const sniffed = head.length > 0 ? await fileTypeFromBuffer(head).catch(() => undefined) : undefined
  if (sniffed) {
    // file-type answers application/xml for SVG it can read; call it what it is so no path renders it.
    const mime = sniffed.mime === 'application/xml' && extension === 'svg' ? 'image/svg+xml' : sniffed.mime
    return {
      mime,
      kind: mime === 'image/svg+xml' ? 'code' : kindOfMime(mime),
      language: mime.includes('xml') ? 'xml' : undefined,
    }
  }
  if (!looksLikeText(head)) return { mime: 'application/octet-stream', kind: 'other' }

  const text = new TextDecoder().decode(head.subarray(0, Math.min(head.length, 1024)))
  if (looksLikeMarkup(text)) {
    const svg = /<svg[\s>]/i.test(text)
    return { mime: svg ? 'image/svg+xml' : 'text/html', kind: 'code', language: svg ? 'xml' : 'html' }
  }
  if (MARKDOWN_EXTENSIONS.has(extension)) return { mime: 'text/markdown', kind: 'markdown' }
  const language = CODE_LANGUAGES[extension]
  if (language)
    return { mime: language === 'json' ? 'application/json' : 'text/plain', kind: 'code', language }
  if (extension === 'csv') return { mime: 'text/csv', kind: 'text' }
  return { mime: 'text/plain', kind: 'text' }
}
