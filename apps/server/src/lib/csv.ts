import { Readable } from 'node:stream';

type Cell = string | number | boolean | Date | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with ' (OWASP CSV
 * injection); numbers are written as they are.
 */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

/**
 * A CSV document streamed page by page: `nextPage(after)` gives the rows after a cursor (empty at
 * the end), so only one page is in memory. Starts with a BOM so spreadsheets read UTF-8 (Korean).
 */
export function csvStream<Row, Cursor>(options: {
  header: string[];
  first: Cursor;
  nextPage: (after: Cursor) => Promise<Row[]>;
  cursorOf: (row: Row) => Cursor;
  cells: (row: Row) => Cell[];
}): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(options.header)}`;
    let after = options.first;
    for (;;) {
      const rows = await options.nextPage(after);
      if (rows.length === 0) return;
      yield rows.map((row) => csvLine(options.cells(row))).join('');
      after = options.cursorOf(rows[rows.length - 1] as Row);
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
