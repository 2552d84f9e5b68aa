/** Thumbnails are this wide at most (twice the grid's card width, for sharp screens). */
export const THUMBNAIL_WIDTH = 480
/** Images larger than this many pixels are refused rather than decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000
/** A PDF's first page is drawn this wide before it is shrunk. */
const PDF_RENDER_WIDTH = 960

export interface Thumbnail {
  data: Uint8Array
  width: number
  height: number
}

/** A WebP thumbnail of an image (turned upright by its EXIF orientation) or of a PDF's first page; null when it cannot be read. */
export async function makeThumbnail(bytes: Uint8Array, kind: 'image' | 'pdf'): Promise<Thumbnail | null> {
  try {
    const source = kind === 'pdf' ? await renderFirstPdfPage(bytes) : bytes
    if (!source) return null
    // Loaded on first use, like pdf.js below: about 30 MB resident that a server which makes no thumbnail
    // (a restart after the demo's were made) does not need.
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
  } catch {
    return null
  }
}

async function renderFirstPdfPage(bytes: Uint8Array): Promise<Uint8Array | null> {
  // Loaded on first use: pdf.js and the canvas are heavy and only thumbnails need them.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  // pdf.js runs its worker in this thread when it finds it here; imported by name, so the build ships it
  // (pdf.js's own import of the file next to it is invisible to the bundler's tracing).
  const scope = globalThis as { pdfjsWorker?: unknown }
  scope.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
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
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise
    return new Uint8Array(canvas.toBuffer('image/png'))
  } finally {
    await document.destroy()
  }
}
