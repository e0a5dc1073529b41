import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountKey, groupAccounts, type PickerAccount } from './accounts.ts';

interface AccountGroupsProps {
  accounts: PickerAccount[];
  /** The account shown now, if any. */
  currentKey: string | null;
  onSelect: (account: PickerAccount) => void;
}

/** The accounts under "Personkonto", "Företagskonto" and "Länkat konto" (spec §2.2). */
export function AccountGroups({ accounts, currentKey, onSelect }: AccountGroupsProps) {
  return (
    <Stack spacing={2}>
      {groupAccounts(accounts).map(({ group, title, accounts: members }) => (
        <section key={group} aria-labelledby={`account-group-${group}`}>
          <Typography id={`account-group-${group}`} variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
            {title}
          </Typography>
          <List disablePadding>
            {members.map((account) => {
              const current = accountKey(account) === currentKey;
              return (
                <ListItem key={accountKey(account)} disablePadding>
                  <ListItemButton
                    onClick={() => onSelect(account)}
                    selected={current}
                    aria-current={current ? 'true' : undefined}
                    sx={{
                      gap: 1,
                      mb: 1,
                      border: 1,
                      borderRadius: 2,
                      borderColor: current ? 'primary.main' : 'divider',
                    }}
                  >
                    <ListItemText primary={account.name} secondary={`Kundnummer ${account.customerNumber}`} />
                    {account.inactive && <Chip label="inaktiv" size="small" variant="outlined" />}
                    {current && <Chip label="Valt" size="small" color="primary" />}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </section>
      ))}
    </Stack>
  );
}
