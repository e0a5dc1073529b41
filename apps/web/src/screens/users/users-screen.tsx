import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { customerKey } from '@/api/api-query.ts';
import { errorMessage } from '@/api/client.ts';
import { customerQueries } from '@/api/customers/queries.ts';
import { useQuery } from '@/api/use-query.ts';
import { useIdentity } from '@/auth/use-identity.ts';
import { genitive } from '@/lib/swedish.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { Loading } from '@/shell/loading.tsx';
import { PageHeader } from '@/shell/page-header.tsx';
import { removedText } from './display.ts';
import { InviteUserForm } from './invite-user-form.tsx';
import { type LinkedUser, LinkedUserList } from './linked-user-list.tsx';
import { removeLinkedUser } from './queries.ts';
import { type AskedRemoval, RemoveUserDialog } from './remove-user-dialog.tsx';

/**
 * /users, "Användare" (spec §2.6, §4.2, §6, §2.10 "users"): who may view the customer's
 * pages, inviting someone by e-mail, and removing a linked user.
 */
export function UsersScreen() {
  const selection = useCurrentSelection();
  const identity = useIdentity();
  if (!selection) return <Loading />;
  // Spec §6: a linked user may look but not change; staff read only. The API refuses both as well.
  const mayChange = identity !== null && !identity.isStaff && !selection.isLinked;
  return <Users customerId={selection.customerId} mayChange={mayChange} />;
}

function Users({ customerId, mayChange }: { customerId: string; mayChange: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  // Who may see the pages also changes elsewhere (an invitation accepted): fetched afresh when the
  // page opens rather than shown from the cache, which may be hours old. The shell has the customer
  // already, so this never waits long, and a failure is the shell's error screen.
  const customer = useQuery({ ...customerQueries.detail(api, customerId), refetchOnMount: 'always' }).data;
  const customerName = customer ? customer.displayName || customer.name : '';
  const [asked, setAsked] = useState<AskedRemoval | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (user: LinkedUser) => removeLinkedUser(api, customerId, user.userId),
    onSuccess: (_, user) => {
      // At once in the list, whatever the refetch meets; then everything about the customer afresh
      // (spec §4.2): the selected customer and, when it is the same one, the signed-in customer share the key.
      queryClient.setQueryData(
        customerQueries.detail(api, customerId).queryKey,
        (current) => current && { ...current, linkedUsers: current.linkedUsers.filter((u) => u.userId !== user.userId) },
      );
      void queryClient.invalidateQueries({ queryKey: customerKey(customerId) });
      setRemoved(removedText(user.name, customerName));
      setAsked((current) => current && { ...current, open: false });
    },
  });

  function ask(user: LinkedUser) {
    remove.reset();
    setRemoved(null);
    setAsked({ user, open: true });
  }

  if (!customer) return <Loading />;
  return (
    <Stack spacing={4}>
      <PageHeader subtitle={`Användare kan se ${genitive(customerName)} sidor på Mina sidor, men kan inte ändra avtal eller beställa tjänster.`} />
      {!mayChange && (
        <Alert severity="info" role="note">
          Du kan se vilka som har tillgång till kundens sidor, men bara kunden själv kan bjuda in och ta bort användare.
        </Alert>
      )}
      {removed && (
        <Alert severity="success" role="status" onClose={() => setRemoved(null)}>
          {removed}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          maxWidth: mayChange ? 1120 : 720,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: mayChange ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)' },
        }}
      >
        <LinkedUserList users={customer.linkedUsers} onRemove={mayChange ? ask : null} />
        {mayChange && <InviteUserForm customerId={customerId} />}
      </Box>
      <RemoveUserDialog
        asked={asked}
        customerName={customerName}
        removing={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => asked && remove.mutate(asked.user)}
        onCancel={() => setAsked((current) => current && { ...current, open: false })}
      />
    </Stack>
  );
}
