// The thumbnailer's own process, forked by thumbnail.server.ts. sharp (~30 MB resident), pdf.js and the canvas
// (~60 MB) load here and never in the server, and all of it goes back to the system when this process exits.
//
// Plain JavaScript, run as it is, never bundled: from the source tree by the tests and `vite dev`, and from
// `.output/server/` in a build (scripts/postbuild.mjs copies it there), where its imports resolve from
// `.output/server/node_modules` (vite.config.ts has nitro copy these packages whole: the bundle no longer
// imports them, so nothing else would).
//
// Protocol, over the IPC channel with `serialization: 'advanced'` (bytes travel as Uint8Array, not JSON):
//   in:  { id, op: 'thumbnail', kind: 'image' | 'pdf', bytes }  or  { id, op: 'svg-to-png', svg }
//   out: { id, ok: true, data, width, height }                  or  { id, ok: false, error }
// One request at a time (the parent queues them). The process ends when the parent disconnects or dies.

/** Thumbnails are this wide at most (twice the grid's card width, for sharp screens). */
const THUMBNAIL_WIDTH = 480
/** Images larger than this many pixels are refused rather than decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000
/** A PDF's first page is drawn this wide before it is shrunk. */
const PDF_RENDER_WIDTH = 960

if (!process.send) {
  console.error('thumbnail-child.mjs is started by the server (thumbnail.server.ts), with an IPC channel')
  process.exit(1)
}

// The parent went away (it stopped us when idle, or it exited or crashed): nothing is left to do.
process.on('disconnect', () => process.exit(0))

process.on('message', async (request) => {
  try {
    const result = request.op === 'svg-to-png' ? await svgToPng(request.svg) : await thumbnail(request)
    process.send?.({ id: request.id, ok: true, ...result })
  } catch (error) {
    process.send?.({
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    })
  }
})

/** A WebP thumbnail of an image (turned upright by its EXIF orientation) or of a PDF's first page. */
async function thumbnail({ kind, bytes }) {
  const source = kind === 'pdf' ? await renderFirstPdfPage(bytes) : bytes
  const { default: sharp } = await import('sharp')
  const { data, info } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize({
      width: THUMBNAIL_WIDTH,
      height: THUMBNAIL_WIDTH * 2,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 78 })
    .toBuffer({ resolveWithObject: true })
  return { data: new Uint8Array(data), width: info.width, height: info.height }
}

async function svgToPng(svg) {
  const { default: sharp } = await import('sharp')
  const { data, info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true })
  return { data: new Uint8Array(data), width: info.width, height: info.height }
}

// Loaded on the first PDF only: an image-only batch does not pay for pdf.js and the canvas.
async function renderFirstPdfPage(bytes) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  // pdf.js runs its worker in this thread when it finds it here; imported by name so that it is found the same
  // way from node_modules and from the build's copy of the package.
  globalThis.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise
  try {
    const page = await document.getPage(1)
    const unscaled = page.getViewport({ scale: 1 })
    const viewport = page.getViewport({ scale: Math.min(4, PDF_RENDER_WIDTH / unscaled.width) })
    const { createCanvas } = await import('@napi-rs/canvas')
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height))
    const context = canvas.getContext('2d')
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    await page.render({ canvas, canvasContext: context, viewport }).promise
    return canvas.toBuffer('image/png')
  } finally {
    await document.destroy()
  }
}
