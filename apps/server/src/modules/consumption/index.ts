// The consumption module's public face (decision 0060): what the rest of the server may use of it.
export { type MonthlyUse, readMonthlyUse, readUse, refreshDailyRollup, refreshDailyRollupDays } from './repository.ts';
export { changeBetween, type Side } from './changes.ts';
export { daysBetween } from './periods.ts';
export { defaultResolutionMinutes, fromStoredUnit, unitOf } from './rules.ts';
export { TEMPERATURE_AREA } from './temperature.ts';
