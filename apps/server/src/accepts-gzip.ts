/** Whether an Accept-Encoding header takes gzip (RFC 9110 §12.5.3): by name or by "*", with a weight above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const coding of header.split(',')) {
    const [name, ...parameters] = coding.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name === 'gzip' || name === 'x-gzip') gzip = weight;
    else if (name === '*') any = weight;
  }
  return (gzip ?? any ?? 0) > 0;
}
