import { CUSTOMER_IDS, DEMO_INVITATION_CODE } from '../personas.ts';
import type { DemoRows } from '../rows.ts';

/** The open invitation the `inbjuden` persona opens (/bekrafta_konto/{code}), from the company customer. */
export function demoInvitations(): DemoRows {
  return {
    invitations: [
      {
        code: DEMO_INVITATION_CODE,
        customer_id: CUSTOMER_IDS.foretag,
        email: 'inbjuden@example.se',
        created_at: '2026-01-15T09:00:00Z',
        accepted_at: null,
        accepted_by: null,
        expires_at: null,
      },
    ],
  };
}
