import { createContext, use, type ReactNode } from 'react';
import type { ErrorReporter } from './error-reporting.ts';
import type { Tracker } from './tracking.ts';

export interface Telemetry {
  tracker: Tracker;
  errorReporter: ErrorReporter;
}

const TelemetryContext = createContext<Telemetry | null>(null);

export function TelemetryProvider({ telemetry, children }: { telemetry: Telemetry; children: ReactNode }) {
  return <TelemetryContext value={telemetry}>{children}</TelemetryContext>;
}

/** Analytics and error reporting, built from the runtime config at start. */
export function useTelemetry(): Telemetry {
  const telemetry = use(TelemetryContext);
  if (!telemetry) throw new Error('useTelemetry must be used inside <TelemetryProvider>');
  return telemetry;
}
