import type { Module } from '../../http/module.ts';
import { topUpInvoices } from './demo-data.ts';

/** Invoices: listed on the overview for now; the invoice screens will add their routes here. */
export const invoicesModule: Module = {
  name: 'invoices',
  topUp: topUpInvoices,
};
