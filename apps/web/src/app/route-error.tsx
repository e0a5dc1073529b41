import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '@/shell/error-screen.tsx';
import { useTelemetry } from '@/telemetry/telemetry-context.tsx';

/** An uncaught render error (spec §8): "Oops! Något gick fel...", reported to the error-reporting service. */
export function RouteError() {
  const error = useRouteError();
  const { errorReporter } = useTelemetry();
  useEffect(() => errorReporter.report(error), [error, errorReporter]);
  return <ErrorScreen />;
}
