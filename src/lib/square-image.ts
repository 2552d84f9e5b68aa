/** Largest image file accepted before resizing. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/**
 * Reads an image file, crops it to the centred square and scales it to `size` pixels, as a WebP data URL
 * (small enough to keep with the record it belongs to). Browser only.
 */
export async function toSquareDataUrl(file: File, size = 128): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error('Choose an image file (PNG, JPEG, WebP or GIF).')
  if (file.size > MAX_IMAGE_BYTES) throw new Error('Choose an image smaller than 5 MB.')
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error('This image could not be read. Try another file.')
  })
  const side = Math.min(bitmap.width, bitmap.height)
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot resize images.')
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    size,
    size,
  )
  bitmap.close()
  return canvas.toDataURL('image/webp', 0.9)
}
