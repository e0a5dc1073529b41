import type { Customer } from '@mina-sidor/shared/customer';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { InitialsAvatar } from '@/ui/initials-avatar.tsx';
import { Section } from '@/ui/section.tsx';

export type LinkedUser = Customer['linkedUsers'][number];

interface LinkedUserListProps {
  users: LinkedUser[];
  /** Null for a person who may only look: no remove buttons. */
  onRemove: ((user: LinkedUser) => void) | null;
}

/** The people who may view the customer's pages (spec §3.9 linked user), by name. */
export function LinkedUserList({ users, onRemove }: LinkedUserListProps) {
  const headingId = useId();
  return (
    <Section title="Länkade användare" card headingId={headingId}>
      {users.length === 0 ? (
        <Typography color="text.secondary">
          Ingen har tillgång till kundens sidor ännu.
          {onRemove && ' När någon du har bjudit in har bekräftat inbjudan visas hen här.'}
        </Typography>
      ) : (
        <Stack component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {users.map((user, index) => (
            <LinkedUserRow key={user.userId} user={user} divided={index > 0} onRemove={onRemove} />
          ))}
        </Stack>
      )}
    </Section>
  );
}

function LinkedUserRow({ user, divided, onRemove }: { user: LinkedUser; divided: boolean; onRemove: LinkedUserListProps['onRemove'] }) {
  const nameId = useId();
  return (
    <Stack
      component="li"
      aria-labelledby={nameId}
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', py: 1.5, borderTop: divided ? 1 : 0, borderColor: 'divider' }}
    >
      <InitialsAvatar name={user.name} />
      <Typography id={nameId} sx={{ flex: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {user.name}
      </Typography>
      {onRemove && (
        <Button variant="outlined" aria-describedby={nameId} onClick={() => onRemove(user)} sx={{ flexShrink: 0 }}>
          Ta bort
        </Button>
      )}
    </Stack>
  );
}
