/**
 * After an author's name when an API key wrote it: the author is then the key's service user, named after the
 * key, and this says so ("Release pipeline · via API key").
 */
export function ViaApiKey({ author }: { author: { viaApiKey?: boolean } | null | undefined }) {
  if (!author?.viaApiKey) return null
  return <span className="font-normal text-muted-foreground"> · via API key</span>
}
