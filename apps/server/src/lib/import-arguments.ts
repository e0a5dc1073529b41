/** What an import command was given: its positional arguments and the flags every import takes. */
export type ImportArguments = { positional: string[]; partial: boolean; dryRun: boolean; server: string | null };

/** `[--partial] [--dry-run] [--server URL]` among positional arguments; a wrong flag or address is a Swedish line with `usage`. */
export function parseImportArguments(args: string[], usage: string): ImportArguments | { error: string } {
  const positional: string[] = [];
  let server: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--server') {
      server = args[++i] ?? '';
      if (!/^https?:\/\/[^/]/.test(server)) return { error: `--server måste vara serverns adress, t.ex. http://localhost:8080, inte "${server}".` };
    } else if (arg.startsWith('--') && arg !== '--partial' && arg !== '--dry-run') {
      return { error: `Okänd flagga ${arg}. ${usage}` };
    } else if (!arg.startsWith('--')) {
      positional.push(arg);
    }
  }
  return { positional, partial: args.includes('--partial'), dryRun: args.includes('--dry-run'), server };
}
