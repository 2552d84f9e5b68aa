/**
 * The thumbnailer runs in a child process: the libraries it loads never enter this one, a file it cannot read or
 * a child that dies is a missing thumbnail (never an error), one child works at a time and it ends when idle.
 * This file must not import sharp itself: it checks that sharp's and the canvas's native libraries stay out.
 */
import fs from 'node:fs'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { simplePdf } from '~/server/files/simple-pdf'
import { createImageChild, imageChild, makeThumbnail, renderSvgAsPng } from './thumbnail.server'

const NATIVE_IMAGE_LIBRARIES = /sharp|libvips|skia|napi-rs/

/** The shared libraries loaded into a process (sharp's and the canvas's are native addons). */
function loadedLibraries(pid: number | 'self'): string[] {
  const maps = fs.readFileSync(`/proc/${pid}/maps`, 'utf8')
  return [...new Set(maps.split('\n').map((line) => line.trim().split(/\s+/)[5] ?? ''))].filter(Boolean)
}

/** This process's children that run the thumbnailer's script. */
function thumbnailChildren(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        return (
          parent === process.pid &&
          fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('thumbnail-child')
        )
      } catch {
        return false // ended while being read
      }
    })
    .map(Number)
}

const isRunning = (pid: number) => fs.existsSync(`/proc/${pid}`)

const picture = (width: number, height: number) =>
  renderSvgAsPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#36c"/></svg>`,
  )
const pdf = new Uint8Array(simplePdf('Quarterly plan', ['One line', 'Another line']))
const bytes = (text: string) => new Uint8Array(Buffer.from(text))

afterAll(() => imageChild().stop())

describe.skipIf(process.platform !== 'linux')('the thumbnail child process', () => {
  test("thumbnails are made by another process: sharp's and the canvas's libraries never load in this one", async () => {
    const image = await makeThumbnail(await picture(600, 300), 'image')
    expect(image).toMatchObject({ width: 480, height: 240 })
    const page = await makeThumbnail(pdf, 'pdf')
    expect(page?.width).toBe(480)
    expect(page && page.height > page.width).toBe(true)

    const pid = imageChild().pid()
    expect(pid).toBeTypeOf('number')
    expect(pid).not.toBe(process.pid)
    expect(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')).toContain('thumbnail-child.mjs')
    // The child holds them; this process does not.
    expect(loadedLibraries(pid as number).filter((file) => NATIVE_IMAGE_LIBRARIES.test(file))).not.toEqual([])
    expect(loadedLibraries('self').filter((file) => NATIVE_IMAGE_LIBRARIES.test(file))).toEqual([])
  })

  test('a file that cannot be read gives no thumbnail, and the same child goes on', async () => {
    await makeThumbnail(await picture(20, 20), 'image')
    const pid = imageChild().pid()
    expect(await makeThumbnail(bytes('not an image'), 'image')).toBeNull()
    expect(await makeThumbnail(bytes('not a pdf'), 'pdf')).toBeNull()
    expect(imageChild().pid()).toBe(pid)
    expect(await makeThumbnail(await picture(100, 50), 'image')).toMatchObject({ width: 100, height: 50 })
  })

  test('a child killed mid-request is a missing thumbnail; the next request starts another child', async () => {
    await imageChild().stop()
    // A fresh child loads pdf.js first (a few hundred ms): it is killed long before it answers.
    const pending = makeThumbnail(pdf, 'pdf')
    const pid = await vi.waitFor(
      () => {
        const running = imageChild().pid()
        if (!running) throw new Error('no child yet')
        return running
      },
      { interval: 1 },
    )
    process.kill(pid, 'SIGKILL')
    expect(await pending).toBeNull()
    expect(await makeThumbnail(await picture(60, 30), 'image')).toMatchObject({ width: 60, height: 30 })
    expect(imageChild().pid()).not.toBe(pid)
  })

  test('a request that takes too long fails and its child is killed', async () => {
    await imageChild().stop()
    const child = createImageChild({ timeoutMs: 1 })
    const reply = await child.run({ op: 'thumbnail', kind: 'pdf', bytes: pdf })
    expect(reply).toEqual({ ok: false, error: 'no thumbnail after 1 ms' })
    expect(child.pid()).toBeUndefined()
    await vi.waitFor(() => expect(thumbnailChildren()).toEqual([]))
  })

  test('one child at a time, requests queued; it ends once idle', async () => {
    const image = await picture(300, 200)
    await imageChild().stop()
    const child = createImageChild({ idleMs: 300 })
    let most = 0
    const sampler = setInterval(() => {
      most = Math.max(most, thumbnailChildren().length)
    }, 5)
    const replies = await Promise.all([
      child.run({ op: 'thumbnail', kind: 'image', bytes: image }),
      child.run({ op: 'thumbnail', kind: 'pdf', bytes: pdf }),
      child.run({ op: 'thumbnail', kind: 'image', bytes: image }),
      child.run({ op: 'thumbnail', kind: 'pdf', bytes: pdf }),
    ])
    clearInterval(sampler)
    expect(replies.map((reply) => reply.ok)).toEqual([true, true, true, true])
    expect(most).toBe(1)
    const pid = child.pid() as number
    expect(isRunning(pid)).toBe(true)
    await vi.waitFor(() => expect(isRunning(pid)).toBe(false), { timeout: 5000, interval: 50 })
    expect(child.pid()).toBeUndefined()
  })
})
