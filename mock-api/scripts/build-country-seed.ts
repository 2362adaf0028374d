/**
 * Writes seed/countries.json from the countries-list package (a dev dependency), so the
 * server needs no package at run time. Run once, commit the JSON:
 *   npx tsx scripts/build-country-seed.ts
 * Sorted by name; c_code is the first dial code, digits only; crnc_code the first currency ('' if none).
 */
import fs from 'node:fs';
import path from 'node:path';
import { countries } from 'countries-list';

const sorted = Object.values(countries)
  .map((country) => ({
    c_nm: country.name,
    c_code: String(country.phone[0] ?? '').replace(/\D/g, ''),
    crnc_code: country.currency[0] ?? '',
  }))
  .filter((country) => country.c_code !== '')
  .sort((a, b) => a.c_nm.localeCompare(b.c_nm, 'en'));

const seed = { countries: sorted.map((country, index) => ({ id: index + 1, ...country })) };
const file = path.resolve(__dirname, '../seed/countries.json');
fs.writeFileSync(file, `${JSON.stringify(seed, null, 2)}\n`);
console.log(`Wrote ${seed.countries.length} countries to ${file}`);
