import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { orPrevious } from './previous-data.ts';

describe('orPrevious (spec §7: network errors are swallowed)', () => {
  const queryKey = ['customers', '1001'];
  const first = (body: { data: string[] }) => body.data[0];

  it('selects the data from a fresh answer', () => {
    expect(orPrevious({ client: new QueryClient(), queryKey }, { data: ['ny'] }, first)).toBe('ny');
  });

  it('keeps the data the query had when the network failed', () => {
    const client = new QueryClient();
    client.setQueryData(queryKey, 'gammal');
    expect(orPrevious({ client, queryKey }, undefined, first)).toBe('gammal');
  });

  it('fails with the Swedish network message only when there is nothing to show', () => {
    expect(() => orPrevious({ client: new QueryClient(), queryKey }, undefined, first)).toThrow(/Vi når inte servern just nu/);
  });
});
