/** Every route of the app, in one place (never string literals in components). */
export const paths = {
  home: '/',
  callback: '/callback',
  silentRenew: '/silent-renew',
  signout: '/signout',
  loginProblem: '/inloggningsproblem',
  nonCustomer: '/non-customer',
  customerSearch: '/kundsok',
  staffCustomer: {
    pattern: '/kund/:customerId',
    href: (customerId: string) => `/kund/${encodeURIComponent(customerId)}`,
  },
} as const;
