const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** The provider's pages share one look: a small card like a BankID test login. No scripts inline (CSP). */
export function page(title: string, body: string, options: { script?: string } = {}): string {
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/idp-assets/idp.css">
${options.script ? `<script src="/idp-assets/${options.script}" defer></script>` : ''}
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
}
