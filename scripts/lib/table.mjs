/** A small fixed-width table formatter (console.table prints an index column and quotes strings). */

/**
 * @param {Array<Record<string, unknown>>} rows
 * @param {{ columns?: string[], align?: Record<string, 'left'|'right'> }} [options]
 * @returns {string}
 */
export function formatTable(rows, { columns, align = {} } = {}) {
  const cols = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value) => (value === undefined || value === null ? '' : String(value));
  const widths = cols.map((col) => Math.max(col.length, ...rows.map((row) => cell(row[col]).length)));
  const isRight = (col) =>
    align[col]
      ? align[col] === 'right'
      : rows.length > 0 &&
        rows.every(
          (row) =>
            row[col] === undefined ||
            row[col] === '' ||
            typeof row[col] === 'number' ||
            /^-?[\d.,]+( ?[%a-zA-Z]{1,3})?$/.test(String(row[col])),
        );
  const line = (values) =>
    values
      .map((v, i) => (isRight(cols[i]) ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [
    line(cols),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map((row) => line(cols.map((col) => cell(row[col])))),
  ].join('\n');
}

/** Print a table, optionally under a title. */
export function printTable(rows, options = {}) {
  if (options.title) console.log(`\n${options.title}`);
  console.log(formatTable(rows, options));
}

/** 12345 -> "12.06 KB" (1 KB = 1024 bytes). */
export const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
