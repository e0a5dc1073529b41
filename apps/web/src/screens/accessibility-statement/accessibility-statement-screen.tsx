import { PROVIDER_CONTACT } from '@mina-sidor/shared/provider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { longDate } from '@/lib/swedish.ts';
import { PageHeader } from '@/shell/page-header.tsx';
import { type KnownIssue, NON_COMPLIANT, WITH_ALTERNATIVE } from './known-issues.ts';

/** The last review of the portal against the requirements; the statement was updated the same day. */
export const LAST_REVIEW = '2026-11-24';
/** Digg's form for reporting an inaccessible public service (its statement template links here). */
export const DIGG_REPORT_URL = 'https://www.digg.se/tdosanmalan';

const SERVICE = 'Mina sidor';
const mailto = `mailto:${PROVIDER_CONTACT.email}?subject=${encodeURIComponent(`Tillgänglighet på ${SERVICE}`)}`;
const tel = `tel:+46${PROVIDER_CONTACT.phone.replace(/\D/g, '').slice(1)}`;

/**
 * The accessibility statement that lag (2018:1937) om tillgänglighet till digital offentlig service
 * asks of a public-sector-owned provider, with the headings of Digg's template (decision 0033).
 * Public: anyone reaches it from every page's footer, signed in or not.
 */
export function AccessibilityStatementScreen() {
  return (
    <Stack spacing={4} sx={{ maxWidth: 720 }}>
      <Stack spacing={2}>
        <PageHeader title="Tillgänglighetsredogörelse" published={LAST_REVIEW} />
        <Typography>
          {PROVIDER_CONTACT.name} står bakom {SERVICE}. Vi vill att så många som möjligt ska kunna använda tjänsten. Här beskriver vi hur {SERVICE} uppfyller
          lagen om tillgänglighet till digital offentlig service, vilka brister vi känner till och hur du kan berätta för oss om brister så att vi kan åtgärda
          dem.
        </Typography>
      </Stack>

      <Section title="Hur tillgänglig är webbplatsen?">
        <Typography>
          Vi vet att delar av {SERVICE} inte är helt tillgängliga. Vilka delar det gäller står under Innehåll som inte är tillgängligt nedan.
        </Typography>
      </Section>

      <Section title="Vad kan du göra om du inte kan använda delar av webbplatsen?">
        <Typography>
          Om du behöver något från {SERVICE} som inte är tillgängligt för dig kan du kontakta vår kundservice. Vi hjälper dig att få uppgifterna på ett annat
          sätt, till exempel som text i ett mejl eller uppläst i telefon.
        </Typography>
        <Contact />
      </Section>

      <Section title="Rapportera brister i webbplatsens tillgänglighet">
        <Typography>
          Vi arbetar hela tiden med att göra {SERVICE} mer tillgänglig. Om du hittar problem som inte står på den här sidan, eller om du tycker att vi inte
          uppfyller lagens krav, vill vi gärna veta det. Mejla eller ring kundservice på adressen och numret ovan. Är du inloggad kan du också skicka ett ärende
          under Ärenden i menyn under ditt namn.
        </Typography>
      </Section>

      <Section title="Tillsynsmyndighet">
        <Typography>
          Myndigheten för digital förvaltning (Digg) har tillsyn över lagen om tillgänglighet till digital offentlig service. Om du inte är nöjd med hur vi tar
          hand om dina synpunkter kan du anmäla det till Digg.
        </Typography>
        <Typography>
          <Link href={DIGG_REPORT_URL}>Anmäl bristande tillgänglighet till Digg</Link>
        </Typography>
      </Section>

      <Section title="Teknisk information om webbplatsens tillgänglighet">
        <Typography>
          {SERVICE} är delvis förenlig med lagen om tillgänglighet till digital offentlig service, på grund av de brister som beskrivs nedan. Kraven är de i
          standarden EN 301 549, som för webbplatser är WCAG 2.1 på nivå AA.
        </Typography>
      </Section>

      <Section title="Innehåll som inte är tillgängligt">
        <Typography>Det innehåll som beskrivs nedan är på ett eller annat sätt inte helt tillgängligt.</Typography>
        <Subsection title="Bristande förenlighet med lagkraven">
          <Issues issues={NON_COMPLIANT} />
        </Subsection>
        <Subsection title="Innehåll som går att nå på ett annat sätt">
          <Issues issues={WITH_ALTERNATIVE} />
        </Subsection>
        <Subsection title="Innehåll som inte omfattas av lagkraven">
          <Typography>
            Du loggar in med e-legitimation (BankID) hos en e-legitimationstjänst som varken vi har utvecklat eller styr över. Hur tillgänglig inloggningen är
            ansvarar den tjänstens leverantör för.
          </Typography>
        </Subsection>
      </Section>

      <Section title="Hur vi testat webbplatsen">
        <Typography>Vi har själva granskat {SERVICE} (självskattning):</Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 3 }}>
          <li>
            Automatiska tester med verktyget axe mot WCAG 2.1 nivå A och AA på varje sida en privatkund når, och på de sidor som ser annorlunda ut för företag,
            koncerner, användare med behörighet till någon annans konto och kundservice. Varje sida testas i ljust och mörkt läge, på dator och mobil, vid varje
            ändring av tjänsten.
          </li>
          <li>
            Resor med enbart tangentbord: inloggning, byte av konto, byte av period i Elförbrukning, synpunkter på en sida, godkännande av en fullmakt och att
            lämna en mätarställning.
          </li>
          <li>Manuell granskning av fokusmarkering, rubriker, formulär, färgkontraster och sidorna i mobilstorlek.</li>
        </Stack>
        <Typography>Senaste bedömningen gjordes den {longDate(LAST_REVIEW)}.</Typography>
        <Typography>Redogörelsen uppdaterades senast den {longDate(LAST_REVIEW)}.</Typography>
      </Section>

      <Typography>
        <Link component={RouterLink} to={paths.home}>
          Till {SERVICE}
        </Link>
      </Typography>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2}>
      <Typography variant="h2">{title}</Typography>
      {children}
    </Stack>
  );
}

function Subsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="h3">{title}</Typography>
      {children}
    </Stack>
  );
}

function Contact() {
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, pl: 3 }}>
      <li>
        Mejla <Link href={mailto}>{PROVIDER_CONTACT.email}</Link>
      </li>
      <li>
        Ring <Link href={tel}>{PROVIDER_CONTACT.phone}</Link>
      </li>
    </Stack>
  );
}

function Issues({ issues }: { issues: readonly KnownIssue[] }) {
  return (
    <Stack component="ul" spacing={2} sx={{ m: 0, pl: 3 }}>
      {issues.map((issue) => (
        <li key={issue.title}>
          <Typography component="h4" sx={{ fontWeight: 700 }}>
            {issue.title}
          </Typography>
          <Typography>{issue.problem}</Typography>
          <Typography>{issue.alternative}</Typography>
        </li>
      ))}
    </Stack>
  );
}
