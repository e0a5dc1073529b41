import type { HighVoltage } from '@mina-sidor/shared/high-voltage';
import { Facts, type Fact } from '@/ui/facts.tsx';
import { monthName } from '@/lib/swedish.ts';
import { Card } from '@/ui/section.tsx';
import { factor, hourRange, power, versusAmount } from './display.ts';

/** The subscribed power and this month's maximum (so far) against it, with this month's reactive figures. */
export function KeyFigures({ summary }: { summary: HighVoltage }) {
  const current = summary.months.at(-1);
  const facts: Fact[] = [['Abonnerad effekt', power(summary.subscribedKw, 'kW')]];
  if (current) {
    const name = monthName(current.month);
    facts.push(
      [`Högsta effekt i ${name}`, current.maxKw === null ? 'Inga värden än' : power(current.maxKw, 'kW')],
      current.versusSubscribed?.kind === 'exceedance'
        ? ['Över abonnerad effekt', versusAmount(current.versusSubscribed)]
        : ['Marginal till abonnerad effekt', current.versusSubscribed ? versusAmount(current.versusSubscribed) : '–'],
      ['Inträffade', current.maxKwAt ? hourRange(current.maxKwAt) : '–', true],
      [`Högsta reaktiva effekt i ${name}`, current.maxKvar === null ? '–' : power(current.maxKvar, 'kvar')],
      ['Effektfaktor (cos φ)', factor(current.cosPhi)],
    );
  }
  return (
    <Card component="section" label="Nyckeltal">
      <Facts facts={facts} minColumnWidth="11rem" />
    </Card>
  );
}
