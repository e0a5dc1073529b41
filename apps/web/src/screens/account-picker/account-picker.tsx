import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AccountGroups } from './account-groups.tsx';
import { filterAccounts, showsSearch, type PickerAccount } from './accounts.ts';

interface AccountPickerProps {
  accounts: PickerAccount[];
  currentKey: string | null;
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  onSelect: (account: PickerAccount) => void;
}

/** The account picker's content (spec §2.2), the same on the page and in the modal. */
export function AccountPicker({ accounts, currentKey, remember, onRememberChange, onSelect }: AccountPickerProps) {
  const [search, setSearch] = useState('');
  const visible = filterAccounts(accounts, search);
  return (
    <Stack spacing={2}>
      <Typography>Du har tillgång till flera konton. Välj konto för att gå vidare.</Typography>
      {/* Before the list: the choice is made by clicking an account. */}
      <FormControlLabel
        control={<Checkbox checked={remember} onChange={(event) => onRememberChange(event.target.checked)} />}
        label="Kom ihåg mitt val till nästa inloggning"
      />
      {showsSearch(accounts) && (
        <TextField label="Sök konto" type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" fullWidth />
      )}
      {visible.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 1 }}>
          <Typography role="status">Vi hittar inga konton</Typography>
          <Button variant="outlined" onClick={() => setSearch('')}>
            Visa alla konton
          </Button>
        </Stack>
      ) : (
        <AccountGroups accounts={visible} currentKey={currentKey} onSelect={onSelect} />
      )}
    </Stack>
  );
}
