import { Asset, useRouter, useTags } from '@tanstack/react-router'
import { ROUTE_MODULES_ID, routeModulesJson } from '~/lib/route-modules'

type Tag = ReturnType<typeof useTags>[number]

const isModulePreload = (tag: Tag) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'

/**
 * The router's head tags (TanStack Router's `<HeadContent />`), but the page's modules: those go in an inert
 * JSON block that the client entry preloads after the first paint (src/lib/route-modules.ts).
 */
export function DocumentHead() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  const modules = tags.filter(isModulePreload).map((tag) => String(tag.attrs?.href))
  return (
    <>
      {tags
        .filter((tag) => !isModulePreload(tag))
        .map((tag) => (
          <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
        ))}
      <script
        type="application/json"
        id={ROUTE_MODULES_ID}
        // Not run, but every script element of a page carries the nonce (tests/server/security-headers.test.ts).
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: data, escaped by routeModulesJson, never run
        dangerouslySetInnerHTML={{ __html: routeModulesJson(modules) }}
      />
    </>
  )
}
