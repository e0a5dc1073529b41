// The group-report module's public face (decision 0060): what the rest of the server may use of it.
export { SPECIAL_TIME_SERIES_EXAMPLE, specialTimeSeriesKind } from './integration-kind.ts';
