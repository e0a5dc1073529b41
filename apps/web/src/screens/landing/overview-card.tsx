import type { ReactNode } from 'react';
import { Section } from '@/ui/section.tsx';

/** One part of the overview: a titled section on a card, a wide one across both columns. */
export function OverviewCard({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Section title={title} card sx={wide ? { gridColumn: { md: '1 / -1' } } : undefined}>
      {children}
    </Section>
  );
}
