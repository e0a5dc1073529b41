import type { Contract, ContractDetails } from '@mina-sidor/shared/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { ContractsTable } from '../../db/schema.ts';

export type ContractFilter = { facilityKey?: string | undefined; groupId?: string | undefined; infraService?: string | undefined };

const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

function toContract(row: Selectable<ContractsTable>): Contract {
  return {
    referenceId: row.reference_id,
    contractId: row.contract_id,
    productNumber: row.product_number,
    productName: row.product_name,
    utilityType: { id: row.utility_type_id, name: row.utility_type_name },
    facilityKey: row.facility_key,
    customerAccountId: row.customer_account_id,
    startDate: isoDate(row.start_date)!,
    endDate: isoDate(row.end_date),
    contractDetails: null,
    attributes: { meteringPointId: row.metering_point_id, fuseSize: row.fuse_size },
  };
}

export async function listContracts(db: Db, customerId: string, filter: ContractFilter): Promise<Contract[]> {
  let query = db.selectFrom('contracts').selectAll().where('customer_id', '=', customerId);
  if (filter.facilityKey) query = query.where('facility_key', '=', filter.facilityKey);
  if (filter.infraService) query = query.where('utility_type_name', '=', filter.infraService);
  // A group selection (groupId) covers all of the customer's facilities.
  const rows = await query.orderBy('utility_type_id').orderBy('contract_id').execute();
  return rows.map(toContract);
}

/** The contract's prices (without VAT) and terms; undefined for another customer's or an unknown contract. */
export async function findContractDetails(db: Db, customerId: string, contractId: string): Promise<Omit<ContractDetails, 'vatBasis'> | undefined> {
  const row = await db.selectFrom('contracts').selectAll().where('customer_id', '=', customerId).where('contract_id', '=', contractId).executeTakeFirst();
  if (!row) return undefined;
  const components = typeof row.price_components === 'string' ? JSON.parse(row.price_components) : row.price_components;
  return {
    contractId: row.contract_id,
    productName: row.product_name,
    priceComponents: components,
    bindingPeriodEnd: isoDate(row.binding_period_end),
    noticePeriodMonths: row.notice_period_months,
  };
}
