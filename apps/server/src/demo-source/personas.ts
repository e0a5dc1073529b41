/**
 * The demo personas: one per path through the sign-in flow (spec §4.1).
 * Personnummer use the birth numbers 980–999, which Skatteverket keeps for
 * test identities; organisationsnummer are made up with a valid check digit.
 */
export type Persona = {
  key: string;
  displayName: string;
  personnummer: string;
  roles: string[];
  companyLogin: boolean;
  /** The organisation a company login represents (organisationsnummer, ten digits), as the e-identification says. */
  organisationNumber: string | null;
  /** The customer the login is (the mecid claim); none for staff and non-customers. */
  customerKey: CustomerKey | null;
  description: string;
  /** Where the sign-in flow of spec §4.1 takes this persona. */
  lands: string;
};

export const CUSTOMER_IDS = {
  privat: '10000000001',
  'flera-konton': '10000000002',
  foretag: '10000000003',
  koncern: '10000000004',
  lankad: '10000000005',
  inaktiv: '10000000006',
} as const;
export type CustomerKey = keyof typeof CUSTOMER_IDS;

/** Stored in the browser by /bekrafta_konto/{code} before `inbjuden` signs in. */
export const DEMO_INVITATION_CODE = 'aW5iamRlbW8yMDI2';

export const PERSONAS: readonly Persona[] = [
  {
    key: 'privat',
    displayName: 'Anna Andersson',
    personnummer: '198003129809',
    roles: [],
    companyLogin: false,
    organisationNumber: null,
    customerKey: 'privat',
    description: 'Privatkund med villa: el med solceller, fjärrvärme, vatten (manuell avläsning)',
    lands: '/',
  },
  {
    key: 'flera-konton',
    displayName: 'Erik Lindqvist',
    personnummer: '197506049811',
    roles: [],
    companyLogin: false,
    organisationNumber: null,
    customerKey: 'flera-konton',
    description: 'Privatkund med två aktiva kundkonton',
    lands: '/switch-user?showModal=true&autoLogin=true',
  },
  {
    key: 'foretag',
    displayName: 'Maria Bergström',
    personnummer: '196811219820',
    roles: [],
    companyLogin: true,
    organisationNumber: '5561234567',
    customerKey: 'foretag',
    description: 'Företag med 12 kundkonton (ett inaktivt), en högspänningsanläggning med fjärrkyla och undermätning',
    lands: '/switch-user?showModal=true&autoLogin=true',
  },
  {
    key: 'koncern',
    displayName: 'Gustav Nordhamn',
    personnummer: '195902179836',
    roles: [],
    companyLogin: true,
    organisationNumber: '5569876542',
    customerKey: 'koncern',
    description: 'Koncernkund med särskilda tidsserier och sex anläggningar: el, fjärrvärme, fjärrkyla, vatten, tappvarmvatten och undermätning',
    lands: '/switch-user?showModal=true&autoLogin=true',
  },
  {
    key: 'lankad',
    displayName: 'Lars Nilsson',
    personnummer: '199108309841',
    roles: [],
    companyLogin: false,
    organisationNumber: null,
    customerKey: 'lankad',
    description: 'Privatkund med egen lägenhet, länkad (läsbehörighet) till Anna Anderssons konto',
    lands: '/switch-user?showModal=true&autoLogin=true',
  },
  {
    key: 'inaktiv',
    displayName: 'Karin Ek',
    personnummer: '194709259859',
    roles: [],
    companyLogin: false,
    organisationNumber: null,
    customerKey: 'inaktiv',
    description: 'Kund med status inaktiv och ingen annan behörighet',
    lands: '/non-customer',
  },
  {
    key: 'icke-kund',
    displayName: 'Olle Svensson',
    personnummer: '198801159867',
    roles: ['NonCustomer'],
    companyLogin: false,
    organisationNumber: null,
    customerKey: null,
    description: 'Inte kund, ingen inbjudan, inga länkade konton',
    lands: '/non-customer',
  },
  {
    key: 'inbjuden',
    displayName: 'Sara Holm',
    personnummer: '199304079875',
    roles: ['NonCustomer'],
    companyLogin: false,
    organisationNumber: null,
    customerKey: null,
    description: `Inte kund, har öppnat inbjudningslänken /bekrafta_konto/${DEMO_INVITATION_CODE}`,
    lands: `/bekrafta_konto/${DEMO_INVITATION_CODE}`,
  },
  {
    key: 'nytt-foretag',
    displayName: 'Johan Berg',
    personnummer: '198205199881',
    roles: ['CompanyNotAssigned'],
    companyLogin: true,
    organisationNumber: '5561234567',
    customerKey: null,
    description: 'Företagsinloggning för Bergström Fastigheter AB, ännu inte kopplad till företaget',
    lands: '/foretag/skapa-anvandare',
  },
  {
    key: 'kundservice',
    displayName: 'Kim Karlsson',
    personnummer: '197902289896',
    roles: ['KC'],
    companyLogin: false,
    organisationNumber: null,
    customerKey: null,
    description: 'Kundservice (KC): söker kunder och ser deras sidor med läsbehörighet',
    lands: '/kundsok',
  },
  {
    key: 'admin',
    displayName: 'Ingrid Holmberg',
    personnummer: '198507139908',
    roles: ['Admin'],
    companyLogin: false,
    organisationNumber: null,
    customerKey: null,
    description: 'Administratör: söker kunder',
    lands: '/kundsok',
  },
  {
    key: 'utan-kundid',
    displayName: 'Peter Utan',
    personnummer: '197201019911',
    roles: [],
    companyLogin: false,
    organisationNumber: null,
    customerKey: null,
    description: 'Profil utan kundidentitet (mecid) – visar inloggningsproblem',
    lands: '/inloggningsproblem',
  },
];
