import { decideRedirect } from './decideRedirect';

describe('session guard', () => {
  it.each([
    ['home', { hasUser: true, hasVisitor: true }, '/apphome'],
    ['home', { hasUser: false, hasVisitor: false }, '/approot'],
    ['home', { hasUser: false, hasVisitor: true }, null],
    ['approot', { hasUser: true, hasVisitor: true }, '/apphome'],
    ['approot', { hasUser: false, hasVisitor: false }, null],
    ['signed-in', { hasUser: false, hasVisitor: true }, '/approot/login'],
    ['signed-in', { hasUser: false, hasVisitor: false }, '/approot/login'],
    ['signed-in', { hasUser: true, hasVisitor: false }, null],
  ] as const)('%s with %j → %s', (area, facts, target) => {
    expect(decideRedirect(area, facts)).toBe(target);
  });
});
