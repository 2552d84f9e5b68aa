import { expect, it } from 'vitest'
import { setupAppServer } from '../e2e/support'

const server = setupAppServer()

it('preloads the interface font that the stylesheet uses, so the text is drawn once (a Lighthouse check)', async () => {
  const { url } = server()
  const html = await (await fetch(url)).text()
  const preload = html.match(
    /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin="anonymous"/,
  )
  expect(preload, 'a font preload in the head').not.toBeNull()
  const fontPath = preload![1]!
  expect(fontPath).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)

  // The same URL as in the stylesheet: a different one would download the font twice.
  const stylesheet = html.match(/<link rel="stylesheet" href="([^"]+)"/)![1]!
  expect(await (await fetch(`${url}${stylesheet}`)).text()).toContain(`url(${fontPath})`)
  const font = await fetch(`${url}${fontPath}`)
  expect(font.status).toBe(200)
  expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(10_000)
})

it('asks for no module before the first paint: the head lists them as data, the entry is tiny', async () => {
  const { url } = server()
  const html = await (await fetch(`${url}/sign-in`)).text()
  expect(html).not.toContain('rel="modulepreload"')

  const listed = html.match(/<script type="application\/json" id="route-modules"[^>]*>([^<]*)<\/script>/)
  expect(listed, 'the route-modules block in the head').not.toBeNull()
  const modules = JSON.parse(listed![1]!) as string[]
  expect(modules.length).toBeGreaterThan(3)
  for (const href of modules) {
    expect(href).toMatch(/^\/assets\/[\w.-]+\.js$/)
    expect((await fetch(`${url}${href}`)).status, href).toBe(200)
  }

  // The one script fetched as the page is parsed: the entry, which imports only what waits for the paint.
  const entry = html.match(/<script type="module" async="" src="([^"]+)"/)![1]!
  const source = await (await fetch(`${url}${entry}`)).text()
  expect(source.length).toBeLessThan(1024)
  const staticImports = [...source.matchAll(/^import[^;]*from\s*["'`]([^"'`]+)/gm)].map((match) => match[1])
  expect(
    staticImports.every((path) => /\/boot-[\w-]+\.js$/.test(path ?? '')),
    staticImports.join(),
  ).toBe(true)
})
