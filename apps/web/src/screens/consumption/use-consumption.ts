import type { MeteringPointSummary, Resolution } from '@mina-sidor/shared/consumption';
import { useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { swedishToday } from '@/lib/swedish.ts';
import { periodAround, stepPeriod, type Period } from './period.ts';
import { consumptionQueries } from './queries.ts';

export type PointFilter = { service: string; type: MeteringPointSummary['type'] };

/**
 * The screen's state: which metering point, which period; and the data for
 * them. `alongside` adds the same facility's other point (e.g. consumption
 * beside production) for the same period.
 */
export function useConsumption(filter: PointFilter, alongside?: PointFilter) {
  const api = useApi();
  const selection = useCurrentSelection();
  const customerId = selection?.customerId ?? '';
  const facilityKey = selection?.property.facilityKey;
  const points = useQuery({ ...consumptionQueries.meteringPoints(api, customerId), enabled: customerId !== '' });
  const candidates = (points.data ?? []).filter(
    (p) => p.service === filter.service && p.type === filter.type && (!facilityKey || p.facilityKey === facilityKey),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const point = candidates.find((p) => p.meteringPointId === chosen) ?? candidates[0] ?? null;
  const [period, setPeriod] = useState<Period>(() => periodAround('day', swedishToday()));
  const series = useQuery({
    ...consumptionQueries.series(api, customerId, point?.meteringPointId ?? '', period),
    enabled: point !== null,
  });
  const partner = alongside
    ? (points.data ?? []).find((p) => p.service === alongside.service && p.type === alongside.type && p.facilityKey === point?.facilityKey)
    : undefined;
  const partnerSeries = useQuery({
    ...consumptionQueries.series(api, customerId, partner?.meteringPointId ?? '', period),
    enabled: partner !== undefined,
  });
  const today = swedishToday();
  return {
    partnerSeries: partner ? partnerSeries : null,
    customerId,
    points,
    candidates,
    point,
    choosePoint: setChosen,
    period,
    series,
    canGoForward: period.to <= today,
    step: (direction: -1 | 1) => setPeriod((p) => stepPeriod(p, direction)),
    setResolution: (resolution: Resolution) =>
      // Keep looking at the same time: the new period holds the start of the old one, or today.
      setPeriod((p) => periodAround(resolution, p.to > today ? today : p.from)),
  };
}
