import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { longDate } from '@/lib/swedish.ts';
import { useCurrentRoute, type Overline } from './current-route.tsx';

export interface PageHeaderProps {
  overline?: Overline;
  /** The page's h1; the route's title when left out. */
  title?: string;
  subtitle?: ReactNode;
  /** When the page's content was published (an ISO date or instant). */
  published?: string;
}

/**
 * The shared page header (spec §2.5): overline (plain, or a link back), title,
 * subtitle and publication details. What the screen does not give comes from
 * its row in the route table.
 */
export function PageHeader({ overline, title, subtitle, published }: PageHeaderProps) {
  const route = useCurrentRoute();
  const shownOverline = overline ?? route?.header.overline;
  const shownSubtitle = subtitle ?? route?.header.subtitle;
  return (
    <Stack spacing={0.5}>
      {shownOverline !== undefined && <OverlineText overline={shownOverline} />}
      <Typography variant="h1">{title ?? route?.title}</Typography>
      {shownSubtitle !== undefined && <Typography color="text.secondary">{shownSubtitle}</Typography>}
      {published && (
        <Typography variant="body2" color="text.secondary">
          Publicerad <time dateTime={published}>{longDate(published)}</time>
        </Typography>
      )}
    </Stack>
  );
}

/** A page listing dated items (messages, disruptions) was last published with its newest item; undefined for an empty list. */
export function newestPublication(instants: readonly string[]): string | undefined {
  return instants.reduce<string | undefined>(
    (newest, instant) => (newest === undefined || Date.parse(instant) > Date.parse(newest) ? instant : newest),
    undefined,
  );
}

function OverlineText({ overline }: { overline: Overline }) {
  if (typeof overline === 'string') {
    return (
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5, fontWeight: 700 }}>
        {overline}
      </Typography>
    );
  }
  return (
    <Link
      component={RouterLink}
      to={overline.to}
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, alignSelf: 'flex-start' }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {overline.label}
    </Link>
  );
}
