/** The rich-text building blocks every feature shares; see docs/rich-text.md. */
export { Markdown, type MarkdownProps, type MarkdownVariant } from './markdown'
export { profilePath } from './remark-mentions'
export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor'
export { RichTextField } from './rich-text-field'
export type { MentionSource } from './use-mention-autocomplete'
