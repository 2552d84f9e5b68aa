/**
 * `<Markdown source="…" variant="full" | "lite" className? />`: renders user-written markdown, sanitized,
 * identically in SSR and in the browser (see ./markdown-pipeline for what is allowed).
 *
 * - `full` (default): documents (feedback details, updates, discussion posts) with headings and images.
 * - `lite`: comments and chat; headings become bold paragraphs and images become links to the image.
 *
 * Attachments (project files, `/api/files/{id}/content`) render in both: attached images inline (bounded,
 * smaller in `lite`; a click opens the full image in a new tab), other attached files as a file chip that
 * downloads the file.
 *
 * Links get `rel="nofollow ugc noopener noreferrer"`, and those leaving the site open in a new tab.
 * `@username` becomes a link to `/profile/username` (class `mention`), except in code and links.
 */
import { useRouter } from '@tanstack/react-router'
import { Paperclip } from 'lucide-react'
import * as React from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import { useCommonText } from '~/components/ui/use-common-text'
import { cn } from '~/lib/cn'
import { footnotePrefix, pipelineOptions } from './markdown-pipeline'
import { fullMarkdownClass, liteMarkdownClass } from './markdown-styles'
import { attachmentDownloadUrl, isAttachmentUrl, wrapsAttachmentImage } from './rehype-attachments'
import { isExternalUrl } from './safe-url'

export type MarkdownVariant = 'full' | 'lite'

export type MarkdownProps = {
  source: string
  variant?: MarkdownVariant
  className?: string
}

const LINK_REL = 'nofollow ugc noopener noreferrer'

const link: Components['a'] = ({ node, href, children, ...props }) => {
  // A URL the policy refused is gone: keep the words, drop the link.
  if (!href) return <span>{children}</span>
  if (isAttachmentUrl(href)) {
    // An attached image opens in full in a new tab; any other attached file is a chip that downloads it.
    if (wrapsAttachmentImage(node)) {
      return (
        <a {...props} href={href} rel={LINK_REL} target="_blank" className="inline-block">
          {children}
        </a>
      )
    }
    return (
      <a
        {...props}
        href={attachmentDownloadUrl(href)}
        rel={LINK_REL}
        className="attachment-chip"
        data-attachment="file"
      >
        <Paperclip aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
        <span className="min-w-0 truncate">{children}</span>
      </a>
    )
  }
  const external = isExternalUrl(href)
  return (
    <a {...props} href={href} rel={LINK_REL} target={external ? '_blank' : undefined}>
      {children}
    </a>
  )
}

/** An attached image, shown inline: lazy and bounded (smaller in comments and chat). */
function attachmentImage(src: string, alt: string | undefined, variant: MarkdownVariant) {
  return (
    <img
      src={src}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      data-attachment="image"
      className={cn(
        'inline-block h-auto max-w-full rounded-md border border-border bg-muted object-contain',
        variant === 'lite' ? 'max-h-64' : 'max-h-[32rem]',
      )}
    />
  )
}

const image: Components['img'] = ({ node: _node, src, alt }) => {
  if (typeof src !== 'string' || !src) return alt ? <span>{alt}</span> : null
  if (isAttachmentUrl(src)) return attachmentImage(src, alt, 'full')
  return (
    <img
      src={src}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className="inline-block h-auto max-w-full rounded-md"
    />
  )
}

const table: Components['table'] = ({ node: _node, ...props }) => (
  <div className="my-3 overflow-x-auto">
    <table {...props} />
  </div>
)

/** A task list's box (`- [x] done`) is read-only; its name says its state, as the list item's text says what. */
const taskCheckbox: Components['input'] = ({ node: _node, type, checked, ...props }) =>
  type === 'checkbox' ? (
    <TaskCheckbox {...props} checked={checked} />
  ) : (
    <input {...props} type={type} checked={checked} />
  )

function TaskCheckbox(props: React.ComponentProps<'input'>) {
  const { t } = useCommonText()
  return (
    <input
      {...props}
      type="checkbox"
      disabled
      readOnly
      aria-label={props.checked ? t('markdown.done', 'Done') : t('markdown.notDone', 'Not done')}
    />
  )
}

const fullComponents: Components = { a: link, img: image, table, input: taskCheckbox }

// The footnotes' hidden "Footnotes" heading keeps its id and class (it labels the footnote links).
const boldParagraph: Components['h1'] = ({ node: _node, id, className, children }) => (
  <p id={id} className={className}>
    <strong>{children}</strong>
  </p>
)

const imageAsLink: Components['img'] = ({ node: _node, src, alt }) => {
  const label = alt?.trim() || 'image'
  if (typeof src !== 'string' || !src) return <span>{label}</span>
  if (isAttachmentUrl(src)) return attachmentImage(src, alt, 'lite')
  return (
    <a href={src} rel={LINK_REL} target={isExternalUrl(src) ? '_blank' : undefined}>
      {label}
    </a>
  )
}

const liteComponents: Components = {
  ...fullComponents,
  img: imageAsLink,
  h1: boldParagraph,
  h2: boldParagraph,
  h3: boldParagraph,
  h4: boldParagraph,
  h5: boldParagraph,
  h6: boldParagraph,
}

/**
 * Site-relative links (mentions, links to other items) navigate inside the app instead of reloading it.
 * Links stay plain `<a href>`, so SSR, middle-click and "open in new tab" behave as links always do.
 */
function useInAppNavigation() {
  const router = useRouter({ warn: false })
  return (event: React.MouseEvent<HTMLDivElement>) => {
    if (!router || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element).closest?.('a[href]')
    if (!anchor || anchor.getAttribute('target')) return
    const href = anchor.getAttribute('href') ?? ''
    // Server routes (files, feeds) are not pages of the app: the browser fetches those itself.
    if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/api/')) return
    event.preventDefault()
    void router.navigate({ href })
  }
}

export function Markdown({ source, variant = 'full', className }: MarkdownProps) {
  const prefix = footnotePrefix(React.useId())
  const navigateInApp = useInAppNavigation()
  if (source.trim() === '') return null
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a delegated handler for the links inside (Enter on a link clicks it too)
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above; the links themselves are the keyboard targets
    <div
      onClick={navigateInApp}
      className={cn(variant === 'lite' ? liteMarkdownClass : fullMarkdownClass, className)}
      data-markdown={variant}
    >
      <ReactMarkdown
        {...pipelineOptions}
        remarkRehypeOptions={{ clobberPrefix: prefix }}
        components={variant === 'lite' ? liteComponents : fullComponents}
      >
        {source}
      </ReactMarkdown>
    </div>
  )
}
