import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { Loading } from '@/shell/loading.tsx';
import { PageHeader } from '@/shell/page-header.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import { Card } from '@/ui/section.tsx';
import { groupStructureQueries } from './queries.ts';
import { StructureTree } from './structure-tree.tsx';
import { allParents, treeOf } from './tree-model.ts';

const SUBTITLE = 'Koncernens organisationer, deras anläggningar och anläggningarnas mätpunkter.';

/**
 * /koncernstruktur (spec §2.6): the group's organisations (its customer accounts)
 * → sites → metering points as a tree the keyboard can walk. The organisations start open, so the
 * sites are seen at once; a site opens to its metering points.
 */
export function GroupStructureScreen() {
  const selection = useCurrentSelection();
  if (!selection) return <Loading />;
  return <GroupStructurePage customerId={selection.customerId} />;
}

function GroupStructurePage({ customerId }: { customerId: string }) {
  const api = useApi();
  const structure = useQuery(groupStructureQueries.structure(api, customerId));
  const roots = useMemo(() => (structure.data ? treeOf(structure.data) : []), [structure.data]);
  // Null until the person opens or closes something: then the organisations are open.
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const expanded = chosen ?? new Set(roots.map((root) => root.id));
  return (
    <Stack spacing={3}>
      <PageHeader subtitle={SUBTITLE} />
      <QueryState
        query={structure}
        notFoundIsInfo
        loading={
          <Card>
            <StatusMessage>Laddar...</StatusMessage>
            <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
          </Card>
        }
        isEmpty={() => roots.length === 0}
        empty={<Alert severity="info">Koncernen har inga organisationer att visa.</Alert>}
      >
        {(data) => (
          <Paper component="section" aria-labelledby="structure-heading" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                <div>
                  <Typography id="structure-heading" component="h2" variant="h6">
                    {data.customerName}
                  </Typography>
                  {data.parentOrganisation && (
                    <Typography variant="body2" color="text.secondary">
                      Ingår i {data.parentOrganisation}
                    </Typography>
                  )}
                </div>
                <Stack direction="row" spacing={1}>
                  <Button variant="outlined" size="small" onClick={() => setChosen(new Set(allParents(roots)))}>
                    Fäll ut alla
                  </Button>
                  <Button variant="outlined" size="small" onClick={() => setChosen(new Set())}>
                    Fäll ihop alla
                  </Button>
                </Stack>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                Använd piltangenterna för att gå i trädet: höger öppnar, vänster stänger, Home och End går till första och sista raden.
              </Typography>
              <StructureTree roots={roots} label={`Koncernstruktur för ${data.customerName}`} expanded={expanded} onExpandedChange={setChosen} />
            </Stack>
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}
