/**
 * The route table and the contract name the same calls: every route answers an entry of the
 * contract module (at the entry's path), and every entry has exactly one route, so a call added to
 * the contract without a route, or a route without an entry, fails here.
 */
import { Contract } from '../contract';
import type { CallContract } from '../contract';
import { apiRoutes } from '.';

const entries = Object.entries(Contract).flatMap(([domain, calls]) =>
  Object.entries(calls as Record<string, CallContract>).map(([name, call]) => [`${domain}.${name}`, call] as const),
);

describe('the route table', () => {
  it('answers each entry of the contract with exactly one route', () => {
    const routed = entries
      .map(([key, call]) => [key, apiRoutes.filter((route) => route.contract === call).length] as const)
      .filter(([, routes]) => routes !== 1);
    expect(routed).toEqual([]);
  });

  it('has no route outside the contract, and each route at its entry path', () => {
    const calls = new Set(entries.map(([, call]) => call));
    expect(apiRoutes.filter((route) => !calls.has(route.contract)).map((route) => route.path)).toEqual([]);
    expect(apiRoutes.filter((route) => route.path !== route.contract.path).map((route) => route.path)).toEqual([]);
  });

  it('serves each path once', () => {
    const paths = apiRoutes.map((route) => route.path);
    expect(paths.length).toBe(new Set(paths).size);
    expect(paths.length).toBe(entries.length);
  });
});
