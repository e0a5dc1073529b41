import type { Feedback } from '@mina-sidor/shared/feedback';
import Alert from '@mui/material/Alert';
import { useMutation } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { lazyScreen } from '@/lib/lazy-screen.ts';
import { useOutcomeFocus } from '@/ui/outcome-focus.ts';
import { Section } from '@/ui/section.tsx';
import { FeedbackForm } from './feedback-form.tsx';
import type { PanelTarget } from './panel-invitation.tsx';
import { sendFeedback } from './queries.ts';

// Shown only after feedback is sent: its code comes then.
const PanelInvitation = lazyScreen(() => import('./panel-invitation.tsx'), 'PanelInvitation');

export interface FeedbackWidgetProps {
  /** The page the feedback is about (its path). */
  page: string;
  pageVariant?: Feedback['page_variant'];
  /** The customer whose pages are shown, when one is selected (a linked user's or staff member's view is another customer's). */
  customerId: string | null;
  /** Whose panel the invitation offers; null where it is not offered (linked users, staff). */
  panel: PanelTarget | null;
  contactDetailsPath: string | null;
}

/**
 * The feedback widget in every page's footer (spec §2.9, §4.5): choose a
 * thumb, optionally write, send; then the thanks and, where it applies, the
 * customer panel invitation.
 */
export function FeedbackWidget({ page, pageVariant, customerId, panel, contactDetailsPath }: FeedbackWidgetProps) {
  const api = useApi();
  const send = useMutation({ mutationFn: (feedback: Feedback) => sendFeedback(api, feedback) });
  const thanksRef = useOutcomeFocus<HTMLDivElement>(send.isSuccess);

  return (
    <Section title="Vad tycker du om sidan?">
      {send.isSuccess ? (
        <>
          <Alert severity="success" tabIndex={-1} ref={thanksRef} sx={{ maxWidth: 640 }}>
            Tack för dina synpunkter!
          </Alert>
          {panel && (
            <Suspense fallback={null}>
              <PanelInvitation target={panel} contactDetailsPath={contactDetailsPath} />
            </Suspense>
          )}
        </>
      ) : (
        <FeedbackForm
          sending={send.isPending}
          error={send.isError ? errorMessage(send.error) : null}
          onSubmit={(thumbs, text) =>
            send.mutate({
              page,
              thumbs,
              ...(text.trim() ? { optionalText: text.trim() } : {}),
              ...(pageVariant ? { page_variant: pageVariant } : {}),
              ...(customerId ? { customerId } : {}),
            })
          }
        />
      )}
    </Section>
  );
}
