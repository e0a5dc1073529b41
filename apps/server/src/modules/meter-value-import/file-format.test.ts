import { describe, expect, it } from 'vitest';
import { readCsv, readJson, type ReadFile, type ValueRow } from './file-format.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const HEADER = 'meteringPointId,start,minutes,value,quality';
const EL = '735999876236865657';

function csv(...rows: string[]): ReadFile {
  const read = readCsv([HEADER, ...rows].join('\n'), NOW);
  if ('error' in read) throw new Error(read.error);
  return read;
}
const reasonsOf = (file: ReadFile) => file.problems.map((p) => [p.at, p.reason]);

describe('a CSV file', () => {
  it('reads each value as thousandths of its unit, at its UTC start, on its Swedish date', () => {
    const file = csv(
      `${EL},2026-11-23T00:00:00+01:00,15,0.412,measured`,
      `${EL},2026-11-22T23:15:00Z,15,12,estimated`,
      'VA-57645841,2026-11-23T00:00:00+01:00,1440,0.35,measured',
    );
    expect(file.problems).toEqual([]);
    expect(file.rows).toEqual<ValueRow[]>([
      { at: 2, meteringPointId: EL, start: Date.UTC(2026, 10, 22, 23, 0), minutes: 15, value: 412, quality: 0, day: '2026-11-23' },
      { at: 3, meteringPointId: EL, start: Date.UTC(2026, 10, 22, 23, 15), minutes: 15, value: 12_000, quality: 1, day: '2026-11-23' },
      { at: 4, meteringPointId: 'VA-57645841', start: Date.UTC(2026, 10, 22, 23, 0), minutes: 1440, value: 350, quality: 0, day: '2026-11-23' },
    ]);
  });

  it('takes the columns in any order, quoted fields, a BOM, CRLF and blank lines, counting every line', () => {
    const read = readCsv(`\uFEFFquality,"value",start,minutes,meteringPointId\r\n\r\n"measured","0.5",2026-11-23T01:00+01:00,60,"${EL}"\r\n`, NOW);
    expect(read).toMatchObject({ format: 'csv', rowCount: 1, problems: [], rows: [{ at: 3, value: 500, minutes: 60, start: Date.UTC(2026, 10, 23, 0, 0) }] });
  });

  it('refuses a file whose header is not the five fields, or that has no values', () => {
    expect(readCsv('', NOW)).toEqual({ error: 'Filen är tom.' });
    expect(readCsv(`${HEADER}\n\n`, NOW)).toEqual({ error: 'Filen har inga mätvärden, bara en rubrikrad.' });
    expect(readCsv('meteringPointId;start;minutes;value;quality\n', NOW)).toMatchObject({
      error: expect.stringMatching(/^Rubrikraden har en okänd kolumn "meteringPointId;start/),
    });
    expect(readCsv('meteringPointId,start,minutes,value\n', NOW)).toMatchObject({ error: expect.stringMatching(/^Rubrikraden saknar quality:/) });
    expect(readCsv(`${HEADER},value\n`, NOW)).toEqual({ error: 'Rubrikraden har kolumnen value två gånger.' });
  });

  it('reports each wrong row with its line and every reason, and reads the rest', () => {
    const file = csv(
      `${EL},2026-11-23T00:10:00+01:00,15,0.1,measured`,
      `${EL},2026-11-23T00:15:00+01:00,60,0.1,measured`,
      `${EL},2026-11-23T00:00:00Z,1440,1,measured`,
      `${EL},2026-11-23T00:30:00+01:00,30,-0.2,uppmätt`,
      `${EL},2026-11-23T00:45:00+01:00,15,0,5,measured`,
      `,2026-11-23T00:45:00+01:00,15,,`,
      `${EL},2026-11-23T01:00:00+01:00,15,0.0625,measured`,
      `${EL},2026-11-23T01:15:00+01:00,15,1234567890,measured`,
      `${EL},2026-11-23T01:30:00+01:00,15,0.4120,measured`,
    );
    expect(reasonsOf(file)).toEqual([
      [2, 'En kvartsperiod ska börja på hel kvart i svensk tid, inte 00:10.'],
      [3, 'Ett timvärde ska börja på hel timme i svensk tid, inte 00:15.'],
      [4, 'Ett dygnsvärde ska börja vid midnatt i svensk tid, inte 01:00.'],
      [
        5,
        'Intervallängden ska vara 15, 60 eller 1440 minuter, inte "30". Värdet kan inte vara negativt. Kvaliteten ska vara measured eller estimated, inte "uppmätt".',
      ],
      [6, 'Raden har 6 fält, rubrikraden 5. Fälten skiljs med kommatecken; decimaltecknet är punkt.'],
      [7, 'Mätpunkt saknas. Värde saknas. Kvalitet saknas.'],
      [8, 'Värdet får ha högst tre decimaler: hela Wh eller liter.'],
      [9, 'Värdet är orimligt stort (högst 999 999 999,999).'],
    ]);
    expect(file.rows.map((r) => [r.at, r.value])).toEqual([[10, 412]]);
    expect(file.problems[0]!.meteringPointId).toBe(EL);
  });

  it('wants the offset Sweden had at that instant, or Z', () => {
    const file = csv(
      `${EL},2026-07-01T00:00:00+01:00,60,1,measured`,
      `${EL},2026-06-30T22:00:00Z,60,1,measured`,
      `${EL},2026-07-01T00:00:00+02:00,60,1,measured`,
    );
    expect(reasonsOf(file)).toEqual([
      [2, 'Tidszonen +01:00 är inte svensk tid den 2026-07-01 01:00 (+02:00). Ange svensk tid med rätt förskjutning eller UTC (Z).'],
      // The same instant twice, once in UTC and once in Swedish time.
      [3, 'Samma mätpunkt och start som på rad 4.'],
      [4, 'Samma mätpunkt och start som på rad 3.'],
    ]);
  });

  it('tells the two 02:00 of the autumn DST change apart by their offsets, and takes a 23-hour day', () => {
    const file = csv(
      `${EL},2026-10-25T02:00:00+02:00,60,1,measured`,
      `${EL},2026-10-25T02:00:00+01:00,60,2,measured`,
      `VA-57645841,2026-03-29T00:00:00+01:00,1440,0.2,measured`,
      `VA-57645841,2026-03-30T00:00:00+02:00,1440,0.3,measured`,
    );
    expect(file.problems).toEqual([]);
    expect(file.rows.map((r) => [new Date(r.start).toISOString(), r.day])).toEqual([
      ['2026-10-25T00:00:00.000Z', '2026-10-25'],
      ['2026-10-25T01:00:00.000Z', '2026-10-25'],
      ['2026-03-28T23:00:00.000Z', '2026-03-29'],
      ['2026-03-29T22:00:00.000Z', '2026-03-30'],
    ]);
  });

  it('refuses intervals not yet ended, before 2000, and times that do not exist', () => {
    // NOW is 11:00 in Sweden on 2026-11-24.
    const file = csv(
      `${EL},2026-11-24T10:45:00+01:00,15,1,measured`,
      `${EL},2026-11-24T11:00:00+01:00,15,1,measured`,
      `VA-57645841,2026-11-24T00:00:00+01:00,1440,1,measured`,
      `${EL},1999-12-31T22:00:00Z,60,1,measured`,
      `${EL},2026-02-30T00:00:00+01:00,60,1,measured`,
      `${EL},2026-11-23T24:00:00+01:00,60,1,measured`,
      `${EL},2026-11-23 00:00,60,1,measured`,
      `${EL},2026-11-23T00:00:00.5+01:00,60,1,measured`,
    );
    expect(reasonsOf(file)).toEqual([
      [3, 'Intervallet har inte tagit slut än.'],
      [4, 'Intervallet har inte tagit slut än.'],
      [5, 'Mätvärden från före år 2000 tas inte emot.'],
      [6, 'Starten "2026-02-30T00:00:00+01:00" är ingen riktig tidpunkt på en hel minut.'],
      [7, 'Starten "2026-11-23T24:00:00+01:00" är ingen riktig tidpunkt på en hel minut.'],
      [8, 'Starten "2026-11-23 00:00" är ingen tid i ISO 8601 med tidszon, till exempel 2026-11-23T00:00:00+01:00.'],
      [9, 'Starten "2026-11-23T00:00:00.5+01:00" är ingen riktig tidpunkt på en hel minut.'],
    ]);
    expect(file.rows.map((r) => r.at)).toEqual([2]);
  });

  it('refuses every row of a metering point and start that occurs more than once', () => {
    const file = csv(
      `${EL},2026-11-23T00:00:00+01:00,15,1,measured`,
      `${EL},2026-11-23T00:15:00+01:00,15,1,measured`,
      `${EL},2026-11-23T00:00:00+01:00,15,1,measured`,
      `${EL},2026-11-23T00:00:00+01:00,15,2,estimated`,
      `FJV-44203809,2026-11-23T00:00:00+01:00,60,1,measured`,
    );
    expect(reasonsOf(file)).toEqual([
      [2, 'Samma mätpunkt och start som på rad 4.'],
      [4, 'Samma mätpunkt och start som på rad 2.'],
      [5, 'Samma mätpunkt och start som på rad 2.'],
    ]);
    expect(file.rows.map((r) => r.at)).toEqual([3, 6]);
  });

  it('quotes what it could not read, escaped and shortened', () => {
    const file = csv(`73599\u0000987,2026-11-23T00:00:00+01:00,15,${'9'.repeat(60)}x,measured`);
    expect(reasonsOf(file)).toEqual([
      [
        2,
        `Mätpunkten "73599\\u0000987" är inget mätpunkts-id (1–40 bokstäver, siffror och bindestreck). Värdet "${'9'.repeat(39)}…" är inget tal. Ange kWh eller m³ med punkt som decimaltecken, till exempel 0.412.`,
      ],
    ]);
  });
});

describe('a JSON file', () => {
  it('reads an array of rows, a value as a number or as a string, and reports a wrong row by its index', () => {
    const read = readJson(
      [
        { meteringPointId: EL, start: '2026-11-23T00:00:00+01:00', minutes: 15, value: 0.412, quality: 'measured' },
        { meteringPointId: EL, start: '2026-11-23T00:15:00+01:00', minutes: 15, value: '1.5', quality: 'estimated' },
        'ett värde',
        // The id as a JSON number, as JSON.parse reads it.
        {
          ...JSON.parse('{ "meteringPointId": 735999876236865657 }'),
          start: '2026-11-23T00:30:00+01:00',
          minutes: '15',
          value: 0.1 + 0.2,
          quality: 'measured',
        },
        { meteringPointId: EL, start: 1763852400000, minutes: 15, value: true, quality: 'measured', unit: 'kWh' },
      ],
      NOW,
    );
    if ('error' in read) throw new Error(read.error);
    expect(read.rows.map((r) => [r.at, r.value, r.quality])).toEqual([
      [0, 412, 0],
      [1, 1500, 1],
    ]);
    expect(reasonsOf(read)).toEqual([
      [2, 'Raden är inget objekt med meteringPointId, start, minutes, value, quality.'],
      [
        3,
        'Mätpunkten ska vara en sträng ("…") i JSON, inte ett tal: som tal tappar ett 18-siffrigt id sina sista siffror ("735999876236865700"). Värdet får ha högst tre decimaler: hela Wh eller liter.',
      ],
      [
        4,
        'Starten "1763852400000" är ingen tid i ISO 8601 med tidszon, till exempel 2026-11-23T00:00:00+01:00. Värdet "true" är inget tal. Ange kWh eller m³ med punkt som decimaltecken, till exempel 0.412.',
      ],
    ]);
  });

  it('refuses an empty list', () => {
    expect(readJson([], NOW)).toEqual({ error: 'Filen har inga mätvärden: listan är tom.' });
  });
});
