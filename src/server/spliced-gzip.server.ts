import zlib from 'node:zlib'

/**
 * A text compressed once, ahead of time, in pieces, so that a gzip body with a different string between the
 * pieces (a page's per-response CSP nonce) is put together per response without compressing it again.
 *
 * Each piece is raw DEFLATE ended with a sync flush (byte-aligned, not final), the last one finished; what goes
 * between pieces is written as a stored (uncompressed) block. Concatenated, that is one valid DEFLATE stream:
 * a fresh compressor's output only refers back into its own piece. The gzip trailer's CRC-32 covers the whole
 * text, so it is computed per response (zlib.crc32 continues from the previous piece's value).
 */
export type SplicedGzip = { pieces: Buffer[]; texts: Buffer[] }

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03])
const MAX_STORED_BLOCK = 0xffff

export function compressPieces(texts: string[]): SplicedGzip {
  const buffers = texts.map((text) => Buffer.from(text))
  const pieces = buffers.map((buffer, index) =>
    zlib.deflateRawSync(buffer, {
      level: 9,
      finishFlush: index === buffers.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
    }),
  )
  return { pieces, texts: buffers }
}

/** The gzip body of the pieces' texts joined with `between`. */
export function spliceGzip({ pieces, texts }: SplicedGzip, between: string): Uint8Array<ArrayBuffer> {
  const inserted = Buffer.from(between)
  if (inserted.length > MAX_STORED_BLOCK) throw new Error('Too long to splice into one stored block')
  const stored = Buffer.alloc(5 + inserted.length)
  // BFINAL 0, BTYPE 00 (stored), padded to the byte; then LEN and its one's complement, little-endian.
  stored.writeUInt8(0, 0)
  stored.writeUInt16LE(inserted.length, 1)
  stored.writeUInt16LE(~inserted.length & 0xffff, 3)
  inserted.copy(stored, 5)

  const chunks: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  texts.forEach((text, index) => {
    if (index > 0) {
      chunks.push(stored)
      crc = zlib.crc32(inserted, crc)
      size += inserted.length
    }
    chunks.push(pieces[index]!)
    crc = zlib.crc32(text, crc)
    size += text.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  chunks.push(trailer)
  const body = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.length
  }
  return body
}
