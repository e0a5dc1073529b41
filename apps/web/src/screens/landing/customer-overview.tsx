import type { Customer } from '@mina-sidor/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { utilityName } from '@/lib/swedish.ts';

const INACTIVE_STATUS_ID = 2;

/** Who the customer is, their customer accounts and facilities per utility. */
export function CustomerOverview({ customer }: { customer: Customer }) {
  const utilities = customer.utilities.filter((utility) => utility.facilities.length > 0);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{customer.displayName || customer.name}</Typography>
        <Typography component="p" variant="body1" sx={{ mt: 1 }}>
          Kundnummer: <strong>{customer.customerNumber}</strong>
        </Typography>
      </div>
      <Paper component="section" aria-labelledby="customer-accounts" variant="outlined" sx={{ p: 2 }}>
        <Typography id="customer-accounts" variant="h2">
          Kundkonton
        </Typography>
        {customer.customerAccounts.length === 0 ? (
          <Typography sx={{ mt: 1 }}>Det finns inga kundkonton.</Typography>
        ) : (
          <List>
            {customer.customerAccounts.map((account) => (
              <ListItem key={account.customerAccountId} disableGutters>
                <ListItemText
                  primary={account.name}
                  secondary={`Kundnummer ${account.customerNumber}${account.status.id === INACTIVE_STATUS_ID ? ' · inaktiv' : ''}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <Paper component="section" aria-labelledby="customer-facilities" variant="outlined" sx={{ p: 2 }}>
        <Typography id="customer-facilities" variant="h2">
          Anläggningar
        </Typography>
        {utilities.length === 0 ? (
          <Typography sx={{ mt: 1 }}>Det finns inga anläggningar.</Typography>
        ) : (
          <List>
            {utilities.map((utility) => (
              <ListItem key={utility.name} disableGutters>
                <ListItemText primary={utilityName(utility.name)} secondary={utility.facilities.join(', ')} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
