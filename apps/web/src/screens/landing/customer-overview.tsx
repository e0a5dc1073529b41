import type { Customer, Facility } from '@mina-sidor/shared';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { utilityName } from '@/lib/swedish.ts';
import type { UserSelection } from '@/selection/selection.ts';

const INACTIVE_STATUS_ID = 2;

interface CustomerOverviewProps {
  customer: Customer;
  facilities: Facility[];
  selection: UserSelection;
}

/** Who the customer is, their customer accounts and their facilities, with the selected ones marked. */
export function CustomerOverview({ customer, facilities, selection }: CustomerOverviewProps) {
  return (
    <Stack spacing={3}>
      <div>
        {selection.isLinked && <Chip label="Länkat konto" size="small" sx={{ mb: 1 }} />}
        <Typography variant="h1">{customer.displayName || customer.name}</Typography>
        <Typography sx={{ mt: 1 }}>
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
                {account.customerAccountId === selection.customerAccountId && (
                  <Chip label="Valt konto" color="primary" size="small" />
                )}
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <Paper component="section" aria-labelledby="customer-facilities" variant="outlined" sx={{ p: 2 }}>
        <Typography id="customer-facilities" variant="h2">
          Anläggningar
        </Typography>
        {facilities.length === 0 ? (
          <Typography sx={{ mt: 1 }}>Det finns inga anläggningar.</Typography>
        ) : (
          <List>
            {facilities.map((facility) => (
              <ListItem key={facility.facilityKey} disableGutters>
                <ListItemText
                  primary={facility.displayName}
                  secondary={`${facility.address}, ${facility.postalCode} ${facility.city} · ${facility.infraServices.map((s) => utilityName(s.name)).join(', ')}`}
                />
                {facility.facilityKey === selection.property.facilityKey && (
                  <Chip label="Vald anläggning" color="primary" size="small" />
                )}
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
