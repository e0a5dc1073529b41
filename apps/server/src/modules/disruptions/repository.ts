import type { Disruption } from '@mina-sidor/shared/overview';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { disruptionWindow } from './rules.ts';

/** Ongoing disruptions, and planned ones in the coming week, in the postal areas of the facilities and for their services. */
export async function currentDisruptions(db: Db, facilityKeys: string[], now = new Date()): Promise<Disruption[]> {
  if (facilityKeys.length === 0) return [];
  const window = disruptionWindow(now);
  const { rows } = await sql<{
    disruption_id: string;
    service: string;
    title: string;
    description: string;
    planned: boolean;
    starts_at: Date;
    ends_at: Date | null;
  }>`
    select d.disruption_id, d.service, d.title, d.description, d.planned, d.starts_at, d.ends_at
    from disruptions d
    where (d.ends_at is null or d.ends_at > ${window.from}) and d.starts_at < ${window.until}
      and exists (
        select 1 from facilities f join facility_services s on s.facility_key = f.facility_key and s.name = d.service
        where f.facility_key = any(${facilityKeys}) and f.postal_code like d.postal_code_prefix || '%')
    order by d.starts_at, d.disruption_id`.execute(db);
  return rows.map((r) => ({
    disruptionId: r.disruption_id,
    service: r.service,
    title: r.title,
    description: r.description,
    planned: r.planned,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: r.ends_at ? new Date(r.ends_at).toISOString() : null,
  }));
}
