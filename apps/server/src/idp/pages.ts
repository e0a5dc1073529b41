import { escapeHtml, page } from './html.ts';

export type LoginPersona = { key: string; displayName: string; description: string };

export function renderLoginPage(options: { uid: string; personas: LoginPersona[]; error?: string; personnummer?: string }): string {
  const action = `/idp/interaction/${encodeURIComponent(options.uid)}/login`;
  const personaButtons = options.personas
    .map(
      (p) => `<li>
  <button type="submit" name="persona" value="${escapeHtml(p.key)}" aria-describedby="desc-${escapeHtml(p.key)}">${escapeHtml(p.displayName)} (${escapeHtml(p.key)})</button>
  <span class="description" id="desc-${escapeHtml(p.key)}">${escapeHtml(p.description)}</span>
</li>`,
    )
    .join('\n');
  const error = options.error ? `<p class="error" role="alert" id="pnr-error">${escapeHtml(options.error)}</p>` : '';
  return page(
    'Logga in – Mina sidor',
    `<div class="brand" aria-hidden="true">BankID <span>test</span></div>
<h1>Logga in på Mina sidor</h1>
<p class="lead">Det här är en testinloggning som fungerar som BankID. Välj en testperson eller skriv ett personnummer.</p>
<form method="post" action="${action}">
<h2 id="personas-heading">Testpersoner</h2>
<ul class="personas" aria-labelledby="personas-heading">
${personaButtons}
</ul>
</form>
<form method="post" action="${action}" class="pnr-form" novalidate>
<h2>Med personnummer</h2>
<label for="personnummer">Personnummer</label>
<input id="personnummer" name="personnummer" inputmode="numeric" autocomplete="off" placeholder="ÅÅÅÅMMDD-NNNN"
  value="${escapeHtml(options.personnummer ?? '')}"${options.error ? ' aria-invalid="true" aria-describedby="pnr-error"' : ''}>
${error}
<button type="submit" class="primary">Logga in</button>
</form>
<p class="cancel"><a href="/idp/interaction/${encodeURIComponent(options.uid)}/abort">Avbryt inloggningen</a></p>`,
  );
}

/**
 * oidc-provider's end-session form, for a sign-out the web app asked for with the person's ID token:
 * a script file submits it so sign-out needs no extra click.
 */
export function renderLogoutPage(form: string): string {
  return page(
    'Loggar ut – Mina sidor',
    `<h1>Loggar ut...</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" class="primary" id="logout-button">Logga ut</button>`,
    { script: 'auto-submit.js' },
  );
}

/**
 * The same form for a sign-out nobody proved they asked for (no ID token of the signed-in person):
 * a link from any site lands here, so the person decides.
 */
export function renderLogoutQuestionPage(form: string, publicUrl: string): string {
  return page(
    'Logga ut? – Mina sidor',
    `<h1>Vill du logga ut?</h1>
<p class="lead">Du loggas ut från Mina sidor i den här webbläsaren.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" class="primary">Logga ut</button>
<p class="cancel"><a href="${escapeHtml(publicUrl)}/">Nej, tillbaka till Mina sidor</a></p>`,
  );
}

export function renderLoggedOutPage(publicUrl: string): string {
  return page(
    'Utloggad – Mina sidor',
    `<h1>Du är utloggad</h1>
<p><a href="${escapeHtml(publicUrl)}/">Till Mina sidor</a></p>`,
  );
}

const ERROR_TEXTS: Record<string, string> = {
  access_denied: 'Inloggningen avbröts.',
  invalid_request: 'Inloggningen kunde inte genomföras. Börja om från Mina sidor.',
  session_not_found: 'Inloggningen har gått ut. Börja om från Mina sidor.',
  rate_limited: 'För många inloggningsförsök. Vänta en stund och försök igen.',
};

export function renderErrorPage(code: string, publicUrl: string): string {
  const text = ERROR_TEXTS[code] ?? 'Något gick fel vid inloggningen. Försök igen.';
  return page(
    'Inloggningen misslyckades – Mina sidor',
    `<h1>Inloggningen misslyckades</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(publicUrl)}/">Till Mina sidor</a></p>`,
  );
}
