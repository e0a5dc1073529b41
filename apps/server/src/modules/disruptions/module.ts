import type { Module } from '../../http/module.ts';
import { topUpDisruptions } from './demo-data.ts';

/** Disruptions in the facilities' areas: shown on the overview for now. */
export const disruptionsModule: Module = {
  name: 'disruptions',
  topUp: topUpDisruptions,
};
