import { describe, expect, it } from 'vitest';
import { isNdjson, readBatch, readJsonBatch, readNdjsonBatch } from './batch.ts';

describe('reading NDJSON', () => {
  it('reads one record a line, skips blank lines, and counts positions by line (index = line − 1)', async () => {
    const batch = await readNdjsonBatch('\uFEFF{"a":1}\r\n\n  \n{"a":2}\n');
    expect(batch).toEqual({
      format: 'ndjson',
      records: 2,
      entries: [
        { index: 0, value: { a: 1 } },
        { index: 3, value: { a: 2 } },
      ],
      problems: [],
    });
  });

  it('refuses a line that is no JSON on its own, keeping the others', async () => {
    const batch = await readNdjsonBatch('{"a":1}\n{"a":\n[1,2]\n"text"');
    expect(batch.records).toBe(4);
    expect(batch.entries.map((e) => e.value)).toEqual([{ a: 1 }, [1, 2], 'text']);
    expect(batch.problems).toEqual([{ index: 1, key: null, reason: 'Raden är ingen giltig JSON: en post ska stå på en enda rad, som ett JSON-objekt.' }]);
  });

  it('reads an empty body as an empty batch', async () => {
    expect(await readNdjsonBatch('')).toEqual({ format: 'ndjson', records: 0, entries: [], problems: [] });
  });

  it('reads many lines in turns of the event loop, the same as at once', async () => {
    const lines = Array.from({ length: 5_001 }, (_, i) => JSON.stringify({ i }));
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    const batch = await readNdjsonBatch(lines.join('\n'));
    clearInterval(ticking);
    expect(batch.entries).toHaveLength(5_001);
    expect(batch.entries[5_000]).toEqual({ index: 5_000, value: { i: 5_000 } });
    expect(turns).toBeGreaterThan(0);
  });
});

describe('reading a body', () => {
  it('takes an array as JSON, text as NDJSON only when the content type says so', async () => {
    expect(readJsonBatch([{ a: 1 }, 2])).toEqual({
      format: 'json',
      records: 2,
      entries: [
        { index: 0, value: { a: 1 } },
        { index: 1, value: 2 },
      ],
      problems: [],
    });
    expect(await readBatch('{"a":1}', 'application/x-ndjson; charset=utf-8')).toMatchObject({ format: 'ndjson', records: 1 });
    expect(await readBatch('a,b\n1,2', 'text/csv')).toEqual({ error: expect.stringContaining('application/x-ndjson') });
  });

  it('knows the NDJSON media type with and without parameters', () => {
    expect(isNdjson('application/x-ndjson')).toBe(true);
    expect(isNdjson('Application/X-NDJSON;charset=utf-8')).toBe(true);
    expect(isNdjson('application/x-ndjsonx')).toBe(false);
    expect(isNdjson(undefined)).toBe(false);
  });
});
