/** Every route of the app, in one place (never string literals in components). */
export const paths = {
  home: '/',
  callback: '/callback',
  silentRenew: '/silent-renew',
  signout: '/signout',
  loginProblem: '/inloggningsproblem',
  /** The accessibility statement (lag 2018:1937): public, linked from every page's footer. */
  accessibilityStatement: '/tillganglighet',
  nonCustomer: '/non-customer',
  debug: '/debug',
  companyUser: '/foretag/skapa-anvandare',
  customerSearch: '/kundsok',
  /** Staff: the events the provider's systems have not taken (decision 0049). */
  webhookDeliveries: '/leveranser',
  staffCustomer: {
    pattern: '/kund/:customerId',
    href: (customerId: string) => `/kund/${encodeURIComponent(customerId)}`,
  },
  switchUser: {
    pattern: '/switch-user/:customerAccountId?',
    base: '/switch-user',
    /** The account picker; query params as spec §2.1 names them. */
    href: (params: { showModal?: boolean; autoLogin?: boolean; redirect?: string } = {}) => {
      const query = new URLSearchParams();
      if (params.showModal) query.set('showModal', 'true');
      if (params.autoLogin) query.set('autoLogin', 'true');
      if (params.redirect) query.set('redirect', params.redirect);
      const search = query.toString();
      return search ? `/switch-user?${search}` : '/switch-user';
    },
  },
  confirmAccount: {
    pattern: '/bekrafta_konto/:code',
    href: (code: string) => `/bekrafta_konto/${encodeURIComponent(code)}`,
  },
  download: {
    pattern: '/ladda-ner/:downloadToken?',
  },
  // Shell pages other pages lead to (spec §2.6); which of them a person gets is the route table's business.
  electricityConsumption: '/el/elforbrukning',
  districtHeatingConsumption: '/fjarrvarme/fjarrvarmeforbrukning',
  districtHeatingContract: '/fjarrvarme/avtal',
  districtHeatingCooling: '/fjarrvarme/avkylning',
  districtHeatingFlowCharge: '/fjarrvarme/flodespremie',
  districtHeatingBasePeak: '/fjarrvarme/bas-och-spetsenergi',
  districtHeatingComparison: '/fjarrvarme/jamforelse',
  waterConsumption: '/vatten-avlopp/vattenforbrukning',
  meterReadings: '/vatten-avlopp/avlasning',
  districtCooling: '/fjarrkyla',
  tapHotWater: '/tappvarmvatten',
  electricitySubMetering: '/undermatning-el',
  districtHeatingSubMetering: '/undermatning-fjarrvarme',
  waterSubMetering: '/undermatning-vatten',
  contactDetails: '/kontaktuppgifter',
  users: '/users',
  outageNotification: '/avisering-vid-avbrott',
  cases: '/arenden',
  messages: '/meddelanden',
  reports: '/rapporter',
  invoices: '/fakturor',
  invoiceReferences: '/fakturor/andra-fakturareferens',
  evenPayment: '/teckna/utjamnad-betalning',
  hanPort: '/el/han-port',
  peakPower: '/el/effekttopp-elnat',
  peakHistory: '/el/tidigare-effekttoppar',
  highVoltage: '/el/hogspanning',
  powerHub: '/bestall-power-hub',
  spotPrices: '/el/spotpriser',
  gridCost: '/el/berakna-din-elnatskostnad',
  groupReport: '/koncernrapport',
  groupStructure: '/koncernstruktur',
  // The shell's other routes, declared in their screens' route.ts (spec §2.6).
  electricity: '/el',
  electricitySurplus: '/el/eloverskott',
  districtHeating: '/fjarrvarme',
  water: '/vatten-avlopp',
  contracts: '/avtal',
  powersOfAttorney: '/el/fullmakter',
  /** Old addresses, still in bookmarks and e-mails: they lead on to today's pages. */
  oldContactDetails: '/account',
  oldGridFeeComparison: '/el/jamfora-elnatsavgift',
} as const;
