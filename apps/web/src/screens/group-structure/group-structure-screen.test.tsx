import { type GroupStructure, groupReportEndpoints } from '@mina-sidor/shared/group-report';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, heldAnswer } from '@/test/fake-server.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./group-structure-screen.tsx')]), 30_000);

const STRUCTURE: GroupStructure = {
  customerName: 'Nordhamn Koncern AB',
  parentOrganisation: 'Nordhamn Holding AB',
  organisations: [
    {
      customerAccountId: '5200404001',
      name: 'Nordhamn Koncern AB',
      active: true,
      sites: [
        {
          facilityKey: '5200404-F01',
          facilityName: 'Anläggning 1',
          address: 'Hamngatan 1, 131 54 Nacka',
          meteringPoints: [
            { meteringPointId: '735999000000000001', service: 'EL', type: 'CONSUMPTION', name: null, meterNumber: '11111111' },
            { meteringPointId: 'FJV-00000001', service: 'FJV', type: 'CONSUMPTION', name: null, meterNumber: '22222222' },
          ],
        },
      ],
    },
    {
      customerAccountId: '5200404002',
      name: 'Nordhamn Logistik AB',
      active: true,
      sites: [{ facilityKey: '5200404-F02', facilityName: 'Anläggning 2', address: 'Kvarnvägen 2, 132 37 Saltsjö-Boo', meteringPoints: [] }],
    },
  ],
};
const structure = answer(groupReportEndpoints.structure, STRUCTURE);

describe('Koncernstruktur', () => {
  it('shows the organisations open with their sites, under the group and its parent', async () => {
    await renderScreen({ url: '/koncernstruktur', persona: 'koncern', answers: [structure] });
    const tree = await screen.findByRole('tree', { name: 'Koncernstruktur för Nordhamn Koncern AB' });
    expect(tree).toBeVisible();
    expect(screen.getByText('Ingår i Nordhamn Holding AB')).toBeVisible();
    expect(screen.getAllByRole('treeitem').map((item) => item.getAttribute('aria-level'))).toEqual(['1', '2', '1', '2']);
    expect(screen.getByRole('treeitem', { name: /Anläggning 1/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is walked with the keyboard: one tab stop, arrows move and open, Home and End jump', async () => {
    const { user } = await renderScreen({ url: '/koncernstruktur', persona: 'koncern', answers: [structure] });
    await screen.findByRole('tree');
    const first = screen.getByRole('treeitem', { name: /^Nordhamn Koncern AB/ });
    first.focus();
    await user.keyboard('{ArrowDown}');
    const site = screen.getByRole('treeitem', { name: /Anläggning 1/ });
    expect(document.activeElement).toBe(site);
    await user.keyboard('{ArrowRight}');
    expect(site).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: /El, huvudmätare/ }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: /Anläggning 2/ }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowLeft}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('treeitem').filter((item) => item.tabIndex === 0)).toEqual([first]);
  });

  it('opens and closes everything at once', async () => {
    const { user } = await renderScreen({ url: '/koncernstruktur', persona: 'koncern', answers: [structure] });
    await screen.findByRole('tree');
    await user.click(screen.getByRole('button', { name: 'Fäll ut alla' }));
    expect(screen.getByText('Fjärrvärme, huvudmätare')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Fäll ihop alla' }));
    expect(screen.getAllByRole('treeitem')).toHaveLength(2);
  });

  it('shows "Laddar..." while loading, and the server’s message for a customer that is not a group', async () => {
    const { answer: slow, release } = heldAnswer(
      groupReportEndpoints.structure,
      failure(404, 'not_found', 'Koncernrapporten och koncernstrukturen finns bara för koncernkunder med särskilda tidsserier.'),
    );
    await renderScreen({ url: '/koncernstruktur', persona: 'koncern', answers: [slow] });
    await screen.findByRole('heading', { level: 1, name: 'Koncernstruktur' });
    expect(screen.getByText('Laddar...')).toBeVisible();
    release();
    expect(await screen.findByText('Koncernrapporten och koncernstrukturen finns bara för koncernkunder med särskilda tidsserier.')).toBeVisible();
  });

  it('shows the server’s Swedish error with a retry', async () => {
    await renderScreen({
      url: '/koncernstruktur',
      persona: 'koncern',
      answers: [answer(groupReportEndpoints.structure, failure(503, 'unavailable', 'Strukturen kunde inte hämtas just nu.'))],
    });
    expect(await screen.findByText('Strukturen kunde inte hämtas just nu.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  });
});
