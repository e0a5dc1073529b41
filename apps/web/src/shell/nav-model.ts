// What the shell's navigation shows, as plain data; the app builds it from the route table.

/** An entry of the sidebar: a page, or a collapsible group of pages. */
export interface NavEntry {
  path: string;
  title: string;
  children: NavEntry[];
}

export interface NavSection {
  id: 'overview' | 'services' | 'tools';
  /** The section's heading ("Tjänster", "Verktyg"); none for the overview. */
  title: string | null;
  entries: NavEntry[];
}

export interface ProfileEntry {
  label: string;
  path: string;
}

/** Who the pages are about, for the profile menu and the account tab. */
export interface ProfileSummary {
  name: string;
  /** The selected property, or account. */
  detail: string;
  entries: ProfileEntry[];
}

/** The non-production helpers of the sidebar (spec §2.5). */
export interface EnvironmentTools {
  /** Personnummer or organisationsnummer, shown and copied as 6 digits, dash, 4 digits. */
  identificationNumber: string;
  buildLabel: string;
}
