/**
 * Typography for rendered markdown, written with Tailwind descendant variants so that the styles live with
 * the component and follow the theme's colour variables (light and dark).
 */
const shared = [
  'min-w-0 break-words text-sm leading-relaxed text-foreground',
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:decoration-2',
  '[&_a.mention]:rounded [&_a.mention]:bg-accent [&_a.mention]:px-0.5 [&_a.mention]:font-medium [&_a.mention]:no-underline [&_a.mention:hover]:underline',
  '[&_strong]:font-semibold [&_em]:italic [&_del]:line-through',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em]',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:border [&_pre]:border-border [&_pre]:bg-muted [&_pre]:p-3 [&_pre]:leading-normal',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-[0.8125rem]',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-3 [&_blockquote]:text-muted-foreground',
  '[&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-0.5 [&_li>p]:my-0 [&_li>ul]:my-0.5 [&_li>ol]:my-0.5',
  '[&_ul.contains-task-list]:list-none [&_ul.contains-task-list]:ps-1 [&_li.task-list-item_input]:me-2 [&_li.task-list-item_input]:align-middle',
  '[&_hr]:border-border',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-start',
  '[&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-1.5 [&_th]:font-semibold',
  '[&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-1.5 [&_td]:align-top',
  // Attached files: a chip (icon and name) rather than an underlined link.
  '[&_a.attachment-chip]:inline-flex [&_a.attachment-chip]:max-w-full [&_a.attachment-chip]:items-center [&_a.attachment-chip]:gap-1.5 [&_a.attachment-chip]:rounded-md [&_a.attachment-chip]:border [&_a.attachment-chip]:border-border [&_a.attachment-chip]:bg-muted [&_a.attachment-chip]:px-2 [&_a.attachment-chip]:py-0.5 [&_a.attachment-chip]:align-middle [&_a.attachment-chip]:text-foreground [&_a.attachment-chip]:no-underline [&_a.attachment-chip:hover]:bg-accent [&_a.attachment-chip:hover]:underline',
  '[&_sup]:text-[0.75em] [&_section.footnotes]:mt-4 [&_section.footnotes]:border-t [&_section.footnotes]:border-border [&_section.footnotes]:pt-2 [&_section.footnotes]:text-xs',
]

/** Documents: feedback details, updates, discussion posts. */
export const fullMarkdownClass = [
  ...shared,
  '[&_p]:my-3 [&_ul]:my-3 [&_ol]:my-3 [&_pre]:my-3 [&_blockquote]:my-3 [&_hr]:my-6',
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-semibold [&_h1]:tracking-tight',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:text-base [&_h4]:font-semibold',
  '[&_h5]:mt-4 [&_h5]:mb-1 [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:mb-1 [&_h6]:font-semibold [&_h6]:text-muted-foreground',
].join(' ')

/** Comments and chat: tighter spacing; headings are rendered as bold paragraphs and images as links. */
export const liteMarkdownClass = [
  ...shared,
  '[&_p]:my-1.5 [&_ul]:my-1.5 [&_ol]:my-1.5 [&_pre]:my-2 [&_blockquote]:my-2 [&_hr]:my-3',
].join(' ')
