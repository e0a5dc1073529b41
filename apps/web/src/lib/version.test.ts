import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { APP_VERSION } from './version.ts';

it('is the root package.json’s version, written nowhere else', () => {
  const rootPackage = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../../package.json'), 'utf8')) as { version: string };
  expect(APP_VERSION).toBe(rootPackage.version);
});
