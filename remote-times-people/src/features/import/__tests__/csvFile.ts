/** Test files: the header line, rows and a generator for huge files. */
export const HEADER = 'Name;Surname;Date of Birth;Mobile;Gender;Employee Number;ID Type;ID';

export const csv = (...lines: string[]): string => lines.join('\r\n');

/** Row n of a generated file: every value differs, so mistakes in the order show. */
export const generatedLine = (n: number): string =>
  `Name${n};Surname${n};1990-01-${String((n % 28) + 1).padStart(2, '0')};08${String(n).padStart(8, '0')};${(n % 2) + 1};E${n};1;ID${n}`;

export function hugeFile(rows: number): string {
  const lines = [HEADER];
  for (let n = 0; n < rows; n += 1) lines.push(generatedLine(n));
  return lines.join('\n');
}
