// The console's CSV files, written by the server (exports) and by the console (a list as
// filtered), and read back by the server (the orders export filled in): one set of rules for
// both (server/API-admin.md "Exports", issue #29).

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is made text; an area
 * code alone (`+853`) is no formula and keeps its plus (issue #29: not `'+853`).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^\+\d{1,4}$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csv(rows: unknown[][]): string {
  // The BOM makes Excel read UTF-8 (Chinese names) as such.
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * The rows of a CSV text (RFC 4180 quoting; `,` or, as a spreadsheet in Portuguese saves it, `;`
 * when the first line has no comma). The formula guard's apostrophe is taken off again.
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        cell += c;
      }
    } else if (c === '"' && cell === '') {
      quoted = true;
    } else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += c;
    }
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.map((cells) => cells.map((each) => each.replace(/^'(?=[=+\-@\t\r])/, '')));
}
