/**
 * The customer system's codes (spec §3, §6, §9), named once and used everywhere instead of
 * literals.
 */

/** Customer and customer-account status ids. Status 3 is flagged by a dedicated check whose meaning the spec does not give. */
export const CUSTOMER_STATUS = { placeholder: 0, active: 1, inactive: 2 } as const;

/** legalPart.id: a private person or a company. */
export const LEGAL_PART = { person: 1, company: 2 } as const;

export const CUSTOMER_TYPE_NAMES = ['INDIVIDUAL', 'ORGANIZATION', 'MIXED'] as const;
export type CustomerTypeName = (typeof CUSTOMER_TYPE_NAMES)[number];

/** customerType.id: 100 is company-type (a company with legal part 2), 2 is a company. */
export const CUSTOMER_TYPE_ID = { companyType: 100, company: 2 } as const;

/**
 * Utility (infrastructure service) types and the ids the customer system numbers them with. The
 * spec names EL, ELEXT, FJV and VA; district cooling (FJK, fjärrkyla) and tap hot water (TVV,
 * tappvarmvatten) are our codes for its /fjarrkyla and /tappvarmvatten, on ids the others leave
 * free (decision 0025).
 */
export const UTILITY_TYPES = { EL: 1, ELEXT: 2, FJV: 3, FJK: 4, VA: 7, TVV: 8 } as const;
export type UtilityTypeName = keyof typeof UTILITY_TYPES;

/**
 * The type of a metering point: the facility's main meter (CONSUMPTION), its production, or one of
 * its sub-meters (undermätning: a part of the main meter's use, such as a floor or a tenant).
 */
export const METERING_POINT_TYPES = ['CONSUMPTION', 'PRODUCTION', 'SUBMETER'] as const;
export type MeteringPointType = (typeof METERING_POINT_TYPES)[number];

/** The reading type of a facility's service that is read by the customer (spec §2.6: "Lämna mätarställning"). */
export const MANUAL_READING = 'MANUAL';

/** Message status keys; key 5 is filtered out of the list (spec §3.9). */
export const MESSAGE_STATUS = { unread: 1, read: 2, archived: 5 } as const;

/** Placeholder customer used while nothing is selected (spec §3.4), with status id 0. */
export const PLACEHOLDER_CUSTOMER_ID = '99999999999';
/** The all-zero GUID: a groupId equal to it means no group (spec §3.3). */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
