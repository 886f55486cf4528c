import { IMAGE_MAX_BYTES } from '@medstaff/domain';
import { DomainError } from '../common/domain-error';

/** An uploaded file, read into memory (platform/storage/multipart.ts). */
export interface UploadedFileLike {
  fieldname?: string;
  buffer: Buffer;
  size: number;
  originalname: string;
  mimetype: string;
}

const SIGNATURES: { type: string; extension: string; bytes: number[] }[] = [
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/bmp', extension: 'bmp', bytes: [0x42, 0x4d] },
];

/**
 * Accepts a logo or picture by its content (magic bytes), whatever its name or declared type
 * says: JPEG, PNG or BMP, at most 5,000,000 bytes.
 */
export function checkImage(file: UploadedFileLike | undefined): { type: string; extension: string } {
  if (!file || file.size === 0) throw new DomainError('VALIDATION_FAILED', 'upload.imageMissing');
  if (file.size > IMAGE_MAX_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', 'upload.imageTooLarge');
  const match = SIGNATURES.find((signature) => signature.bytes.every((byte, index) => file.buffer[index] === byte));
  if (!match) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'upload.imageType');
  return { type: match.type, extension: match.extension };
}
