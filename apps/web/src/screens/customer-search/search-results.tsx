import type { CustomerSearchHit } from '@mina-sidor/shared/staff';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { formatIdentificationNumber } from '@/lib/identification-number.ts';
import { paths } from '@/lib/paths.ts';
import { QueryState } from '@/shell/query-state.tsx';
import { customerSearchQueries } from './queries.ts';

export function SearchResults({ q }: { q: string }) {
  const api = useApi();
  const query = useQuery(customerSearchQueries.search(api, q));

  return (
    <QueryState query={query} loading="Söker..." isEmpty={(hits) => hits.length === 0} empty={<Typography role="status">Inga kunder hittades.</Typography>}>
      {(hits) => <Hits hits={hits} />}
    </QueryState>
  );
}

function Hits({ hits }: { hits: CustomerSearchHit[] }) {
  return (
    <section aria-labelledby="search-results">
      <Typography id="search-results" variant="h2">
        Sökresultat
      </Typography>
      <List>
        {hits.map((hit) => (
          <ListItem key={hit.customerId} disablePadding>
            <ListItemButton component={RouterLink} to={paths.staffCustomer.href(hit.customerId)}>
              <ListItemText
                primary={hit.name}
                secondary={
                  <>
                    Kundnummer {hit.customerNumber} · {/* A narrow phone breaks the line before the number, not at its dash. */}
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {formatIdentificationNumber(hit.identificationNumber)}
                    </Box>
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </section>
  );
}
