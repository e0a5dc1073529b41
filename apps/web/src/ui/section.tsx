import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ElementType, type FormEvent, type ReactNode, useId } from 'react';

/** The outlined card every screen draws its boxes with. */
export const CARD_SX = { p: { xs: 2, sm: 3 }, borderRadius: 3 } as const;

interface CardProps {
  component?: ElementType;
  /** Its name for screen readers where it has no heading (key figures). */
  label?: string;
  /** The id of its heading, where the card lays the heading out itself (beside a status chip). */
  labelledBy?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A box in the card's frame whose top is its own: key figures, an item in a list with a chip beside its heading. */
export function Card({ component = 'div', label, labelledBy, sx, children }: CardProps) {
  return (
    <Paper component={component} aria-label={label} aria-labelledby={labelledBy} variant="outlined" sx={[CARD_SX, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Paper>
  );
}

export interface SectionProps {
  title: ReactNode;
  /** h2 for a part of the page, h3 for a part of a part (an item in a list of cards); the theme sizes both. */
  level?: 2 | 3;
  /** Drawn as an outlined card; without it, a plain part of the page. */
  card?: boolean;
  /** A line under the heading that says what the part is about. */
  subtitle?: ReactNode;
  /** `li` for a card in a list. */
  component?: ElementType;
  /** The heading's id when something else refers to it too; a fresh one otherwise. */
  headingId?: string;
  spacing?: number;
  /** Its content is a result that follows what is typed above it: screen readers are told when it changes. */
  live?: boolean;
  /** The card holds a form: its heading and fields in one `<form>` (checked by the form, not the browser). */
  onSubmit?: (event: FormEvent) => void;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

/**
 * A part of a screen under its heading, named by it for screen readers (`aria-labelledby`), so
 * that every screen's parts look and read alike: the heading's size comes from the theme only.
 */
export function Section({
  title,
  level = 2,
  card = false,
  subtitle,
  component = 'section',
  headingId,
  spacing = 2,
  live = false,
  onSubmit,
  sx,
  children,
}: SectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  const heading = (
    <Typography id={id} variant={`h${level}`}>
      {title}
    </Typography>
  );
  const top =
    subtitle === undefined ? (
      heading
    ) : (
      <Stack spacing={0.5}>
        {heading}
        <Typography color="text.secondary">{subtitle}</Typography>
      </Stack>
    );
  const body = onSubmit ? (
    <Stack component="form" spacing={spacing} onSubmit={onSubmit} noValidate>
      {top}
      {children}
    </Stack>
  ) : (
    <Stack spacing={spacing}>
      {top}
      {children}
    </Stack>
  );
  if (card) {
    return (
      <Paper
        component={component}
        aria-labelledby={id}
        aria-live={live ? 'polite' : undefined}
        variant="outlined"
        sx={[CARD_SX, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {body}
      </Paper>
    );
  }
  if (onSubmit) {
    return (
      <Box component={component} aria-labelledby={id} aria-live={live ? 'polite' : undefined} sx={sx}>
        {body}
      </Box>
    );
  }
  return (
    <Stack component={component} aria-labelledby={id} aria-live={live ? 'polite' : undefined} spacing={spacing} sx={sx}>
      {top}
      {children}
    </Stack>
  );
}
