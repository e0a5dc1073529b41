// The customers module's public face (decision 0060): what the rest of the server may use of it.
export { movedOut } from './moved-out.ts';
export { accountIdsByFacility, customerIdByNumber, findVatBasis, listCustomerAccounts, toCustomerAccount } from './repository.ts';
