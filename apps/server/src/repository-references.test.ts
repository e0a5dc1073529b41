import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: what code, tests and docs cite can be followed from a clone.
 * A "spec §N" is section N of docs/product.md; decision records keep a Status line (decision 0061).
 */

const root = path.resolve(import.meta.dirname, '../../..');
/** Not the repository's own files: installed packages, builds, databases, test output. */
const SKIPPED_DIRECTORIES = new Set(['.git', 'node_modules', 'dist', 'data', 'test-results', '.vite']);
const TEXT_FILE = /\.(?:ts|tsx|mts|mjs|cjs|js|md|sql|json|jsonc|html|css)$/;
/** Its examples cite sections and names that do not exist, on purpose. */
const THIS_FILE = path.relative(root, import.meta.filename);

function* repositoryFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (SKIPPED_DIRECTORIES.has(entry.name)) continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* repositoryFiles(full);
    else if (TEXT_FILE.test(entry.name) && entry.name !== 'package-lock.json') yield path.relative(root, full);
  }
}

/** The section numbers of a Markdown page's numbered headings ("## 4. …", "### 4.1 …"). */
function sectionNumbers(markdown: string): Set<string> {
  return new Set(Array.from(markdown.matchAll(/^#{1,6} +(\d+(?:\.\d+)?)\.? /gm), (match) => match[1]!));
}

/** A § after one of these cites that document, not the product page: an RFC, OpenID Connect Core, a Swedish law. */
const OTHER_DOCUMENT = /(?:\bRFC \d+|\bOIDC Core|\(\d{4}:\d+\))\s*$/;

/** Every section a text cites as §N or §N.M (both ends of a range §2.5–2.6), other documents' sections left out. */
function citedSections(text: string): string[] {
  const cited: string[] = [];
  for (const match of text.matchAll(/§ ?(\d+(?:\.\d+)?)(?: ?[–-] ?(\d+(?:\.\d+)?))?/g)) {
    const lineBefore = text.slice(text.lastIndexOf('\n', match.index) + 1, match.index);
    if (OTHER_DOCUMENT.test(lineBefore)) continue;
    cited.push(match[1]!);
    if (match[2]) cited.push(match[2]);
  }
  return cited;
}

/** What points to files that were never in the repository: the planning notes beside it, by name or by path. */
function referencesOutside(text: string, file: string): string[] {
  const found = Array.from(text.matchAll(/\b(?:SCREENS|DOMAIN|STACK|CONVENTIONS|ARCHITECTURE)(?:\.md\b| §)/g), (match) => match[0]);
  // A path up into a folder named shared that is not in the repository (a folder of that name inside it is fine).
  for (const match of text.matchAll(/(?:\.\.\/)+shared\b[\w./-]*/g)) {
    const target = path.resolve(root, path.dirname(file), match[0]);
    if (!target.startsWith(root + path.sep) || !existsSync(target)) found.push(match[0]);
  }
  return found;
}

/**
 * An issue of the project's tracker is not in the repository: code, tests and docs say the reason itself, or
 * cite the decision record that does. Decision records and migrations keep theirs: they are history.
 */
function issueCitations(text: string, file: string): string[] {
  if (file.startsWith('docs/decisions/') || file.endsWith('.sql') || file.startsWith('bench/results/')) return [];
  return Array.from(text.matchAll(/\b[Ii]ssues? \d+(?: items? \d+)?/g), (match) => match[0]);
}

describe('reading citations', () => {
  it('finds each section of a list and both ends of a range', () => {
    expect(citedSections('(spec §2.6, §3.7; spec §4.1 step 7, §2.5–2.6 and the spec’s model (§9))')).toEqual(['2.6', '3.7', '4.1', '2.5', '2.6', '9']);
  });

  it('leaves out the sections of RFCs, OpenID Connect Core and Swedish laws', () => {
    expect(citedSections('RFC 6749 §2.3.1, OIDC Core §5.3, lag (1989:253) §1, 11 kap. 12 §; spec §8')).toEqual(['8']);
  });

  it('reads numbered headings as sections', () => {
    expect(sectionNumbers('# Title\n## 1. What\n### 2.10 Screens\n## Notes 3\n')).toEqual(new Set(['1', '2.10']));
  });

  it('flags the planning notes by name and a path up out of the repository', () => {
    expect(referencesOutside('see DOMAIN.md "Spot prices" and ARCHITECTURE §1, ../shared/spec/x.md', 'README.md')).toEqual([
      'DOMAIN.md',
      'ARCHITECTURE §',
      '../shared/spec/x.md',
    ]);
    expect(referencesOutside('docs/domain.md and docs/architecture.md', 'README.md')).toEqual([]);
  });

  it('flags an issue cited outside the decision records and migrations', () => {
    expect(issueCitations('as issue 12 item 5 asked (Issue 28)', 'apps/web/src/x.ts')).toEqual(['issue 12 item 5', 'Issue 28']);
    expect(issueCitations('Context: issue 30 item 4.', 'docs/decisions/0068-x.md')).toEqual([]);
  });
});

describe('the repository explains itself', () => {
  const files = Array.from(repositoryFiles(root)).filter((file) => file !== THIS_FILE);
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

  it('has a section in docs/product.md for every section the code, tests and docs cite', () => {
    const sections = sectionNumbers(read('docs/product.md'));
    const nowhere = files.flatMap((file) =>
      citedSections(read(file))
        .filter((section) => !sections.has(section))
        .map((section) => `${file}: §${section}`),
    );
    expect(nowhere).toEqual([]);
  });

  it('refers to no file outside the repository', () => {
    const outside = files.flatMap((file) => referencesOutside(read(file), file).map((reference) => `${file}: ${reference}`));
    expect(outside).toEqual([]);
  });

  it('cites no issue of the tracker outside the decision records and migrations', () => {
    const cited = files.flatMap((file) => issueCitations(read(file), file).map((citation) => `${file}: ${citation}`));
    expect(cited).toEqual([]);
  });

  describe('decision records', () => {
    const records = readdirSync(path.join(root, 'docs/decisions')).filter((name) => name.endsWith('.md'));
    const status = (name: string) => read(path.join('docs/decisions', name)).match(/^Status: (.+)$/m)?.[1];

    it('each keep a Status line', () => {
      expect(records.length).toBeGreaterThan(0);
      expect(records.filter((name) => status(name) === undefined)).toEqual([]);
    });

    it('are superseded by records that exist', () => {
      const numbers = new Set(records.map((name) => name.slice(0, 4)));
      const missing = records.flatMap((name) =>
        Array.from(status(name)?.matchAll(/superseded by (\d{4})/g) ?? [], (match) => match[1]!)
          .filter((number) => !numbers.has(number))
          .map((number) => `${name}: ${number}`),
      );
      expect(missing).toEqual([]);
    });
  });
});
