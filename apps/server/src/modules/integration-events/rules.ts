import type { CloudEvent, IntegrationEventType } from '@mina-sidor/shared/integration-event';

/** An event as stored. */
export interface StoredEvent {
  eventId: string;
  type: string;
  customerId: string;
  sequence: number;
  time: Date;
  data: Record<string, unknown>;
}

/** The event in CloudEvents 1.0 JSON form; `source` names this portal (its public address). */
export function cloudEventOf(event: StoredEvent, source: string): CloudEvent {
  return {
    specversion: '1.0',
    id: event.eventId,
    source,
    type: event.type as IntegrationEventType,
    subject: event.customerId,
    time: event.time.toISOString(),
    datacontenttype: 'application/json',
    subjectsequence: event.sequence,
    data: event.data,
  };
}

/** What one delivery attempt came to: delivered on a 2xx only; anything else is retried. */
export interface AttemptOutcome {
  delivered: boolean;
  /** The receiver's HTTP status; null when there was no answer. */
  status: number | null;
  /** Why it was not delivered, for staff; null when it was. */
  error: string | null;
}

export function outcomeOfAnswer(status: number): AttemptOutcome {
  const delivered = status >= 200 && status < 300;
  return { delivered, status, error: delivered ? null : `HTTP ${status}` };
}

/** A request that got no answer: refused, reset, unresolvable, or too slow. */
export function outcomeOfError(error: unknown, timeoutSeconds: number): AttemptOutcome {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return { delivered: false, status: null, error: `inget svar inom ${timeoutSeconds} s` };
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return { delivered: false, status: null, error: `ingen förbindelse (${reason})` };
}
