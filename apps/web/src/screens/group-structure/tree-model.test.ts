import type { GroupStructure } from '@mina-sidor/shared/group-report';
import { describe, expect, it } from 'vitest';
import { allParents, keyMove, treeOf, visibleNodes } from './tree-model.ts';

const STRUCTURE: GroupStructure = {
  customerName: 'Nordhamn Koncern AB',
  parentOrganisation: 'Nordhamn Holding AB',
  organisations: [
    {
      customerAccountId: 'A1',
      name: 'Nordhamn Koncern AB',
      active: true,
      sites: [
        {
          facilityKey: 'F1',
          facilityName: 'Anläggning 1',
          address: 'Hamngatan 1, 131 54 Nacka',
          meteringPoints: [
            { meteringPointId: '735999000000000001', service: 'EL', type: 'CONSUMPTION', name: null, meterNumber: '11111111' },
            { meteringPointId: '735999000000000002', service: 'EL', type: 'SUBMETER', name: 'Undermätare plan 2', meterNumber: '22222222' },
          ],
        },
      ],
    },
    { customerAccountId: 'A2', name: 'Nordhamn Logistik AB', active: false, sites: [] },
  ],
};
const roots = treeOf(STRUCTURE);

describe('the group structure as a tree', () => {
  it('names organisations, sites and points as a person reads them', () => {
    expect(roots.map((r) => [r.label, r.detail])).toEqual([
      ['Nordhamn Koncern AB', 'Kundkonto A1 · 1 anläggning'],
      ['Nordhamn Logistik AB', 'Kundkonto A2 · 0 anläggningar · inaktivt'],
    ]);
    const site = roots[0]!.children[0]!;
    expect(site.detail).toBe('Hamngatan 1, 131 54 Nacka · 2 mätpunkter');
    expect(site.children.map((p) => p.label)).toEqual(['El, huvudmätare', 'El: Undermätare plan 2']);
    expect(site.children[1]!.detail).toBe('Mätare 22222222 · mätpunkt 735999000000000002');
  });

  it('shows the children of open items only', () => {
    expect(visibleNodes(roots, new Set()).map((v) => v.node.id)).toEqual(['A1', 'A2']);
    expect(visibleNodes(roots, new Set(['A1', 'A1/F1'])).map((v) => [v.node.id, v.level])).toEqual([
      ['A1', 1],
      ['A1/F1', 2],
      ['A1/F1/735999000000000001', 3],
      ['A1/F1/735999000000000002', 3],
      ['A2', 1],
    ]);
    expect(allParents(roots)).toEqual(['A1', 'A1/F1']);
  });

  it('moves and opens by the tree view pattern’s keys', () => {
    const open = new Set(['A1']);
    const shown = visibleNodes(roots, open);
    expect(keyMove('ArrowDown', shown, open, 'A1')).toEqual({ focus: 'A1/F1' });
    expect(keyMove('ArrowUp', shown, open, 'A1')).toBeNull();
    expect(keyMove('ArrowRight', shown, open, 'A1/F1')).toEqual({ expand: 'A1/F1' });
    expect(keyMove('ArrowRight', shown, open, 'A1')).toEqual({ focus: 'A1/F1' });
    expect(keyMove('ArrowLeft', shown, open, 'A1')).toEqual({ collapse: 'A1' });
    expect(keyMove('ArrowLeft', shown, open, 'A1/F1')).toEqual({ focus: 'A1' });
    expect(keyMove('Home', shown, open, 'A2')).toEqual({ focus: 'A1' });
    expect(keyMove('End', shown, open, 'A1')).toEqual({ focus: 'A2' });
    expect(keyMove('Enter', shown, open, 'A1')).toEqual({ collapse: 'A1' });
    // An organisation without sites has nothing to open.
    expect(keyMove('ArrowRight', shown, open, 'A2')).toBeNull();
    expect(keyMove('a', shown, open, 'A1')).toBeNull();
  });
});
