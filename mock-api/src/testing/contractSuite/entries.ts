/** Every call the contract module exports, by domain and name, in the module's order. */
import { Contract } from '../../contract';
import type { CallContract, CallSession } from '../../contract';

export interface SuiteEntry {
  domain: string;
  name: string;
  /** `domain.name`, e.g. 'rosters.swap'. */
  key: string;
  call: CallContract;
}

export type ContractCalls = Readonly<Record<string, Readonly<Record<string, CallContract>>>>;

/** The entries of a contract (the real one unless given), optionally of one domain only. */
export function contractEntries(contract: ContractCalls = Contract, only?: string): SuiteEntry[] {
  return Object.entries(contract)
    .filter(([domain]) => !only || domain === only)
    .flatMap(([domain, calls]) =>
      Object.entries(calls).map(([name, call]) => ({ domain, name, key: `${domain}.${name}`, call })),
    );
}

/** The session a call needs ('user' unless the entry says). */
export const sessionOf = (call: CallContract): CallSession => call.session ?? 'user';
