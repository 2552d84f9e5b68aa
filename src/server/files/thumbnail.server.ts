import { type ChildProcess, fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { logger } from '~/server/logger.server'

/*
 * Thumbnails are made in a child process (thumbnail-child.mjs), never in the server's: sharp, pdf.js and the
 * canvas stay resident once loaded (~30 + ~60 MB measured in a bare process), and only a process that ends gives
 * all of it back (a worker thread would still leave the native libraries loaded here).
 *
 * One process at a time, requests queued. It stays up while requests keep coming and ends IDLE_MS after the last
 * one: the demo seed or an upload of many files pays for one start (Node, then loading sharp and pdf.js: about
 * 0.3 s for an image, 0.6 s for a PDF on a 2-core machine) rather than one per file, and an idle server is back
 * to its own size soon after the last upload.
 */

export interface Thumbnail {
  data: Uint8Array
  width: number
  height: number
}

export type ImageRequest =
  | { op: 'thumbnail'; kind: 'image' | 'pdf'; bytes: Uint8Array }
  | { op: 'svg-to-png'; svg: string }

export type ImageReply = ({ ok: true } & Thumbnail) | { ok: false; error: string }

export interface ImageChild {
  /** Runs a request in the child (queued behind the others); a failure of any kind is an `ok: false` reply. */
  run(request: ImageRequest): Promise<ImageReply>
  /** The child's pid while one is running. */
  pid(): number | undefined
  /** Ends the child now (a request in flight fails) and resolves once it is gone. */
  stop(): Promise<void>
}

const CHILD_SCRIPT = 'thumbnail-child.mjs'
/** A request taking longer than this is a file that hangs the decoder: its process is killed. */
const TIMEOUT_MS = 30_000
/** An idle child ends after this long. */
const IDLE_MS = 15_000

/** A WebP thumbnail of an image (turned upright by its EXIF orientation) or of a PDF's first page; null when it cannot be read. */
export async function makeThumbnail(bytes: Uint8Array, kind: 'image' | 'pdf'): Promise<Thumbnail | null> {
  const reply = await imageChild().run({ op: 'thumbnail', kind, bytes })
  return reply.ok ? { data: reply.data, width: reply.width, height: reply.height } : null
}

/** An SVG drawn as a PNG (the demo's pictures), by the same child: sharp is not loaded here for it either. */
export async function renderSvgAsPng(svg: string): Promise<Uint8Array> {
  const reply = await imageChild().run({ op: 'svg-to-png', svg })
  if (!reply.ok) throw new Error(`Could not render the SVG: ${reply.error}`)
  return reply.data
}

// The nitro runtime and the SSR bundle are separate module graphs in one process: one child for both.
const globalForImages = globalThis as unknown as { __parleyImageChild?: ImageChild }

/** The process's image child (made on first use; it starts a process only for a request). */
export function imageChild(): ImageChild {
  globalForImages.__parleyImageChild ??= createImageChild()
  return globalForImages.__parleyImageChild
}

/** An image child of its own; options for tests (a short idle time or timeout). */
export function createImageChild(
  options: { timeoutMs?: number; idleMs?: number; script?: string } = {},
): ImageChild {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS
  const idleMs = options.idleMs ?? IDLE_MS
  let child: ChildProcess | undefined
  let idleTimer: NodeJS.Timeout | undefined
  let queue: Promise<unknown> = Promise.resolve()
  let lastId = 0

  function start(): ChildProcess {
    const script = options.script ?? findChildScript()
    if (!script)
      throw new Error(`${CHILD_SCRIPT} is missing beside the server (scripts/postbuild.mjs ships it)`)
    const started = fork(script, [], {
      // Not the parent's flags (vitest's, or a large heap limit meant for the server).
      execArgv: [],
      serialization: 'advanced',
      // stderr stays visible: a child that cannot load its libraries says why there.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    })
    // Spawn and IPC errors reach the request in flight; without a listener they would crash the server.
    started.on('error', () => {})
    started.once('exit', () => {
      if (child === started) child = undefined
    })
    return started
  }

  /** Forgets the child at once (the next request starts another) and kills it. */
  function kill(target: ChildProcess) {
    if (child === target) child = undefined
    target.kill('SIGKILL')
  }

  /** Lets the server exit without waiting for the child, which ends by itself after a while. */
  function rest(target: ChildProcess) {
    if (child !== target) return
    target.unref()
    target.channel?.unref()
    clearTimeout(idleTimer)
    idleTimer = setTimeout(() => {
      if (child !== target) return
      child = undefined
      // The child exits when its channel closes (and it would if this process died).
      if (target.connected) target.disconnect()
    }, idleMs)
    idleTimer.unref()
  }

  async function runNow(request: ImageRequest): Promise<ImageReply> {
    clearTimeout(idleTimer)
    let current: ChildProcess
    try {
      child ??= start()
      current = child
    } catch (error) {
      logger.warn({ err: error }, 'The thumbnail process could not be started')
      return { ok: false, error: errorMessage(error) }
    }
    // While a request is out, the server waits for its answer like for any other work.
    current.ref()
    current.channel?.ref()
    const id = ++lastId
    const reply = await new Promise<ImageReply>((resolve) => {
      const finish = (answer: ImageReply) => {
        clearTimeout(timer)
        current.off('message', onMessage)
        current.off('exit', onExit)
        current.off('error', onError)
        resolve(answer)
      }
      const failed = (error: string) => {
        logger.warn({ error }, 'The thumbnail process failed')
        finish({ ok: false, error })
      }
      const onMessage = (message: unknown) => {
        if ((message as { id?: number } | null)?.id === id) finish(message as ImageReply)
      }
      const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
        failed(`the thumbnail process ended (${signal ?? `exit code ${code}`})`)
      const onError = (error: Error) => {
        failed(error.message)
        kill(current)
      }
      const timer = setTimeout(() => {
        failed(`no thumbnail after ${timeoutMs} ms`)
        kill(current)
      }, timeoutMs)
      current.on('message', onMessage)
      current.once('exit', onExit)
      current.once('error', onError)
      try {
        current.send({ id, ...request }, (error) => {
          if (error) onError(error)
        })
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)))
      }
    })
    rest(current)
    return reply
  }

  return {
    run(request) {
      const reply = queue.then(() => runNow(request))
      queue = reply.catch(() => {})
      return reply
    },
    pid: () => child?.pid,
    async stop() {
      const target = child
      if (!target) return
      const gone = new Promise<void>((resolve) => target.once('exit', () => resolve()))
      // An idle child is unreferenced: without this, a process with nothing else to do could end before it.
      target.ref()
      kill(target)
      await gone
    },
  }
}

/**
 * The child's script: beside this module in the source tree (tests, `vite dev`). In a build this module is
 * part of a chunk somewhere under `.output/server/` (a folder of the bundler's choosing) and the script is
 * `.output/server/thumbnail-child.mjs` (scripts/postbuild.mjs), so the folders above are tried too. Found
 * from this module's own location, not the working directory, so a copied `.output` works from anywhere.
 */
function findChildScript(): string | undefined {
  let folder = path.dirname(fileURLToPath(import.meta.url))
  for (let level = 0; level < 4; level++) {
    const candidate = path.join(folder, CHILD_SCRIPT)
    if (fs.existsSync(candidate)) return candidate
    folder = path.dirname(folder)
  }
  return undefined
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))
