import { expect, it } from 'vitest'
import { setupAppServer } from '../e2e/support'

const server = setupAppServer()

it('preloads the interface font that the stylesheet uses, so the text is drawn once (issue 16, Lighthouse)', async () => {
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
