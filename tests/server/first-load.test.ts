import fs from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type AppServer, startAppServer } from '../helpers/app-server'

let server: AppServer

beforeAll(async () => {
  server = await startAppServer()
})

afterAll(async () => {
  await server?.stop()
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
})

it('preloads the interface font that the stylesheet uses, so the text is drawn once (issue 16, Lighthouse)', async () => {
  const html = await (await fetch(server.url)).text()
  const preload = html.match(
    /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin="anonymous"/,
  )
  expect(preload, 'a font preload in the head').not.toBeNull()
  const fontPath = preload![1]!
  expect(fontPath).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)

  // The same URL as in the stylesheet: a different one would download the font twice.
  const stylesheet = html.match(/<link rel="stylesheet" href="([^"]+)"/)![1]!
  expect(await (await fetch(`${server.url}${stylesheet}`)).text()).toContain(`url(${fontPath})`)
  const font = await fetch(`${server.url}${fontPath}`)
  expect(font.status).toBe(200)
  expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(10_000)
})
