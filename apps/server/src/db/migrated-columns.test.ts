import { describe, expect, it } from 'vitest';
import { renderMigratedSchema } from './migrated-columns.ts';

describe('the migrated schema as TypeScript', () => {
  it('types each column as the driver returns it, its nullability kept, the tables in order', () => {
    const text = renderMigratedSchema([
      { table: 'b', column: 'day', type: 'date', nullable: false },
      { table: 'b', column: 'hours', type: '_int8', nullable: true },
      { table: 'a', column: 'amount', type: 'numeric', nullable: false },
      { table: 'a', column: 'detail', type: 'jsonb', nullable: true },
    ]);
    expect(text).toContain('  a: {\n    amount: string;\n    detail: Json | null;\n  };\n  b: {\n    day: Date;\n    hours: string[] | null;\n  };\n}\n');
  });

  it('refuses a type it has no TypeScript for, rather than guess', () => {
    expect(() => renderMigratedSchema([{ table: 'a', column: 'span', type: 'interval', nullable: false }])).toThrow(/interval/);
  });
});
