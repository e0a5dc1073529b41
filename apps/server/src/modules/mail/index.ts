// The mail module's public face (decision 0060): what the rest of the server may use of it.
export { deliverOnce, type Transport } from './delivery.ts';
export { sendEmail } from './jobs.ts';
