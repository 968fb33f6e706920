import { constants, crc32, deflateRawSync } from 'node:zlib';

// A gzip body whose fixed parts are compressed once at start and whose changing part (the page's
// viewer) costs nothing per request (docs/decisions/034-resilient-navigation.md). Deflate data is a
// series of blocks: a part compressed on its own and ended with a sync flush stops on a byte
// boundary without referring past its start, so parts can follow one another; the changing part
// goes in "stored" blocks (raw bytes, 5 bytes of framing per 64 KB); the last part ends the stream.
// The result is one ordinary gzip member (RFC 1951, 1952) that any browser reads.

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const STORED_BLOCK_MAX = 0xffff;

/** A fixed part of the body: its bytes, their CRC-32, and their deflate blocks. */
export type FixedPart = { raw: Buffer; deflated: Buffer };

/** Compresses a fixed part once; `last` ends the deflate stream (the body's final part). */
export function fixedPart(text: string, { last }: { last: boolean }): FixedPart {
  const raw = Buffer.from(text);
  return {
    raw,
    deflated: deflateRawSync(raw, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  };
}

/** Raw bytes as stored (uncompressed, not final) deflate blocks. */
function storedBlocks(raw: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < raw.length; start += STORED_BLOCK_MAX) {
    const chunk = raw.subarray(start, start + STORED_BLOCK_MAX);
    const header = Buffer.alloc(5);
    // BFINAL 0, BTYPE 00, then LEN and its one's complement, little-endian.
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** head + middle + tail as one gzip body; head and tail compressed before, middle sent stored. */
export function gzipParts(head: FixedPart, middle: string, tail: FixedPart): Buffer {
  const middleRaw = Buffer.from(middle);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail.raw, crc32(middleRaw, crc32(head.raw))), 0);
  trailer.writeUInt32LE((head.raw.length + middleRaw.length + tail.raw.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, head.deflated, ...storedBlocks(middleRaw), tail.deflated, trailer]);
}
