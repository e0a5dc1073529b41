// The reports module's public face (decision 0060): what the rest of the server may use of it.
export { makeReportNow } from './make.ts';
export { consumptionPoints, customerAndFacility, customerOfDownloadToken, insertReport } from './repository.ts';
export { CONTENT_TYPES, reportFileName, reportName, serviceName } from './rules.ts';
export type { Cell, Column, ReportTable } from './tables.ts';
