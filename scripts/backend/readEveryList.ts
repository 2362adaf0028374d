/**
 * Every organisation's employee list read once by its own admin (signed in for it), a few at a
 * time: what an API process holds after serving them (issue 33's memory row, read with the
 * process's resident set after it).
 */
import { Paths } from '../../mock-api/src/contract';
import { envelopeClient } from '../../mock-api/src/testing/envelopeClient';
import { signInOrganisationAdmin } from './organisations';
import type { BenchOrganisation } from './organisations';

const AT_ONCE = 8;

/** Reads them all; the number of lists that did not answer OK. */
export async function readEveryList(url: string, organisations: readonly BenchOrganisation[]): Promise<number> {
  const client = envelopeClient(url);
  let failed = 0;
  let next = 0;
  const reader = async () => {
    while (next < organisations.length) {
      const organisation = organisations[next++]!;
      const admin = await signInOrganisationAdmin(url, organisation);
      const reply = await client.call(Paths.employees.list, { flt: 0, pg: 1 }, admin);
      if ((reply.body as { status?: string } | undefined)?.status !== 'OK') failed += 1;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, reader));
  return failed;
}
