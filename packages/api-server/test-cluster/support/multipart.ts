import { randomUUID } from 'node:crypto';

/** A POST /api/uploads body holding `content` as the image field, with its content type. */
export function multipartPng(content: Buffer): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----food-admin-cluster-${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
