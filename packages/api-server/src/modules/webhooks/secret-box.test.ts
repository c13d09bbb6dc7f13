import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('secretBox', () => {
  it('seals with the configured key: another key cannot open it, a changed box is refused', () => {
    const box = secretBox({ secretsKey: Buffer.alloc(32, 1) }, tempDir());
    const sealed = box.seal('whsec_abc');
    expect(sealed).not.toContain('abc');
    expect(box.seal('whsec_abc')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('whsec_abc');
    expect(() => secretBox({ secretsKey: Buffer.alloc(32, 2) }, tempDir()).open(sealed)).toThrow();
    const [version, iv, tag, data = ''] = sealed.split(':');
    const flipped = Buffer.from(data, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64')].join(':'))).toThrow();
  });

  it('without a key, makes one in the data directory, readable by its owner only, and keeps it', () => {
    const dir = tempDir();
    const sealed = secretBox({ secretsKey: undefined }, dir).seal('whsec_kept');
    const file = path.join(dir, 'webhook-secrets.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(secretBox({ secretsKey: undefined }, dir).open(sealed)).toBe('whsec_kept');
  });
});
