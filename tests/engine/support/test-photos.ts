/**
 * Photos for engine tests: real PNG bytes of a given size (the gateway checks
 * the signature), and the Node stand-in for the browser's photo step, which
 * passes the image through and reads its size from the PNG header.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { ProcessedPhoto } from '@worker/images/process-photo';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid grey PNG of width × height pixels. */
export function pngBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}

/** A picked photo file. */
export function photoFile(name = 'door.png', width = 4, height = 3): { file: Blob; name: string } {
  return { file: new Blob([pngBytes(width, height)], { type: 'image/png' }), name };
}

/** The Node photo step: the same PNG, its size read from IHDR. */
export async function passThroughPhoto(blob: Blob): Promise<ProcessedPhoto> {
  const bytes = new DataView(await blob.arrayBuffer());
  return { blob, width: bytes.getUint32(16), height: bytes.getUint32(20) };
}

/** The Node stand-in for the worker's thumbnail of a chosen photo (Node has no createImageBitmap): the photo itself. */
export function passThroughThumbnail(photo: Blob): Promise<Blob> {
  return Promise.resolve(photo);
}
